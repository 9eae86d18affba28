// SPDX-License-Identifier: GPL-3.0-or-later
// ambuscade-cli as a user runs it: exit codes, stdout and stderr.
#include "testdata.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void validateAcceptsAGoodFile();
    void numbersAreWrittenAsCWritesThem();
    void countsReadInTheSingularAndThePlural();
    void validateListsEveryProblemOnStderr();
    void validateChecksSavedGames();
    void validateRefusesSpecialFilesAtOnce();
    void renderKeepsAHugeTableWithinTheImageLimit();
    void renderWritesEachFormat_data();
    void renderWritesEachFormat();
    void renderOfBrokenFileWritesNothing();
    void renderTilesTheTableOnSheets_data();
    void renderTilesTheTableOnSheets();
    void rosterWritesAPdfOfTheRightPages();
    void unknownCommandIsAUsageError();
    void losPrintsOneJsonObject_data();
    void losPrintsOneJsonObject();
    void losNamesAnUnknownFigure();
    void inspectPrintsOneJsonObject_data();
    void inspectPrintsOneJsonObject();
    void playPrintsTheGameAndRepeatsItself();
    void simulateReportsWinRatesAndRepeatsItself();
    void playAndSimulateStartAtADifficulty();
    void simulateWritesTheReportDataAndTheHeatMap();
    void duelPlaysBothOpponentsOnTheSameDice();
    void duelLeavesOutASideThatDecidesNothing();
    void rulesetsListsWhatThisBuildKnows();
    void unplayableFilesAreRefusedByEveryCommand_data();
    void unplayableFilesAreRefusedByEveryCommand();
    void validateSaysBothLimitsOfAnOversizedFile();
    void benchGameTimesTurnsThatWerePlayed_data();
    void benchGameTimesTurnsThatWerePlayed();
    void benchGameSaysWhenItHasNothingToMeasure();

private:
    struct Run {
        int exitCode;
        QString out;
        QString err;
    };
    Run run(const QStringList &args, int timeoutMs = 60000);
};

TestCli::Run TestCli::run(const QStringList &args, int timeoutMs)
{
    QProcess process;
    process.start(QStringLiteral(CLI_PATH), args);
    if (!process.waitForFinished(timeoutMs))
        return {-1, {}, QStringLiteral("timed out")};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

void TestCli::validateAcceptsAGoodFile()
{
    const Run r = run({QStringLiteral("validate"),
                       bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"))});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    // It says so, naming what it checked: a person who ran it sees the file was read.
    QVERIFY2(r.out.endsWith(QStringLiteral(": valid: a scenario for French and Indian Wars "
                                           "skirmish, \"The Ambush at Beaver Creek\"\n")),
             qPrintable(r.out));
}

// Its output is read by programs and compared with files: a German machine's locale does not
// turn "10.8 cm" into "10,8 cm" (the log's numbers follow the language in the window only).
void TestCli::numbersAreWrittenAsCWritesThem()
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CLI_PATH),
                  {QStringLiteral("play"),
                   bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")),
                   QStringLiteral("--turns"), QStringLiteral("1"), QStringLiteral("--seed"),
                   QStringLiteral("1")});
    QVERIFY(process.waitForFinished(60000));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression moves(QStringLiteral("moves (\\d+[.,]\\d) cm"));
    const QRegularExpressionMatch m = moves.match(out);
    QVERIFY2(m.hasMatch(), qPrintable(out.left(200)));
    QVERIFY2(m.captured(1).contains(QLatin1Char('.')), qPrintable(m.captured(0)));
}

// A count reads in the singular and the plural as in the window: the CLI's logs said
// "1 shots, 1 hits" (it had no English plural forms).
void TestCli::countsReadInTheSingularAndThePlural()
{
    const Run r =
        run({QStringLiteral("play"), bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")),
             QStringLiteral("--turns"), QStringLiteral("3"), QStringLiteral("--seed"),
             QStringLiteral("1")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral(": 1 shot, 1 hit, ")), qPrintable(r.out.left(300)));
    QVERIFY(!r.out.contains(QStringLiteral("1 shots")));
    QVERIFY(r.out.contains(QStringLiteral("2 shots, ")));
}

