// SPDX-License-Identifier: GPL-3.0-or-later
// The hostile files of tests/data/hostile, kept from a probe of the whole program: saved games
// whose parts belong to another rule set, boards a game cannot start on, backdrops that reach
// outside themselves or do not decode, a NUL in a text. Each is refused with its path and a
// reason, before anything plays or draws it; and the small course whose woods bring bands on
// plays to its end.
#include "fiw/game/fiwgame.h"
#include "game/autoplay.h"
#include "game/gamefile.h"
#include "io/backdropcheck.h"
#include "io/finishedscenario.h"
#include "io/scenarioreader.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace ambuscade;

namespace {
QString hostile(const QString &name)
{
    return testData(QStringLiteral("hostile/") + name);
}

// The problems of a scenario file as `validate` lists them.
Problems scenarioFileProblems(const QString &name)
{
    const ScenarioLoadResult loaded = loadScenarioFile(hostile(name));
    return loaded.scenario ? finishedScenarioProblems(*loaded.rules, *loaded.scenario)
                           : loaded.problems;
}
} // namespace

class TestHostileCorpus : public QObject
{
    Q_OBJECT
private slots:
    void savedGamesOfMixedRuleSetsAreRefused_data();
    void savedGamesOfMixedRuleSetsAreRefused();
    void unplayableBoardsAreRefused_data();
    void unplayableBoardsAreRefused();
    void backdropsHoldEverythingTheyDraw_data();
    void backdropsHoldEverythingTheyDraw();
    void aNulInATextIsRefused();
    void aCommandDieOfSevenIsRefused();
    void aSmallCourseWithAWoodPlaysToItsEnd();
    void aBoardPastWhatPlaysInSecondsIsRefused();
};

void TestHostileCorpus::savedGamesOfMixedRuleSetsAreRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    for (const char *pair :
         {"rc-with-rr", "rr-with-rc", "cm-with-sc", "sc-with-cm", "rc-with-cm", "rr-with-fiw"})
        QTest::newRow(pair) << QStringLiteral("save-%1.ambuscade-game.json").arg(pair)
                            << QStringLiteral("game.start.ruleset");
    // The game before the last step, which Take Back would restore.
    QTest::newRow("lastStepBack of Rogers' Rangers under Ranger Commandos")
        << QStringLiteral("save-rc-before-rr.ambuscade-game.json")
        << QStringLiteral("beforeLastStep.start.ruleset");
    QTest::newRow("lastStepBack of Steeplechase under Chosen Men")
        << QStringLiteral("save-cm-before-sc.ambuscade-game.json")
        << QStringLiteral("beforeLastStep.start.ruleset");
    QTest::newRow("a FIW game whose table is Chosen Men's")
        << QStringLiteral("save-fiw-with-cm.ambuscade-game.json")
        << QStringLiteral("game.state.ruleset");
}

// Issue 38 §3: these crashed or froze Open Game and `validate` while their orders were
// replayed under the wrong rules.
void TestHostileCorpus::savedGamesOfMixedRuleSetsAreRefused()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    Problems problems;
    const GameFile read = loadGameFile(hostile(file), problems);
    QVERIFY(!read.game);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().path, path);
    QVERIFY2(problems.first().message.contains(QStringLiteral("this game is played by")),
             qPrintable(problems.first().toString()));
}

void TestHostileCorpus::unplayableBoardsAreRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("said");
    QTest::newRow("raid without docks") << "board-rc-no-docks"
                                        << "each with its dock";
    QTest::newRow("raid without a grid") << "board-rc-no-grids"
                                         << "joined to nothing";
    QTest::newRow("grid off the board") << "board-rc-grid100"
                                        << "the grid runs off the board";
    QTest::newRow("no rangers side") << "board-rr-no-rangers"
                                     << "side \"rangers\"";
    QTest::newRow("no staging area") << "board-rr-no-staging"
                                     << "no space is the staging area";
    QTest::newRow("unknown mission") << "board-rr-unknown-mission"
                                     << "names no mission";
    QTest::newRow("no mission") << "board-rr-no-mission"
                                << "names no mission";
    QTest::newRow("placement column all none") << "board-rr-placement-none"
                                               << "no space has the placement roll";
}

// Issue 38 §5: `play` and `simulate` crashed or ran for ever on these, `validate` passed them.
// The one check the window makes is the one `validate` makes (finishedScenarioProblems).
void TestHostileCorpus::unplayableBoardsAreRefused()
{
    QFETCH(QString, file);
    QFETCH(QString, said);
    const Problems problems = scenarioFileProblems(file + QStringLiteral(".ambuscade.json"));
    QVERIFY(!problems.isEmpty());
    QVERIFY2(problems.first().toString().contains(said), qPrintable(problems.first().toString()));
}

