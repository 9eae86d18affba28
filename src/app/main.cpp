// SPDX-License-Identifier: GPL-3.0-or-later
// The Ambuscade desktop program: opens the scenario named on the command line, if any.
#include "window/language.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ambuscade"));
    QApplication::setApplicationName(QStringLiteral("Ambuscade"));
    QApplication::setApplicationVersion(QStringLiteral(AMBUSCADE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("ambuscade"));
    // The language chosen in the Preferences, or the system's, before any text is made.
    ambuscade::applyLanguage(ambuscade::languageSetting());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Tabletop companion for horse-and-musket skirmish games"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QApplication::translate("main", "Scenario file to open."));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate(
            "main", "Save a picture of the window to <png> once it is shown, then quit."),
        QStringLiteral("png"));
    parser.addOption(screenshot);
    parser.process(app);

    ambuscade::MainWindow window;
    window.restoreLayout();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().first());
    else
        window.showStartPage(); // a newcomer's first sight: the tutorial and the scenarios
    window.show();

    if (parser.isSet(screenshot)) {
        const QString target = parser.value(screenshot);
        // Two turns of the event loop: one to lay the window out, one to fit and paint it.
        QTimer::singleShot(300, &window, [&window, target] {
            const bool saved = window.grab().save(target);
            QApplication::exit(saved ? 0 : 1);
        });
    } else {
        // Once the window is up, offer back what a crashed run left unsaved.
        QTimer::singleShot(0, &window, &ambuscade::MainWindow::offerRecovery);
    }
    return app.exec();
}