void TestCli::validateListsEveryProblemOnStderr()
{
    // Two broken fields in one file: two lines, each naming the file and the JSON path.
    QTemporaryDir dir;
    QJsonObject o = readJsonObject(testData(QStringLiteral("small.ambuscade.json")));
    QJsonArray figures = o.value(QStringLiteral("figures")).toArray();
    QJsonObject f = figures[1].toObject();
    f.insert(QStringLiteral("weapon"), QStringLiteral("blunderbus"));
    f.insert(QStringLiteral("x"), 61);
    figures[1] = f;
    o.insert(QStringLiteral("figures"), figures);
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(o).toJson());
    file.close();

    const Run r = run({QStringLiteral("validate"), path});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith(
                 path + QStringLiteral(": figures[1].weapon: unknown weapon \"blunderbus\"")),
             qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith(path + QStringLiteral(": figures[1].x: 61 is off the table")),
             qPrintable(lines[1]));
    QCOMPARE(r.out, QString());
}

void TestCli::validateChecksSavedGames()
{
    // A game saved by an earlier version is checked as the window would open it.
    const QString game =
        testData(QStringLiteral("games/beaver-creek-turn1-v1.ambuscade-game.json"));
    Run r = run({QStringLiteral("validate"), game});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.err, QString());
    QVERIFY2(r.out.contains(QStringLiteral(": valid: a saved game for ")), qPrintable(r.out));
    // Its winner made a side that is not there: refused, with the JSON path.
    QJsonObject o = readJsonObject(game);
    QJsonObject state = o.value(QStringLiteral("game")).toObject();
    state.insert(QStringLiteral("winner"), QStringLiteral("martians"));
    o.insert(QStringLiteral("game"), state);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.ambuscade-game.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(o).toJson());
    file.close();
    r = run({QStringLiteral("validate"), path});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err, path + QStringLiteral(": game.winner: names no side: \"martians\"\n"));
}

void TestCli::validateRefusesSpecialFilesAtOnce()
{
    // A named pipe nobody writes to and a link to an endless device: refused before a byte is
    // read. A run that waited on the pipe or read the device would time out here.
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("fifo.ambuscade.json"));
    const QString zero = dir.filePath(QStringLiteral("zero.ambuscade.json"));
    QVERIFY(QProcess::execute(QStringLiteral("mkfifo"), {fifo}) == 0);
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    for (const auto &[path, what] : {std::pair{fifo, "named pipe"}, std::pair{zero, "a device"}}) {
        const Run r = run({QStringLiteral("validate"), path}, 10000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(path + QStringLiteral(": the file is ")) &&
                     r.err.contains(QLatin1String(what)),
                 qPrintable(r.err));
    }
}

void TestCli::renderKeepsAHugeTableWithinTheImageLimit()
{
    // A 2,000 cm table at 100 px/cm would be 40 gigapixels: drawn smaller, and said so.
    QJsonObject o = readJsonObject(testData(QStringLiteral("small.ambuscade.json")));
    o.insert(QStringLiteral("table"),
             QJsonObject{{QStringLiteral("width_cm"), 2000}, {QStringLiteral("height_cm"), 2000}});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.ambuscade.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(o).toJson());
    file.close();
    const QString out = dir.filePath(QStringLiteral("huge.png"));
    const Run r = run({QStringLiteral("render"), path, QStringLiteral("-o"), out,
                       QStringLiteral("--px-per-cm"), QStringLiteral("100"),
                       QStringLiteral("--max-megapixels"), QStringLiteral("1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("note: the 2000 × 2000 cm table is drawn at 0.50 "
                                           "px/cm, not 100")),
             qPrintable(r.err));
    const QImage image(out);
    QVERIFY(image.width() * qint64(image.height()) <= 1000000);
    QVERIFY(image.width() >= 990);
}

void TestCli::renderWritesEachFormat_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("svg") << QStringLiteral("svg") << QByteArray("<?xml");
    QTest::newRow("png") << QStringLiteral("png") << QByteArray("\x89PNG");
    QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF");
}

void TestCli::renderWritesEachFormat()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, magic);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("table.") + suffix);
    const Run r = run({QStringLiteral("render"),
                       bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")),
                       QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.size() > 10000);
    QVERIFY(file.read(magic.size()) == magic);
    if (suffix == QLatin1String("png"))
        QCOMPARE(QImage(out).size(), QSize(1200, 900)); // the 120 × 90 cm table at 10 px/cm
}