void TestHostileCorpus::backdropsHoldEverythingTheyDraw_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("said"); // empty: the file is fine
    QTest::newRow("SVG image of a local file") << "bd-svg-local"
                                               << "outside itself";
    QTest::newRow("SVG image of a named pipe") << "bd-svg-fifo"
                                               << "outside itself";
    QTest::newRow("SVG style url() of a file") << "bd-svg-css"
                                               << "outside itself";
    QTest::newRow("SVG external entity") << "bd-svg-entity"
                                         << "declares entities";
    QTest::newRow("SVG gradient of its own") << "bd-svg-ok"
                                             << "";
    QTest::newRow("PNG of 10000 x 10000") << "bd-huge-png"
                                          << "million in all";
    QTest::newRow("PNG cut short") << "bd-truncated-png"
                                   << "does not decode";
    QTest::newRow("base64 cut short") << "bd-b64-short"
                                      << "backdrop.image";
    QTest::newRow("PNG whole") << "bd-ok-png"
                               << "";
}

// Issue 38 §4, §6 and §7: the reader refuses a backdrop before anything draws it.
void TestHostileCorpus::backdropsHoldEverythingTheyDraw()
{
    QFETCH(QString, file);
    QFETCH(QString, said);
    const ScenarioLoadResult loaded = loadScenarioFile(hostile(file + ".ambuscade.json"));
    if (said.isEmpty()) {
        QVERIFY2(loaded.scenario, qPrintable(loaded.problems.value(0).toString()));
        QVERIFY(!loaded.scenario->backdrop.isEmpty());
        return;
    }
    QVERIFY(!loaded.scenario);
    QCOMPARE(loaded.problems.first().path, QStringLiteral("backdrop.image"));
    QVERIFY2(loaded.problems.first().toString().contains(said),
             qPrintable(loaded.problems.first().toString()));
}

void TestHostileCorpus::aNulInATextIsRefused()
{
    const ScenarioLoadResult loaded = loadScenarioFile(hostile("nul-title.ambuscade.json"));
    QVERIFY(!loaded.scenario);
    QCOMPARE(loaded.problems.first().path, QStringLiteral("title"));
    QVERIFY(loaded.problems.first().message.contains(QStringLiteral("NUL")));
}

// Issue 38 §6: the command phase rolls D6s (§6 of the rules), and a saved log that says a
// command die came up 7 is no log of this game.
void TestHostileCorpus::aCommandDieOfSevenIsRefused()
{
    const ScenarioLoadResult beaver =
        loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(beaver.scenario);
    const fiw::FiwGame game(*beaver.scenario, 1);
    QJsonObject json = game.toJson();
    QJsonArray log = json.value(QStringLiteral("log")).toArray();
    int rolled = -1;
    for (int i = 0; i < log.size() && rolled < 0; ++i) {
        const QJsonObject e = log[i].toObject();
        if (e.value(QStringLiteral("kind")).toString() == QLatin1String("roll") &&
            e.value(QStringLiteral("phase")).toString() == QLatin1String("command"))
            rolled = i;
    }
    QVERIFY2(rolled >= 0, "the first turn's lookouts roll in the command phase");
    QJsonObject e = log[rolled].toObject(); // an event's detail is among its own fields
    e.insert(QStringLiteral("dice"), QJsonArray{7});
    log[rolled] = e;
    json.insert(QStringLiteral("log"), log);
    QString why;
    QVERIFY(!fiw::FiwGame::fromJson(json, &why));
    QVERIFY2(why.contains(QStringLiteral("should be a die from 1 to 6")), qPrintable(why));
}

// Issue 38 §2: the woods brought a band on (a side of its own, the country's) on turn 1, and
// the game fell over when that side's turn came, every seed.
void TestHostileCorpus::aSmallCourseWithAWoodPlaysToItsEnd()
{
    const ScenarioLoadResult course =
        loadScenarioFile(hostile(QStringLiteral("steeplechase-small-wood.ambuscade.json")));
    QVERIFY(course.scenario);
    const PlayRules &rules = *course.rules->play();
    bool bandCame = false;
    for (quint64 seed = 1; seed <= 8; ++seed) {
        const PlayedGame played = autoplay(rules, *course.scenario, seed, 40);
        QVERIFY(played.turns >= 1);
        bandCame = bandCame || played.end.sides.size() > course.scenario->sides.size();
    }
    QVERIFY2(bandCame, "no seed brought the country's bands on: the course tests nothing");
}

// Issue 38 §8: a board of 2,000 spaces and 10,000 paths took over a minute to simulate; the
// limits are now what a game plays on in a few seconds (500 spaces, 2,500 paths).
void TestHostileCorpus::aBoardPastWhatPlaysInSecondsIsRefused()
{
    QJsonObject board =
        readJsonObject(bundledScenario(QStringLiteral("rogers-scouting.ambuscade.json")));
    QJsonArray spaces = board.value(QStringLiteral("spaces")).toArray();
    for (int i = int(spaces.size()); i <= 500; ++i)
        spaces.append(QJsonObject{{"id", QStringLiteral("X%1").arg(i)},
                                  {"kind", "forest"},
                                  {"x", 10 + i % 90},
                                  {"y", 10 + i % 50}});
    board.insert(QStringLiteral("spaces"), spaces);
    const ScenarioLoadResult read = readScenario(QJsonDocument(board).toJson());
    QVERIFY(!read.scenario);
    QCOMPARE(read.problems.first().path, QStringLiteral("spaces"));
    QVERIFY2(read.problems.first().message.contains(QStringLiteral("at most 500")),
             qPrintable(read.problems.first().toString()));
}

QTEST_MAIN(TestHostileCorpus)
#include "tst_hostilecorpus.moc"
