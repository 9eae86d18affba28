// SPDX-License-Identifier: GPL-3.0-or-later
// ambuscade-cli: the headless tool. Every command prints its results on stdout and its
// problems on stderr, and says how it went in its exit code.
#include "commands.h"

#include <QGuiApplication>
#include <cstdio>

using namespace ambuscade::cli;

namespace {
void printUsage(QTextStream &s)
{
    s << "usage: ambuscade-cli COMMAND ...\n"
         "  validate FILE                      check a scenario; exit 1 and list the problems if it is broken\n"
         "  render FILE -o OUT.{svg,png,pdf}   draw the table as the GUI shows it\n";
}
} // namespace

int main(int argc, char **argv)
{
    // Rendering needs fonts and QPainter but never a window or a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("ambuscade-cli"));

    QTextStream out(stdout), err(stderr);
    Streams io{out, err};
    QStringList args = QGuiApplication::arguments().mid(1);
    const QString command = args.isEmpty() ? QString() : args.takeFirst();
    if (command == QLatin1String("validate"))
        return runValidate(args, io);
    if (command == QLatin1String("render"))
        return runRender(args, io);
    if (command == QLatin1String("help") || command == QLatin1String("--help")) {
        printUsage(out);
        return Success;
    }
    printUsage(err);
    return UsageError;
}