void TestCli::renderOfBrokenFileWritesNothing()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.png"));
    const Run r =
        run({QStringLiteral("render"), testData(QStringLiteral("malformed/unknown-weapon.json")),
             QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("figures[1].weapon")));
    QVERIFY(!QFile::exists(out));
}

void TestCli::renderTilesTheTableOnSheets_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("said");
    QTest::addColumn<int>("pages");
    QTest::newRow("Letter") << QStringList{"--tiles", "letter"} << 0
                            << "24 sheets of Letter, portrait, 4 rows of 6" << 25;
    QTest::newRow("A4, sheets butted") << QStringList{"--tiles", "A4", "--overlap-mm", "0"} << 0
                                       << "18 sheets of A4, portrait, 3 rows of 6" << 19;
    QTest::newRow("unknown paper") << QStringList{"--tiles", "a5"} << 2
                                   << "unknown paper size \"a5\": choose a4, letter, a3" << 0;
    QTest::newRow("overlap past the sheet")
        << QStringList{"--tiles", "a4", "--overlap-mm", "300"} << 2
        << "an overlap of 300 mm leaves nothing of a sheet of A4" << 0;
    QTest::newRow("not a PDF") << QStringList{"--tiles", "a4", "-o", "board.png"} << 2
                               << "--tiles writes a PDF" << 0;
}

void TestCli::renderTilesTheTableOnSheets()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QString, said);
    QFETCH(int, pages);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("board.pdf"));
    QStringList args{QStringLiteral("render"),
                     bundledScenario(QStringLiteral("raid-on-the-island.ambuscade.json")),
                     QStringLiteral("-o"), out};
    for (QString &option : options)
        if (option == QLatin1String("board.png"))
            option = dir.filePath(option);
    const Run r = run(args + options);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2((exitCode == 0 ? r.out : r.err).contains(said), qPrintable(r.out + r.err));
    if (exitCode != 0) {
        QVERIFY(!QFile::exists(out));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("board.png"))));
        return;
    }
    // The assembly sheet and one page a sheet.
    QFile pdf(out);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QString bytes = QString::fromLatin1(pdf.readAll());
    QCOMPARE(int(bytes.count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]")))), pages);
}

void TestCli::rosterWritesAPdfOfTheRightPages()
{
    QTemporaryDir dir;
    const QString scenario = bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"));
    // Pages counted by their page objects in the PDF.
    const auto pages = [](const QString &path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return -1;
        const QByteArray pdf = file.readAll();
        return int(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") +
                   pdf.count("/Type /Page/") + pdf.count("/Type /Page "));
    };
    const QString both = dir.filePath(QStringLiteral("both.pdf"));
    Run r = run({QStringLiteral("roster"), scenario, QStringLiteral("-o"), both});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const int bothPages = pages(both);
    QVERIFY(bothPages >= 2); // each side starts a page
    // One line says what was written, its pages counted as the PDF holds them.
    QCOMPARE(r.out,
             QStringLiteral("%1 pages of A4, every side's roster: %2\n").arg(bothPages).arg(both));

    const QString french = dir.filePath(QStringLiteral("french.pdf"));
    r = run({QStringLiteral("roster"), scenario, QStringLiteral("-o"), french,
             QStringLiteral("--side"), QStringLiteral("french"), QStringLiteral("--page"),
             QStringLiteral("letter")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(pages(french) >= 1 && pages(french) < bothPages);
    QVERIFY2(r.out.contains(QStringLiteral(" of Letter, the roster of French and allies: ")),
             qPrintable(r.out));

    const QString withReference = dir.filePath(QStringLiteral("reference.pdf"));
    r = run({QStringLiteral("roster"), scenario, QStringLiteral("-o"), withReference,
             QStringLiteral("--reference")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(pages(withReference), bothPages + 2); // the quick reference's two pages

    r = run({QStringLiteral("roster"), scenario, QStringLiteral("-o"), french,
             QStringLiteral("--side"), QStringLiteral("prussians")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("prussians")));
    r = run({QStringLiteral("roster"), scenario});
    QCOMPARE(r.exitCode, 2);
}

void TestCli::unknownCommandIsAUsageError()
{
    const Run r = run({QStringLiteral("conquer")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("usage: ambuscade-cli")));
    QCOMPARE(run({QStringLiteral("render"), QStringLiteral("only-input.json")}).exitCode, 2);
}

void TestCli::losPrintsOneJsonObject_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("expected");
    // A rifle at 37.5 cm is at medium range; 20 cm of wood stand between.
    QTest::newRow("into the wood")
        << "rifleman"
        << "deep"
        << R"({"band":"medium","blockers":["wood"],"clear":false,"cover":"soft","distance_cm":37.5,"woods_cm":20.01})";
    // A wounded musket reaches short range only.
    QTest::newRow("wounded, short")
        << "wounded"
        << "open"
        << R"({"band":"short","blockers":[],"clear":true,"cover":"open","distance_cm":17.5,"woods_cm":0})";
    QTest::newRow("wounded, too far")
        << "wounded"
        << "deep"
        << R"({"band":"out","blockers":["wood"],"clear":false,"cover":"soft","distance_cm":54.07,"woods_cm":28.9})";
    // Through the whole wood to a man crouching behind a wall.
    QTest::newRow("behind the wall")
        << "open"
        << "at-wall"
        << R"({"band":"long","blockers":["wood"],"clear":false,"cover":"hard","distance_cm":79.96,"woods_cm":41.39})";
}

void TestCli::losPrintsOneJsonObject()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, expected);
    const Run r = run({QStringLiteral("los"), testData(QStringLiteral("sightlines.ambuscade.json")),
                       QStringLiteral("--from"), from, QStringLiteral("--to"), to});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), expected);
}

