// SPDX-License-Identifier: GPL-3.0-or-later
// ambuscade-cli: the headless tool. Every command prints its results on stdout and its
// problems on stderr, and says how it went in its exit code.
#include "commands.h"

#include <QGuiApplication>
#include <QLocale>
#include <QTranslator>
#include <memory>

using namespace ambuscade::cli;

namespace {
void printUsage(QTextStream &s)
{
    s << "usage: ambuscade-cli COMMAND ...\n"
         "  validate FILE                      check a scenario or a saved game; exit 1 and list "
         "the problems if it is broken\n"
         "  render FILE -o OUT.{svg,png,pdf}   draw the table as the GUI shows it\n"
         "  render FILE -o OUT.pdf --tiles a4|letter|a3 [--overlap-mm N]\n"
         "                                     the table at true scale on sheets to tape "
         "together\n"
         "  roster FILE -o OUT.pdf [--side ID] [--reference] [--page a4|letter]\n"
         "                                     the roster to play from, and the rules' tables\n"
         "  los FILE --from ID --to ID         sight line, distance, band and cover between two "
         "figures\n"
         "  inspect FILE --figure ID           what the rules say of a figure\n"
         "  inspect FILE --space ID            what the rules say of a board's space\n"
         "  play FILE [--seed N] [--turns T] [--difficulty ID] [--orders ORDERS.json]\n"
         "       [--opponent SIDE=NAME]... [--save GAME.json]\n"
         "                                     a game played to its end by the orders given and "
         "the\n"
         "                                     computer; FILE may be a saved game to carry on; "
         "the log as JSON\n"
         "  legal FILE [--side ID]             the orders the rules take now, as `play` takes "
         "them\n"
         "  orders GAMEFILE                    a saved game's orders from its start, checked by "
         "replaying them\n"
         "  engine FILE [--seed N]             play through JSON lines on stdin and stdout "
         "(src/cli/README.md)\n"
         "  simulate FILE [--games G] [--seed N] [--turns T] [--difficulty ID] [--heatmap "
         "OUT.png]\n"
         "                                     many games on all cores: win rates, turns, "
         "casualties\n"
         "  duel FILE --side ID [--games N] [--seed S] [--turns T] [--difficulty ID] [--a X] "
         "[--b Y]\n"
         "                                     opponent X against Y on the same dice, each side "
         "in turn: scores and their difference\n"
         "                                     (--difficulty: one the rule set offers, see "
         "`rulesets`)\n"
         "  play, duel, engine: [--playouts N] [--budget SECONDS] [--horizon TURNS]\n"
         "                                     how long the opponent \"search\" thinks over "
         "each order\n"
         "  rulesets                           the rule sets this build knows, and what each "
         "supports\n"
         "  bench [--ruleset ID]               geometry timings\n"
         "  bench-game [--ruleset ID] [--turns N]\n"
         "                                     the computer's side turn, 500 against 500\n"
         "  bench-takeback [--steps N]         take-back's memory over N steps, 500 against 500\n";
}
} // namespace

int main(int argc, char **argv)
{
    // Only drawing needs a GUI application (for fonts), and then never a display; the other
    // commands stay plain console programs whose stderr holds nothing but their findings.
    const auto asks = [&](const char *option) {
        for (int i = 2; i < argc; ++i)
            if (qstrcmp(argv[i], option) == 0)
                return true;
        return false;
    };
    const bool draws =
        argc > 1 && (qstrcmp(argv[1], "render") == 0 || qstrcmp(argv[1], "roster") == 0 ||
                     (qstrcmp(argv[1], "simulate") == 0 && asks("--heatmap")));
    std::unique_ptr<QCoreApplication> app;
    if (draws) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("ambuscade-cli"));
    // Its output is read by programs and compared with files: numbers are written as C writes
    // them whatever the machine's locale ("10.8 cm", never "10,8 cm").
    QLocale::setDefault(QLocale::c());
    // English's plural forms ("1 shot, 1 hit"), as the window has them; nothing else of it is
    // translated.
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/ambuscade_en.qm")))
        QCoreApplication::installTranslator(&plurals);

    QTextStream out(stdout), err(stderr);
    Streams io{out, err};
    QStringList args = QCoreApplication::arguments().mid(1);
    const QString command = args.isEmpty() ? QString() : args.takeFirst();
    if (command == QLatin1String("validate"))
        return runValidate(args, io);
    if (command == QLatin1String("render"))
        return runRender(args, io);
    if (command == QLatin1String("roster"))
        return runRoster(args, io);
    if (command == QLatin1String("los"))
        return runLos(args, io);
    if (command == QLatin1String("inspect"))
        return runInspect(args, io);
    if (command == QLatin1String("bench"))
        return runBench(args, io);
    if (command == QLatin1String("play"))
        return runPlay(args, io);
    if (command == QLatin1String("legal"))
        return runLegal(args, io);
    if (command == QLatin1String("orders"))
        return runOrders(args, io);
    if (command == QLatin1String("engine"))
        return runEngine(args, io);
    if (command == QLatin1String("simulate"))
        return runSimulate(args, io);
    if (command == QLatin1String("duel"))
        return runDuel(args, io);
    if (command == QLatin1String("bench-game"))
        return runGameBench(args, io);
    if (command == QLatin1String("bench-takeback"))
        return runTakeBackBench(args, io);
    if (command == QLatin1String("rulesets"))
        return runRulesets(args, io);
    if (command == QLatin1String("help") || command == QLatin1String("--help")) {
        printUsage(out);
        return Success;
    }
    printUsage(err);
    return UsageError;
}