void TestCli::losNamesAnUnknownFigure()
{
    const Run r = run({QStringLiteral("los"), testData(QStringLiteral("sightlines.ambuscade.json")),
                       QStringLiteral("--from"), QStringLiteral("rifleman"), QStringLiteral("--to"),
                       QStringLiteral("hawkeye")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("no figure has the id \"hawkeye\"")));
    QCOMPARE(r.out, QString());
}

void TestCli::inspectPrintsOneJsonObject_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QString>("expected");
    // In the open, 54 cm from an enemy musket that sees him; raw, he sees it too.
    QTest::newRow("raw marine")
        << "small.ambuscade.json"
        << "f2"
        << R"({"command_distance_cm":50,"cover":"open","enclosed":false,"figure":"f2","group":"g2","movement_cm":25,"risk_factor":{"reasons":[{"factor":"enemy_in_range","value":1},{"factor":"raw_in_range","value":1}],"table":"skirmish","total":2}})";
    // Deep in a wood: enclosed, so commands reach 25 cm; soft cover. His group's man in the
    // open at (10, 70) is 17.5 cm from a wounded musket (short range: +1) and sees the
    // rifleman behind the group, which faces east (+2).
    QTest::newRow("in the wood")
        << "sightlines.ambuscade.json"
        << "deep"
        << R"({"command_distance_cm":25,"cover":"soft","enclosed":true,"figure":"deep","group":"b","movement_cm":25,"risk_factor":{"reasons":[{"factor":"enemy_in_range","value":1},{"factor":"flank_or_rear","value":2}],"table":"skirmish","total":3}})";
}

void TestCli::inspectPrintsOneJsonObject()
{
    QFETCH(QString, file);
    QFETCH(QString, figure);
    QFETCH(QString, expected);
    const Run r =
        run({QStringLiteral("inspect"), testData(file), QStringLiteral("--figure"), figure});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), expected);
}

void TestCli::playPrintsTheGameAndRepeatsItself()
{
    const QStringList args{
        QStringLiteral("play"),    bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")),
        QStringLiteral("--seed"),  QStringLiteral("4"),
        QStringLiteral("--turns"), QStringLiteral("6")};
    const Run first = run(args);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QJsonObject game = QJsonDocument::fromJson(first.out.toUtf8()).object();
    QVERIFY(game.contains(QStringLiteral("winner")));
    QVERIFY(game.value(QStringLiteral("turns")).toInt() <= 6);
    const QJsonArray log = game.value(QStringLiteral("log")).toArray();
    QVERIFY(!log.isEmpty());
    bool sawMove = false;
    for (const QJsonValue &v : log) {
        const QJsonObject e = v.toObject();
        for (const char *key : {"turn", "side", "phase", "kind"})
            QVERIFY2(e.contains(QLatin1String(key)), key);
        if (e.value(QStringLiteral("kind")).toString() == QLatin1String("move")) {
            sawMove = true;
            for (const char *key : {"figure", "from", "to", "cost_cm"})
                QVERIFY2(e.contains(QLatin1String(key)), key);
        }
    }
    QVERIFY(sawMove);
    QCOMPARE(run(args).out, first.out); // byte for byte
}

void TestCli::simulateReportsWinRatesAndRepeatsItself()
{
    const QStringList args{
        QStringLiteral("simulate"), bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")),
        QStringLiteral("--games"),  QStringLiteral("12"),
        QStringLiteral("--seed"),   QStringLiteral("9")};
    const Run first = run(args);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QJsonObject result = QJsonDocument::fromJson(first.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("games")).toInt(), 12);
    const QJsonObject sides = result.value(QStringLiteral("sides")).toObject();
    QCOMPARE(sides.size(), 2);
    int wins = result.value(QStringLiteral("draws")).toInt();
    for (const QJsonValue &v : sides) {
        const QJsonObject side = v.toObject();
        wins += side.value(QStringLiteral("wins")).toInt();
        const QJsonArray interval = side.value(QStringLiteral("win_rate_95")).toArray();
        const double rate = side.value(QStringLiteral("win_rate")).toDouble();
        QVERIFY(interval[0].toDouble() <= rate && rate <= interval[1].toDouble());
    }
    QCOMPARE(wins, 12); // every game won by one side or drawn
    QCOMPARE(run(args).out, first.out);
}

// Issue 39 (Rogers' Rangers 2): a game starts at one of the difficulties its rule set offers
// (`rulesets` lists them, the default first); Rogers' Rangers' default is the rules' numbers
// (R§12), "balanced" the ones its missions had before. Any other is refused, naming those.
void TestCli::playAndSimulateStartAtADifficulty()
{
    const QString scouting = bundledScenario(QStringLiteral("rogers-scouting.ambuscade.json"));
    // The mission's first line gives its Ops, RP and Alert.
    const auto opening = [&](const QStringList &more) {
        const Run r = run(QStringList{QStringLiteral("play"), scouting} + more);
        const QJsonObject game = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject first = game.value(QStringLiteral("log")).toArray().first().toObject();
        return std::pair{r.exitCode, first.value(QStringLiteral("text")).toString()};
    };
    const auto [plainCode, plain] = opening({});
    QCOMPARE(plainCode, 0);
    QVERIFY2(plain.startsWith(QStringLiteral("Scouting: 10 Ops, 10 RP, Alert 1.")),
             qPrintable(plain));
    QCOMPARE(opening({QStringLiteral("--difficulty"), QStringLiteral("rules")}).second, plain);
    const auto [balancedCode, balanced] =
        opening({QStringLiteral("--difficulty"), QStringLiteral("balanced")});
    QCOMPARE(balancedCode, 0);
    QVERIFY2(balanced.startsWith(QStringLiteral("Scouting: 10 Ops, 6 RP, Alert 2.")),
             qPrintable(balanced));
    const Run simulated =
        run({QStringLiteral("simulate"), scouting, QStringLiteral("--games"), QStringLiteral("4"),
             QStringLiteral("--difficulty"), QStringLiteral("balanced")});
    QVERIFY2(simulated.exitCode == 0, qPrintable(simulated.err));
    // Refused: a name the rule set does not offer, one for a rule set that offers none, none.
    const Run heroic = run({QStringLiteral("simulate"), scouting, QStringLiteral("--difficulty"),
                            QStringLiteral("heroic")});
    QCOMPARE(heroic.exitCode, 2);
    QVERIFY2(heroic.err.contains(QStringLiteral("no difficulty \"heroic\"")) &&
                 heroic.err.contains(QStringLiteral("it has: rules, balanced")),
             qPrintable(heroic.err));
    QCOMPARE(heroic.out, QString());
    const Run fiw =
        run({QStringLiteral("play"), bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")),
             QStringLiteral("--difficulty"), QStringLiteral("balanced")});
    QCOMPARE(fiw.exitCode, 2);
    QVERIFY2(fiw.err.contains(QStringLiteral("offers no difficulties")), qPrintable(fiw.err));
    QCOMPARE(run({QStringLiteral("play"), scouting, QStringLiteral("--difficulty")}).exitCode, 2);
    // `rulesets` says which there are.
    const QJsonArray all =
        QJsonDocument::fromJson(run({QStringLiteral("rulesets")}).out.toUtf8()).array();
    for (const QJsonValue &v : all) {
        const QJsonObject r = v.toObject();
        const QJsonArray expected =
            r.value(QStringLiteral("id")).toString() == QLatin1String("rogers-rangers")
                ? QJsonArray{QStringLiteral("rules"), QStringLiteral("balanced")}
                : QJsonArray{};
        QCOMPARE(r.value(QStringLiteral("difficulties")).toArray(), expected);
    }
}

void TestCli::simulateWritesTheReportDataAndTheHeatMap()
{
    QTemporaryDir dir;
    const QString file = bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"));
    const QString png = dir.filePath(QStringLiteral("heat.png"));
    const Run r = run({QStringLiteral("simulate"), file, QStringLiteral("--games"),
                       QStringLiteral("20"), QStringLiteral("--heatmap"), png});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject result = QJsonDocument::fromJson(r.out.toUtf8()).object();
    // Every game ended in some turn and was decided by something.
    int ended = 0, decided = 0;
    for (const QJsonValue &v : result.value(QStringLiteral("ended_on_turn")).toArray())
        ended += v.toInt();
    const QJsonObject by = result.value(QStringLiteral("decided_by")).toObject();
    for (const QJsonValue &v : by.value(QStringLiteral("conditions")).toArray())
        decided += v.toInt();
    decided +=
        by.value(QStringLiteral("turn_limit")).toInt() + by.value(QStringLiteral("rules")).toInt();
    QCOMPARE(ended, 20);
    QCOMPARE(decided, 20);
    // Every man killed is on the heat map where he fell, and the groups' losses add up to
    // their side's.
    double killed = 0;
    for (const QJsonValue &side : result.value(QStringLiteral("sides")).toObject())
        killed += side.toObject().value(QStringLiteral("mean_casualties")).toDouble() * 20;
    int fell = 0;
    const QJsonObject heat = result.value(QStringLiteral("heatmap")).toObject();
    for (const QJsonValue &cell :
         heat.value(QStringLiteral("fell")).toObject().value(QStringLiteral("cells")).toArray())
        fell += cell.toArray()[2].toInt();
    QCOMPARE(fell, qRound(killed));
    double groupsKilled = 0;
    for (const QJsonValue &group : result.value(QStringLiteral("groups")).toObject())
        groupsKilled += group.toObject().value(QStringLiteral("mean_casualties")).toDouble() * 20;
    QCOMPARE(qRound(groupsKilled), qRound(killed));
    // The table (120 × 90 cm) at 10 pixels a centimetre.
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1200, 900));
    // Only PNG, and never without its file.
    const Run jpeg =
        run({QStringLiteral("simulate"), file, QStringLiteral("--games"), QStringLiteral("1"),
             QStringLiteral("--heatmap"), dir.filePath(QStringLiteral("heat.jpg"))});
    QCOMPARE(jpeg.exitCode, 3);
    QVERIFY(jpeg.err.contains(QStringLiteral("heat.jpg")));
    QCOMPARE(run({QStringLiteral("simulate"), file, QStringLiteral("--heatmap")}).exitCode, 2);
}

void TestCli::duelPlaysBothOpponentsOnTheSameDice()
{
    const QString file = bundledScenario(QStringLiteral("tutorial-first-patrol.ambuscade.json"));
    const auto duel = [&](const char *a, const char *b) {
        const Run r =
            run({QStringLiteral("duel"), file, QStringLiteral("--side"), QStringLiteral("british"),
                 QStringLiteral("--games"), QStringLiteral("20"), QStringLiteral("--a"),
                 QLatin1String(a), QStringLiteral("--b"), QLatin1String(b)});
        return std::pair{r.exitCode, QJsonDocument::fromJson(r.out.toUtf8()).object()};
    };
    // The same opponent twice: the same games, so no difference at all.
    const auto [sameCode, same] = duel("computer", "computer");
    QCOMPARE(sameCode, 0);
    QCOMPARE(same.value(QStringLiteral("difference")).toDouble(), 0.0);
    QCOMPARE(same.value(QStringLiteral("interval")).toArray(), (QJsonArray{0.0, 0.0}));
    // Each side in turn, the one asked for first; scores between 0 and 1.
    const auto [code, result] = duel("computer", "dice-only");
    QCOMPARE(code, 0);
    const QJsonArray seatings = result.value(QStringLiteral("seatings")).toArray();
    QCOMPARE(seatings.size(), 2);
    QCOMPARE(seatings[0].toObject().value(QStringLiteral("side")).toString(),
             QStringLiteral("british"));
    for (const QJsonValue &v : seatings) {
        const QJsonObject seating = v.toObject();
        const double a = seating[QStringLiteral("a")][QStringLiteral("mean_score")].toDouble();
        const double b = seating[QStringLiteral("b")][QStringLiteral("mean_score")].toDouble();
        QVERIFY(a >= 0 && a <= 1 && b >= 0 && b <= 1);
        QVERIFY(std::abs(seating[QStringLiteral("difference")].toDouble() - (a - b)) < 1e-3);
        const QJsonArray interval = seating[QStringLiteral("interval")].toArray();
        QVERIFY(interval[0].toDouble() <= a - b + 1e-3 && a - b - 1e-3 <= interval[1].toDouble());
        // Each game's score, 20 of each, whose means are the means above.
        for (const char *who : {"a", "b"}) {
            const QJsonArray scores =
                seating[QStringLiteral("scores")][QLatin1String(who)].toArray();
            QCOMPARE(scores.size(), 20);
            double sum = 0;
            for (const QJsonValue &s : scores)
                sum += s.toDouble();
            QVERIFY(std::abs(sum / 20 -
                             seating[QLatin1String(who)][QStringLiteral("mean_score")].toDouble()) <
                    1e-3);
        }
    }
    // The same seeds, the same B: the B games are the same game for game.
    QCOMPARE(
        duel("random", "dice-only")
            .second[QStringLiteral("seatings")][0][QStringLiteral("scores")][QStringLiteral("b")],
        result[QStringLiteral("seatings")][0][QStringLiteral("scores")][QStringLiteral("b")]);
    QCOMPARE(duel("computer", "clairvoyant").first, 2);                    // no such opponent
    QVERIFY(result.value(QStringLiteral("left_out")).toArray().isEmpty()); // both sides decide
}

// In Steeplechase the rules move the country's bands: that side gives no order, its pairs are
// the same game twice, and the figure for every side is the couriers' alone.
void TestCli::duelLeavesOutASideThatDecidesNothing()
{
    const Run r =
        run({QStringLiteral("duel"),
             bundledScenario(QStringLiteral("tutorial-learn-steeplechase.ambuscade.json")),
             QStringLiteral("--side"), QStringLiteral("dubois"), QStringLiteral("--games"),
             QStringLiteral("10"), QStringLiteral("--a"), QStringLiteral("greedy"),
             QStringLiteral("--b"), QStringLiteral("computer")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains(QStringLiteral("country gave no order")), qPrintable(r.err));
    const QJsonObject result = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("left_out")).toArray(),
             (QJsonArray{QStringLiteral("country")}));
    double couriers = 0;
    for (const QJsonValue &v : result.value(QStringLiteral("seatings")).toArray()) {
        const QJsonObject seating = v.toObject();
        const bool country =
            seating.value(QStringLiteral("side")).toString() == QLatin1String("country");
        QCOMPARE(seating.value(QStringLiteral("decides")).toBool(), !country);
        if (!country)
            couriers += seating.value(QStringLiteral("difference")).toDouble() / 2;
    }
    QVERIFY(couriers != 0); // else the test below could not tell the country's zeros apart
    QVERIFY(std::abs(result.value(QStringLiteral("difference")).toDouble() - couriers) < 1e-3);
}

void TestCli::rulesetsListsWhatThisBuildKnows()
{
    const Run r = run({QStringLiteral("rulesets")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QVERIFY(!all.isEmpty());
    const QJsonObject fiw = all.first().toObject();
    QCOMPARE(fiw.value(QStringLiteral("id")).toString(), QStringLiteral("fiw-skirmish"));
    QCOMPARE(fiw.value(QStringLiteral("unit")).toString(), QStringLiteral("cm"));
    QCOMPARE(fiw.value(QStringLiteral("surface")).toString(), QStringLiteral("table"));
    const QJsonObject supports = fiw.value(QStringLiteral("supports")).toObject();
    for (const char *feature : {"editor", "play", "computer_opponent", "print"})
        QVERIFY2(supports.value(QLatin1String(feature)).toBool(), feature);
    QVERIFY(fiw.value(QStringLiteral("opponents")).toArray().contains(QStringLiteral("computer")));
    QCOMPARE(run({QStringLiteral("rulesets"), QStringLiteral("extra")}).exitCode, 2);
}

void TestCli::unplayableFilesAreRefusedByEveryCommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("said");
    const QString noMission =
        testData(QStringLiteral("hostile/board-rr-no-mission.ambuscade.json"));
    const QString noneColumn =
        testData(QStringLiteral("hostile/board-rr-placement-none.ambuscade.json"));
    const QString noDocks = testData(QStringLiteral("hostile/board-rc-no-docks.ambuscade.json"));
    const QString pdf = QDir::temp().filePath(QStringLiteral("ambuscade-tst-cli-roster.pdf"));
    QTest::newRow("roster, no mission")
        << QStringList{"roster", noMission, "-o", pdf} << "nothing to print";
    QTest::newRow("validate, no mission") << QStringList{"validate", noMission} << "mission";
    QTest::newRow("play, placement all none")
        << QStringList{"play", noneColumn} << "no space has the placement roll";
    QTest::newRow("simulate, placement all none")
        << QStringList{"simulate", noneColumn, "--games", "2"} << "no space has the placement roll";
    QTest::newRow("play, no docks") << QStringList{"play", noDocks} << "dock";
    QTest::newRow("duel, no docks")
        << QStringList{"duel", noDocks, "--side", "red", "--games", "2"} << "dock";
}

// Issue 38 §5: each crashed, or never ended, where the window refuses the file; each now says
// why, naming the file, and exits 1.
void TestCli::unplayableFilesAreRefusedByEveryCommand()
{
    QFETCH(QStringList, args);
    QFETCH(QString, said);
    const Run r = run(args, 20000);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(said) && r.err.contains(args[1]), qPrintable(r.err));
}

// Issue 38 §9: a file past every limit was told it held "more than 64 MiB" as though that were
// a scenario's limit; the answer names both.
void TestCli::validateSaysBothLimitsOfAnOversizedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.ambuscade.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64(70) * 1024 * 1024)); // sparse: costs no disk
    file.close();
    const Run r = run({QStringLiteral("validate"), path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("a scenario holds at most 16 MiB")), qPrintable(r.err));
}

void TestCli::benchGameTimesTurnsThatWerePlayed_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("sides");
    // Steeplechase's generated race: eight couriers and the country's patrols (issue 44: it
    // measured nothing before); a board game of four raiders from its file.
    QTest::newRow("steeplechase's race")
        << QStringList{QStringLiteral("--ruleset"), QStringLiteral("steeplechase")} << 9;
    QTest::newRow("a board from its file")
        << QStringList{bundledScenario(QStringLiteral("raid-on-the-island.ambuscade.json"))} << 4;
}

void TestCli::benchGameTimesTurnsThatWerePlayed()
{
    QFETCH(QStringList, args);
    QFETCH(int, sides);
    const Run r = run(
        QStringList{QStringLiteral("bench-game"), QStringLiteral("--turns"), QStringLiteral("1")} +
        args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject bench = QJsonDocument::fromJson(r.out.toUtf8()).object();
    // One turn of every side was played, and the game said what it did.
    QCOMPARE(bench.value(QStringLiteral("side_turns")).toInt(), sides);
    QVERIFY(bench.value(QStringLiteral("log_events")).toInt() > sides);
    QVERIFY(bench.value(QStringLiteral("ai_side_turn_ms")).toDouble() >= 0);
}

void TestCli::benchGameSaysWhenItHasNothingToMeasure()
{
    // A board game has no generated table: it is timed from a scenario file.
    const Run r = run({QStringLiteral("bench-game"), QStringLiteral("--ruleset"),
                       QStringLiteral("ranger-commandos")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("scenario file")), qPrintable(r.err));
    QCOMPARE(r.out, QString());
}

QTEST_MAIN(TestCli)
#include "tst_cli.moc"
