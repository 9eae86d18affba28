// SPDX-License-Identifier: GPL-3.0-or-later
// Ranger Commandos: the spinner and counters, the crossing, the walks, the alarm, the return
// and the scores, each with a loaded or seeded spinner on the bundled board.
#include "game/autoplay.h"
#include "io/finishedscenario.h"
#include "io/scenarioreader.h"
#include "rangercommandos/ai/raiders.h"
#include "rangercommandos/ai/risk.h"
#include "rangercommandos/game/orderkinds.h"
#include "rangercommandos/game/rangercommandosgame.h"
#include "rangercommandos/print/printsheets.h"
#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/procedures/water.h"
#include "rangercommandos/rangercommandosruleset.h"
#include "rangercommandos/tables/counters.h"
#include "rangercommandos/tables/raidrules.h"
#include "rangercommandos/tables/spinner.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "sheetprinter.h"
#include "testdata.h"

#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::rangercommandos;

namespace {

// Segments of the spinner (0–11) by what the tests need of them.
constexpr int kOneEast = 0;       // 1, night E, day W
constexpr int kFourNorthEast = 1; // 4, NE / NW
constexpr int kTwoEast = 2;       // 2, E / W
constexpr int kFiveSouthEast = 3; // 5, SE / SW
constexpr int kThreeNorth = 4;    // 3, N / N
constexpr int kOneSouthEast = 8;  // 1, SE / SW

Scenario island()
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("raid-on-the-island.ambuscade.json")));
    if (!loaded.scenario)
        qFatal("%s", qPrintable(loaded.problems.value(0).toString()));
    return *loaded.scenario;
}

Scenario islandOf(const QStringList &colours)
{
    Scenario s = island();
    s.sides.erase(std::remove_if(s.sides.begin(), s.sides.end(),
                                 [&](const Side &side) { return !colours.contains(side.id); }),
                  s.sides.end());
    return s;
}

Raider raider(const QString &colour, Stage stage, GridCell barge, const QString &landing = {},
              const QString &commando = {})
{
    Raider r;
    r.colour = colour;
    r.stage = stage;
    r.barge = barge;
    r.landing = landing;
    r.commando = commando;
    return r;
}

GameAction spin(const QString &who = {})
{
    return {rangercommandos::orderkind::kSpin, who, {}, {}};
}

GameAction walk(const QString &to, const QStringList &path = {})
{
    QJsonObject params{{QStringLiteral("to"), to}};
    if (!path.isEmpty())
        params.insert(QStringLiteral("path"), QJsonArray::fromStringList(path));
    return {rangercommandos::orderkind::kWalk, {}, params, {}};
}

void must(RangerCommandosGame &game, const GameAction &action)
{
    const ActionOutcome outcome = game.perform(action);
    if (!outcome.done)
        QFAIL(qPrintable(action.kind + QStringLiteral(": ") + outcome.problems.join(' ')));
}

QSet<QString> endsOffered(const RangerCommandosGame &game)
{
    QSet<QString> ends;
    for (const Walk &w : game.walksOffered())
        ends << w.end();
    return ends;
}

// The text of the first event of that kind in the log; empty for none.
QString firstEvent(const RangerCommandosGame &game, const QString &kind)
{
    for (const LogEvent &e : game.log().events())
        if (e.kind == kind)
            return e.text;
    return {};
}

// Whether one of the problems lies at that JSON path and says those words.
bool hasProblem(const Problems &problems, const QString &path, const QString &words)
{
    for (const Problem &p : problems)
        if (p.path == path && p.message.contains(words))
            return true;
    return false;
}

qsizetype indexOfSpace(const Scenario &s, const QString &id)
{
    for (qsizetype i = 0; i < s.board.spaces.size(); ++i)
        if (s.board.spaces[i].id == id)
            return i;
    return -1;
}

bool logSays(const RangerCommandosGame &game, const QString &words)
{
    for (const LogEvent &e : game.log().events())
        if (e.text.contains(words))
            return true;
    return false;
}

const print::Table *table(const print::Sheet &sheet, const QString &titleStart)
{
    for (const print::Section &section : sheet.sections)
        for (const print::Table &t : section.tables)
            if (t.title.startsWith(titleStart))
                return &t;
    return nullptr;
}

// The cells of a table's row whose first cell reads `first`, that one left out.
QStringList rowAfter(const print::Table &t, const QString &first)
{
    QStringList cells;
    for (const QList<print::Cell> &row : t.rows)
        if (row.first().text == first)
            for (int i = 1; i < row.size(); ++i)
                cells << row[i].text;
    return cells;
}

} // namespace

class TestRangerCommandos : public QObject
{
    Q_OBJECT

private slots:
    // Reading §3 rings an objective and a safe stop alike in orange; on screen and in the
    // Legend they must still be told apart at a glance: their fills stand well apart.
    void objectiveAndSafetySpacesLookApart()
    {
        const BoardRules *rules = findRuleset(QStringLiteral("ranger-commandos"))->board();
        QVERIFY(rules);
        BoardSpace objective, safety;
        objective.kind = QStringLiteral("objective");
        safety.kind = QStringLiteral("safety");
        const QColor a = rules->spaceLook(objective).fill, b = rules->spaceLook(safety).fill;
        QVERIFY2(std::abs(a.lightness() - b.lightness()) > 60,
                 qPrintable(QStringLiteral("%1 and %2").arg(a.name(), b.name())));
    }

    void theSpinnerHasTwelveSegmentsEachNumberTwice()
    {
        QCOMPARE(spinnerSegments().size(), 12);
        QHash<int, int> numbers;
        QHash<Compass, int> night;
        const QHash<Compass, Compass> mirrored = {{Compass::E, Compass::W},
                                                  {Compass::NE, Compass::NW},
                                                  {Compass::SE, Compass::SW},
                                                  {Compass::N, Compass::N},
                                                  {Compass::S, Compass::S}};
        for (const SpinnerSegment &s : spinnerSegments()) {
            ++numbers[s.number];
            ++night[s.night];
            QCOMPARE(s.day, mirrored.value(s.night));
        }
        for (int n = 1; n <= 6; ++n)
            QCOMPARE(numbers.value(n), 2);
        QCOMPARE(night.value(Compass::E), 4);
        QCOMPARE(night.value(Compass::NE), 3);
        QCOMPARE(night.value(Compass::SE), 3);
    }

    void theCounterSetHoldsThirtyTwoWorth530()
    {
        const QList<int> set = counterSet();
        QCOMPARE(set.size(), 32);
        QCOMPARE(std::accumulate(set.begin(), set.end(), 0), 530);
        QCOMPARE(set.count(100), 1);
        QCOMPARE(set.count(0), 9);
    }

    void aBargeStep_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("direction");
        QTest::addColumn<bool>("night");
        QTest::addColumn<QString>("held");
        QTest::addColumn<int>("result");
        QTest::addColumn<QString>("where"); // the landing held or dock entered
        const int moved = BargeStep::Moved, off = BargeStep::OffBoard, blocked = BargeStep::Blocked,
                  heldLost = BargeStep::LandingsHeld, land = BargeStep::PointOfLand,
                  home = BargeStep::Home;
        QTest::newRow("out of the dock east") << 2 << 0 << "E" << true << "" << moved << "";
        QTest::newRow("out of the dock north-east") << 2 << 0 << "NE" << true << "" << moved << "";
        QTest::newRow("north from the dock is lost") << 2 << 0 << "N" << true << "" << off << "";
        QTest::newRow("off the top row") << 1 << 3 << "NE" << true << "" << off << "";
        QTest::newRow("off the east edge") << 2 << 6 << "E" << true << "" << off << "";
        QTest::newRow("onto a wave with a barge") << 4 << 3 << "E" << true << "" << blocked << "";
        QTest::newRow("to a free landing") << 1 << 5 << "E" << true << "" << moved << "L1";
        QTest::newRow("to a held landing") << 1 << 5 << "E" << true << "L1" << heldLost << "";
        QTest::newRow("by day into the dock beside")
            << 2 << 1 << "W" << false << "" << home << "dock-red";
        QTest::newRow("by day onto the wave in front of a dock")
            << 5 << 2 << "NW" << false << "" << home << "dock-black";
        QTest::newRow("by day onto a point of land") << 3 << 1 << "W" << false << "" << land << "";
        // Reading §6 and §9: the grid's edges (rows 0 and 10) lose the turn as leaving the
        // water, the shore's corners beyond them included; the points of land are (0,1)–(0,9).
        QTest::newRow("by day off the north-west corner")
            << 1 << 1 << "NW" << false << "" << off << "";
        QTest::newRow("by day off the south-west corner")
            << 9 << 1 << "SW" << false << "" << off << "";
        QTest::newRow("by day landings do not matter")
            << 1 << 5 << "E" << false << "L1" << moved << "";
    }

    void aBargeStep()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, direction);
        QFETCH(bool, night);
        QFETCH(QString, held);
        QFETCH(int, result);
        QFETCH(QString, where);
        const RaidBoard board(island().board);
        const QList<GridCell> barges = {{4, 4}};
        const BargeStep step =
            stepBarge(board, {row, column}, *compassFromId(direction), night, barges,
                      held.isEmpty() ? QStringList() : QStringList{held});
        QCOMPARE(int(step.result), result);
        QCOMPARE(result == BargeStep::Home ? step.dock : step.landing, where);
        if (result == BargeStep::OffBoard || result == BargeStep::Blocked ||
            result == BargeStep::LandingsHeld || result == BargeStep::PointOfLand)
            QCOMPARE(step.cell, (GridCell{row, column}));
    }

    void walksAreExactAndEnterNoSpaceTwice_data()
    {
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("steps");
        QTest::addColumn<bool>("fromBarge");
        QTest::addColumn<QStringList>("ends");
        QTest::newRow("ashore from the barge with 5 (§12)")
            << "L3" << 5 << true << QStringList{"L1", "L5", "M3", "N1", "S1", "O3", "O4"};
        QTest::newRow("from the barge with 1: the landing")
            << "L1" << 1 << true << QStringList{"L1"};
        QTest::newRow("from the barge with 2") << "L1" << 2 << true << QStringList{"K1"};
        QTest::newRow("two from North Beach")
            << "K1" << 2 << false << QStringList{"L2", "K3", "T1", "N2", "O1"};
        QTest::newRow("one from an objective") << "O1" << 1 << false << QStringList{"N1"};
    }

    void walksAreExactAndEnterNoSpaceTwice()
    {
        QFETCH(QString, start);
        QFETCH(int, steps);
        QFETCH(bool, fromBarge);
        QFETCH(QStringList, ends);
        const RaidBoard board(island().board);
        const QList<Walk> walks = walksOf(board, start, steps, fromBarge);
        QSet<QString> found;
        for (const Walk &w : walks) {
            QCOMPARE(w.spaces.size(), steps);
            QVERIFY(w.end() != start || fromBarge);
            QCOMPARE(QSet<QString>(w.spaces.begin(), w.spaces.end()).size(), w.spaces.size());
            QVERIFY(!w.spaces.mid(fromBarge ? 1 : 0).contains(start));
            found << w.end();
        }
        QCOMPARE(found, QSet<QString>(ends.begin(), ends.end()));
    }

    // Reading §7: a disembark starts on the barge, and only when no walk avoids entering a
    // space twice may one re-enter a space, never ending where it began. From the barge at a
    // landing whose one path leads to a dead end, a 3 is barge - landing - dead end - landing
    // (the turn was lost), and on a loop of three a 4 may end back on the landing.
    void aDisembarkMayComeBackToItsLanding()
    {
        Scenario s = island();
        const auto path = [](const char *a, const char *b) {
            return BoardPath{QLatin1String(a), QLatin1String(b), QStringLiteral("land"), {}};
        };
        BoardSpace deadEnd = s.board.spaces.first();
        deadEnd.id = QStringLiteral("P1");
        deadEnd.kind = QStringLiteral("plain");
        s.board.spaces << deadEnd;
        s.board.paths.removeIf([](const BoardPath &p) { return p.joins("L1", "K1"); });
        s.board.paths << path("L1", "P1");
        {
            const RaidBoard board(s.board);
            const QList<Walk> three = walksOf(board, QStringLiteral("L1"), 3, true);
            QCOMPARE(three.size(), 1);
            QCOMPARE(three.first().spaces, (QStringList{"L1", "P1", "L1"}));
        }
        BoardSpace corner = deadEnd;
        corner.id = QStringLiteral("P2");
        s.board.spaces << corner;
        s.board.paths << path("P1", "P2") << path("P2", "L1");
        const RaidBoard loop(s.board);
        QSet<QString> ends;
        for (const Walk &w : walksOf(loop, QStringLiteral("L1"), 4, true))
            ends << w.end();
        QCOMPARE(ends, (QSet<QString>{"P1", "P2", "L1"}));
    }

    // Reading §3.3: validation refuses an objective without an installation and counters that
    // do not sum to the set of 32; a raid needs two to four raiders (§2). `validate` passed
    // all three.
    void aBoardTheRulesRefuseIsNamed()
    {
        Scenario lone = island();
        BoardSpace objective = lone.board.spaces.first();
        objective.id = QStringLiteral("O11");
        objective.kind = QStringLiteral("objective");
        lone.board.spaces << objective;
        lone.board.paths << BoardPath{
            QStringLiteral("N2"), QStringLiteral("O11"), QStringLiteral("land"), {}};
        Problems problems = finishedScenarioProblems(registeredRuleset(), lone);
        QVERIFY(!problems.isEmpty());
        QCOMPARE(problems.first().path,
                 QStringLiteral("spaces[%1]").arg(lone.board.spaces.size() - 1));
        QVERIFY(problems.first().message.contains(QStringLiteral("no installation")));

        Scenario heavy = island();
        for (BoardSpace &space : heavy.board.spaces)
            if (space.id == QLatin1String("I1"))
                space.fields.set(QStringLiteral("counters"), 3);
        problems = finishedScenarioProblems(registeredRuleset(), heavy);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.first().message.contains(QStringLiteral("hold 33 counters")),
                 qPrintable(problems.first().toString()));

        problems = finishedScenarioProblems(registeredRuleset(), islandOf({QStringLiteral("red")}));
        QVERIFY(!problems.isEmpty());
        QVERIFY(problems.first().message.contains(QStringLiteral("two to four raiders")));
        QVERIFY(finishedScenarioProblems(registeredRuleset(), island()).isEmpty());
    }

    void threeSpinsCatchTheFarOnes()
    {
        QCOMPARE(captureChance(3), 0.0);
        QVERIFY(captureChance(10) > 0.3 && captureChance(10) < 0.6);
        QCOMPARE(captureChance(19), 1.0);
    }

    // Reading §12, spin by spin: a held landing refused, Green's walks of five, two counters,
    // Black's alarm, three spins each, the barges afloat turning home, and the day.
    void theExampleOfTheReading()
    {
        RangerCommandosGame game(island(), 1);
        game.setPosition({raider("red", Stage::Crossing, {1, 5}),
                          raider("black", Stage::AtLanding, {2, 6}, "L1"),
                          raider("green", Stage::AtLanding, {5, 6}, "L3"),
                          raider("orange", Stage::Crossing, {8, 3})},
                         8, QStringLiteral("red"));
        game.setStack(QStringLiteral("I4"), {10, 25, 40});
        game.setStack(QStringLiteral("I7"), {5, 30});
        game.loadSpinner({kOneEast, kOneEast, kFiveSouthEast, kOneEast,    // round 8
                          kThreeNorth, kOneEast, kFourNorthEast, kOneEast, // round 9
                          kThreeNorth, kTwoEast,                           // round 10
                          kThreeNorth, kOneEast, kFiveSouthEast,           // Green's alarm
                          kOneEast, kTwoEast, kOneSouthEast,               // Black's alarm
                          kOneEast});                                      // Green by day
        must(game, spin(QStringLiteral("red")));
        QCOMPARE(game.raider("red")->barge, (GridCell{1, 5}));
        QVERIFY(logSays(game, QStringLiteral("already held")));
        must(game, GameAction::next());
        must(game, spin(QStringLiteral("black"))); // 1: onto his landing, no choice
        QCOMPARE(game.raider("black")->commando, QStringLiteral("L1"));
        must(game, GameAction::next());
        must(game, spin(QStringLiteral("green")));
        QCOMPARE(endsOffered(game), (QSet<QString>{"L1", "L5", "M3", "N1", "S1", "O3", "O4"}));
        QVERIFY(!game.perform(walk("O4", {"L3", "K3", "M1", "M2", "O4"})).done);
        must(game, walk("O4", {"L3", "K3", "K4", "T2", "O4"}));
        QCOMPARE(game.raider("green")->counters, QList<int>{40});
        must(game, GameAction::next());
        must(game, spin(QStringLiteral("orange")));
        must(game, GameAction::next());
        QCOMPARE(game.round(), 9);
        must(game, spin(QStringLiteral("red")));
        must(game, GameAction::next());
        must(game, spin(QStringLiteral("black"))); // 1 from L1: K1
        QCOMPARE(game.raider("black")->commando, QStringLiteral("K1"));
        must(game, GameAction::next());
        must(game, spin(QStringLiteral("green")));
        QVERIFY(!game.perform(walk("O4")).done); // never ends where it began
        must(game, walk("O7", {"U2", "M3", "M4", "O7"}));
        QCOMPARE(game.raider("green")->counters, (QList<int>{40, 30}));
        QVERIFY(!game.alarmSounded()); // passing sentries is safe
        must(game, GameAction::next());
        must(game, spin(QStringLiteral("orange")));
        must(game, GameAction::next());
        must(game, spin(QStringLiteral("red")));
        must(game, GameAction::next());
        must(game, spin(QStringLiteral("black")));
        must(game, walk("N2"));
        must(game, GameAction::next()); // the alarm sounds
        QVERIFY(game.alarmSounded());
        QCOMPARE(game.step().side, QStringLiteral("green"));
        QCOMPARE(game.step().phase, QStringLiteral("alarm"));
        QCOMPARE(game.stepsAboard(*game.raider("green")), 7);
        QCOMPARE(game.raider("red")->stage, Stage::Returning);
        QCOMPARE(game.raider("orange")->stage, Stage::Returning);
        for (int i = 0; i < 3; ++i)
            must(game, spin());
        QCOMPARE(game.raider("green")->stage, Stage::Returning);
        must(game, GameAction::next());
        QCOMPARE(game.step().side, QStringLiteral("black"));
        QCOMPARE(game.stepsAboard(*game.raider("black")), 4);
        for (int i = 0; i < 3; ++i)
            must(game, spin());
        QCOMPARE(game.raider("black")->stage, Stage::Returning);
        must(game, GameAction::next());
        QCOMPARE(game.step().side, QStringLiteral("green"));
        QCOMPARE(game.step().phase, QStringLiteral("return"));
        must(game, spin());
        QCOMPARE(game.raider("green")->barge, (GridCell{5, 5}));
    }

    void aCommandoShortOfHisBargeIsCaptured()
    {
        RangerCommandosGame game(islandOf({"red", "black"}), 1);
        game.setPosition({raider("red", Stage::Ashore, {2, 6}, "L1", "O10"),
                          raider("black", Stage::Ashore, {5, 6}, "L3", "K3")},
                         5, QStringLiteral("black"));
        // Black walks two onto the sentry M2; Red needs 9 and spins 1, 1, 1; Black needs 4
        // and spins 2, 1, 1.
        game.loadSpinner({kTwoEast, kOneEast, kOneEast, kOneEast, kTwoEast, kOneEast, kOneEast});
        must(game, spin());
        must(game, walk("M2"));
        must(game, GameAction::next());
        QCOMPARE(game.step().side, QStringLiteral("red"));
        QCOMPARE(game.stepsAboard(*game.raider("red")), 9);
        for (int i = 0; i < 3; ++i)
            must(game, spin());
        QCOMPARE(game.raider("red")->stage, Stage::Captured);
        QVERIFY(game.state().figure(QStringLiteral("commando-red"))->killed);
        must(game, GameAction::next());
        for (int i = 0; i < 3; ++i)
            must(game, spin());
        QCOMPARE(game.raider("black")->stage, Stage::Returning);
        must(game, GameAction::next());
        // Red is out: Black, the last barge on the water, is called in.
        QVERIFY(game.result().over);
        QCOMPARE(game.raider("black")->place, 1);
        QCOMPARE(game.result().winner, QStringLiteral("black"));
        QCOMPARE(game.score(QStringLiteral("red")), 0);
    }

    void theReturnGoesToAnyDockAndLosesATurnOnAPointOfLand()
    {
        RangerCommandosGame game(islandOf({"red", "black", "green"}), 1);
        Raider red = raider("red", Stage::Returning, {3, 1});
        Raider black = raider("black", Stage::Returning, {5, 2});
        Raider green = raider("green", Stage::Returning, {9, 6});
        game.setPosition({red, black, green}, 20, QStringLiteral("red"));
        // A stand-in alarm: none of these may be met before the day.
        game.loadSpinner({kOneEast, kFourNorthEast});
        must(game, spin()); // W from row 3: a point of land
        QCOMPARE(game.raider("red")->stage, Stage::Returning);
        QCOMPARE(game.raider("red")->barge, (GridCell{3, 1}));
        QVERIFY(logSays(game, QStringLiteral("point of land")));
        must(game, GameAction::next());
        must(game, spin()); // NW from W52: W41, the wave in front of Black's dock: home
        QCOMPARE(game.raider("black")->stage, Stage::Home);
        QCOMPARE(game.raider("black")->place, 1);
        QCOMPARE(game.raider("black")->dock, QStringLiteral("dock-black"));
    }

    void theCallInAndTheScores_data()
    {
        QTest::addColumn<QList<int>>("redCounters");
        QTest::addColumn<QList<int>>("blackCounters");
        QTest::addColumn<QString>("winner");
        QTest::newRow("first home wins level") << QList<int>{} << QList<int>{25} << "red";
        QTest::newRow("counters beat the place") << QList<int>{} << QList<int>{30} << "black";
        QTest::newRow("the General") << QList<int>{} << QList<int>{100} << "black";
    }

    void theCallInAndTheScores()
    {
        QFETCH(QList<int>, redCounters);
        QFETCH(QList<int>, blackCounters);
        QFETCH(QString, winner);
        RangerCommandosGame game(islandOf({"red", "black"}), 1);
        Raider red = raider("red", Stage::Returning, {2, 2});
        red.counters = redCounters;
        Raider black = raider("black", Stage::Returning, {8, 5});
        black.counters = blackCounters;
        game.setPosition({red, black}, 25, QStringLiteral("red"));
        game.loadSpinner({kOneEast}); // day W: into W21, home
        must(game, spin());
        QVERIFY(game.result().over);
        QCOMPARE(game.raider("black")->place, 2); // called in
        // Each "home" line is filed under the raider who came home, though Red was on the step
        // when Black was called in (the Game Log's side filter reads it).
        for (const LogEvent &e : game.log().events())
            if (e.kind == QLatin1String("home") && e.text.contains(QLatin1String(" is home at ")))
                QCOMPARE(e.side, e.text.startsWith(QLatin1String("Black")) ? "black" : "red");
        QCOMPARE(game.score(QStringLiteral("red")),
                 100 + std::accumulate(redCounters.begin(), redCounters.end(), 0));
        QCOMPARE(game.result().winner, winner);
    }

    void nobodyWinsWhenAllAreCaptured()
    {
        Raider a = raider("red", Stage::Captured, {});
        a.counters = {100};
        Raider b = raider("black", Stage::Captured, {});
        QCOMPARE(winnerOf({a, b}), QString());
        QCOMPARE(scoreOf(a), 0);
        QCOMPARE(placePoints(1), 100);
        QCOMPARE(placePoints(4), 25);
    }

    void theLastCounterTakenGivesTheAlarm()
    {
        RangerCommandosGame game(islandOf({"red", "black"}), 1);
        game.setPosition({raider("red", Stage::Ashore, {2, 6}, "L1", "N1"),
                          raider("black", Stage::Crossing, {4, 2})},
                         6, QStringLiteral("red"));
        for (const QString &i : game.board().installations())
            game.setStack(i, {});
        game.setStack(QStringLiteral("I1"), {15});
        game.loadSpinner({kOneEast});
        must(game, spin());
        must(game, walk("O1"));
        QCOMPARE(game.raider("red")->counters, QList<int>{15});
        must(game, GameAction::next());
        QVERIFY(game.alarmSounded());
        QCOMPARE(game.raider("black")->stage, Stage::Returning);
        // Reading §7: it is the last counter that gives this alarm, no sentry.
        const QString alarm = firstEvent(game, QStringLiteral("alarm"));
        QVERIFY2(alarm.contains(QStringLiteral("last counter")), qPrintable(alarm));
        QVERIFY2(!alarm.contains(QStringLiteral("sentry")), qPrintable(alarm));
    }

    // Reading §8.2 and §9: a barge that has not landed turns for home at once, and reaching
    // the wave in front of a dock (W21) puts it into that dock at once: Red, there when the
    // alarm sounds, is home first. Black needs N2 - N1 - K1 - L1 and one aboard (4), spins
    // 2, 1, 1, and as the last barge on the water is called in, second.
    void aBargeInFrontOfADockIsHomeWhenTheAlarmSounds()
    {
        RangerCommandosGame game(islandOf({"red", "black"}), 1);
        game.setPosition({raider("red", Stage::Crossing, {2, 1}),
                          raider("black", Stage::Ashore, {1, 6}, "L1", "N1")},
                         9, QStringLiteral("black"));
        game.loadSpinner({kOneEast, kTwoEast, kOneEast, kOneEast});
        must(game, spin());
        must(game, walk("N2"));
        must(game, GameAction::next()); // the alarm
        QCOMPARE(game.raider("red")->stage, Stage::Home);
        QCOMPARE(game.raider("red")->place, 1);
        QCOMPARE(game.raider("red")->dock, QStringLiteral("dock-red"));
        QCOMPARE(game.step().side, QStringLiteral("black"));
        for (int i = 0; i < 3; ++i)
            must(game, spin());
        must(game, GameAction::next());
        QVERIFY(game.result().over);
        QCOMPARE(game.raider("black")->place, 2);
    }

    // Reading §3.1 and §6: a dock lies on the home shore; out of it E leads onto the wave in
    // front (W21) and N loses the turn; by day (§9) SW from W11 into it is home. So it plays
    // on a board that touches Red's dock only from W21.
    void aDockTouchedOnlyFromTheWaveInFrontLiesOnTheShore()
    {
        Scenario s = islandOf({"red", "black"});
        s.board.grids[0].touches.removeIf([](const GridTouch &t) {
            return t.space == QLatin1String("dock-red") && t.cell.column == 0;
        });
        QVERIFY(finishedScenarioProblems(registeredRuleset(), s).isEmpty());
        for (const auto &[segment, after] :
             {std::pair{kOneEast, GridCell{2, 1}}, std::pair{kThreeNorth, GridCell{2, 0}}}) {
            RangerCommandosGame game(s, 1);
            QCOMPARE(game.raider("red")->barge, (GridCell{2, 0}));
            game.loadSpinner({segment});
            must(game, spin(QStringLiteral("red")));
            QCOMPARE(game.raider("red")->barge, after);
        }
        const RaidBoard board(s.board);
        const BargeStep home = stepBarge(board, {1, 1}, Compass::SW, false, {}, {});
        QCOMPARE(int(home.result), int(BargeStep::Home));
        QCOMPARE(home.dock, QStringLiteral("dock-red"));
    }

    // Reading §2, §3.1–3.3: one grid of waves; dotted paths between the spaces a commando
    // walks on; each objective's arrow into an installation, each installation entered from an
    // objective; one dock of each colour, on the home shore. `validate` passed all of these.
    void aBoardTheRulesCannotPlayIsRefused()
    {
        Scenario twoSeas = island();
        twoSeas.board.grids << twoSeas.board.grids.first();
        twoSeas.board.grids.last().id = QStringLiteral("X");
        QVERIFY(hasProblem(finishedScenarioProblems(registeredRuleset(), twoSeas),
                           QStringLiteral("grids"), QStringLiteral("one grid")));

        Scenario wrongArrow = island();
        qsizetype arrow = -1;
        for (qsizetype i = 0; i < wrongArrow.board.paths.size(); ++i)
            if (wrongArrow.board.paths[i].joins("O5", "I5"))
                arrow = i;
        QVERIFY(arrow >= 0);
        BoardPath &entry = wrongArrow.board.paths[arrow];
        (entry.from == QLatin1String("O5") ? entry.from : entry.to) = QStringLiteral("N4");
        Problems problems = finishedScenarioProblems(registeredRuleset(), wrongArrow);
        QVERIFY(hasProblem(problems, QStringLiteral("paths[%1]").arg(arrow),
                           QStringLiteral("objective into an installation")));
        QVERIFY(hasProblem(problems,
                           QStringLiteral("spaces[%1]").arg(indexOfSpace(wrongArrow, "I5")),
                           QStringLiteral("no objective leads into")));

        Scenario ontoInstallation = island();
        ontoInstallation.board.paths
            << BoardPath{QStringLiteral("N4"), QStringLiteral("I5"), QStringLiteral("land"), {}};
        QVERIFY(hasProblem(finishedScenarioProblems(registeredRuleset(), ontoInstallation),
                           QStringLiteral("paths[%1]").arg(ontoInstallation.board.paths.size() - 1),
                           QStringLiteral("no commando walks on")));

        Scenario twoReds = island();
        const qsizetype black = indexOfSpace(twoReds, "dock-black");
        twoReds.board.spaces[black].fields.set(QStringLiteral("colour"), QStringLiteral("red"));
        QVERIFY(hasProblem(finishedScenarioProblems(registeredRuleset(), twoReds),
                           QStringLiteral("spaces[%1]").arg(black), QStringLiteral("second dock")));

        Scenario inland = island();
        inland.board.grids[0].touches.removeIf(
            [](const GridTouch &t) { return t.space == QLatin1String("dock-red"); });
        inland.board.grids[0].touches << GridTouch{{2, 3}, QStringLiteral("dock-red")};
        QVERIFY(hasProblem(finishedScenarioProblems(registeredRuleset(), inland),
                           QStringLiteral("spaces[%1]").arg(indexOfSpace(inland, "dock-red")),
                           QStringLiteral("home shore")));
    }

    // The rules set a raid no turn limit (reading §7: Dawn at round 40 ends the night); a game
    // the computer plays out with no limit given, as the CLI's by default, is not cut at the
    // 30 turns other games stop at, but only far past Dawn and the return.
    void aPlayedOutRaidIsNotCutBeforeDawn()
    {
        const RangerCommandosRuleset rules;
        QCOMPARE(autoplay(rules, island(), 1, 0).end.victory.turnLimit, kPlayOutRounds);
        QVERIFY(kPlayOutRounds > kDawnRound + 20);
        QCOMPARE(autoplay(rules, island(), 1, 12).end.victory.turnLimit, 12);
    }

    // Reading §7: a later visit takes another counter; with the option
    // oneCounterPerInstallation (gamesofwar.org's reading) a raider takes one from each
    // installation at most, and a second visit gives him nothing.
    void aSecondVisitTakesAnotherCounterUnlessTheOptionSaysOne_data()
    {
        QTest::addColumn<bool>("oneEach");
        QTest::addColumn<QList<int>>("taken");
        QTest::newRow("the rules") << false << QList<int>{15, 10};
        QTest::newRow("one counter per installation") << true << QList<int>{15};
    }

    void aSecondVisitTakesAnotherCounterUnlessTheOptionSaysOne()
    {
        QFETCH(bool, oneEach);
        QFETCH(QList<int>, taken);
        Scenario s = islandOf({"red", "black"});
        if (oneEach)
            s.unknownKeys.insert(QStringLiteral("one_counter_per_installation"), true);
        QCOMPARE(RangerCommandosGame::oneCounterPerInstallation(s), oneEach);
        RangerCommandosGame game(s, 1);
        game.setPosition({raider("red", Stage::Ashore, {2, 6}, "L1", "N1"),
                          raider("black", Stage::Crossing, {4, 2})},
                         6, QStringLiteral("red"));
        game.setStack(QStringLiteral("I1"), {5, 10, 15});
        game.loadSpinner({kOneEast, kOneEast, kOneEast, kOneEast, kOneEast});
        must(game, spin()); // 1 from N1: to O1, a counter
        must(game, walk("O1"));
        must(game, GameAction::next());
        must(game, GameAction::next()); // Black's barge, E
        must(game, spin());             // 1 from O1: back to N1
        QCOMPARE(game.raider("red")->commando, QStringLiteral("N1"));
        must(game, GameAction::next());
        must(game, GameAction::next());
        must(game, spin()); // 1 from N1: O1 again
        must(game, walk("O1"));
        QCOMPARE(game.raider("red")->counters, taken);
        QCOMPARE(game.countersLeft(QStringLiteral("I1")), 3 - int(taken.size()));
        QCOMPARE(game.hasCounterFor(*game.raider("red"), QStringLiteral("I1")), !oneEach);
    }

    // The seed: a barge is kept "pointed straight toward the enemy shore" (east, reading §6)
    // and reversed once its commando is back aboard (§8.3, west); the board draws its bow.
    void aBargePointsEastByNightAndWestForHome()
    {
        RangerCommandosGame game(islandOf({"red", "black"}), 1);
        QCOMPARE(game.state().figure(QStringLiteral("barge-red"))->facing, 90.0);
        QCOMPARE(game.state().figure(QStringLiteral("barge-black"))->facing, 90.0);
        game.setPosition({raider("red", Stage::Returning, {3, 3}),
                          raider("black", Stage::Ashore, {1, 6}, "L1", "N1")},
                         20, QStringLiteral("red"));
        QCOMPARE(game.state().figure(QStringLiteral("barge-red"))->facing, 270.0);
        QCOMPARE(game.state().figure(QStringLiteral("barge-black"))->facing, 90.0);
    }

    void onlyTheScenariosColoursPlay()
    {
        RangerCommandosGame game(islandOf({"red", "orange"}), 3);
        QCOMPARE(game.raiders().size(), 2);
        QVERIFY(RangerCommandosRuleset().whyNotPlayable(islandOf({"red"})).contains("two"));
        QVERIFY(RangerCommandosRuleset().whyNotPlayable(islandOf({"red", "orange"})).isEmpty());
        for (int i = 0; i < 40 && !game.result().over; ++i) {
            QVERIFY(game.step().side == "red" || game.step().side == "orange");
            must(game, GameAction::next());
        }
    }

    void aGamePlaysOutAndResumesFromItsOrders()
    {
        const Scenario s = island();
        std::unique_ptr<Opponent> computer = raiderOpponent(QStringLiteral("computer"));
        RangerCommandosGame game(s, 7);
        for (int i = 0; i < 60 && !game.result().over; ++i)
            playStep(game, *computer);
        QString error;
        const std::unique_ptr<RangerCommandosGame> again =
            RangerCommandosGame::fromJson(game.toJson(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->log().size(), game.log().size());
        QCOMPARE(again->step().side, game.step().side);
        while (!game.result().over)
            playStep(game, *computer);
        QVERIFY(game.result().over);
        QVERIFY(logSays(game, QStringLiteral("Computer:")));
        QVERIFY(logSays(game, QStringLiteral("Alarm!")));
        QVERIFY(game.result().winner.isEmpty() || game.score(game.result().winner) > 0);
    }

    // After every step of whole games, each raider's barge and commando stand on the board
    // where the game has them: the window draws them from there.
    void thePiecesStandWhereTheRaidersAre_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1, 2, 3, 4, 5})
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }

    void thePiecesStandWhereTheRaidersAre()
    {
        QFETCH(quint64, seed);
        std::unique_ptr<Opponent> computer = raiderOpponent(QStringLiteral("computer"));
        RangerCommandosGame game(island(), seed);
        const BoardGrid &grid = *game.board().grid();
        for (int i = 0; i < 400 && !game.result().over; ++i) {
            playStep(game, *computer);
            for (const Raider &r : game.raiders()) {
                if (!r.playing())
                    continue;
                for (const Figure &f : game.state().figures) {
                    if (f.side != r.colour)
                        continue;
                    const bool barge = f.id.startsWith(QLatin1String("barge"));
                    const QPointF want = barge ? grid.centre(r.barge)
                                         : game.board().space(r.commando)
                                             ? game.board().space(r.commando)->position
                                             : f.position;
                    QVERIFY2(f.position == want,
                             qPrintable(QStringLiteral("step %1, %2 at %3,%4 not %5,%6")
                                            .arg(i)
                                            .arg(f.id)
                                            .arg(f.position.x())
                                            .arg(f.position.y())
                                            .arg(want.x())
                                            .arg(want.y())));
                }
            }
        }
    }

    void theComputerBeatsRandomOnAverage()
    {
        const RangerCommandosRuleset rules;
        int computerWins = 0, randomWins = 0;
        for (quint64 seed = 1; seed <= 60; ++seed) {
            const auto played = autoplayWith(rules, island(), seed, 200, [](const QString &side) {
                return side == QLatin1String("red") ? QStringLiteral("computer")
                                                    : QStringLiteral("random");
            });
            QVERIFY(played);
            computerWins += played->winner == QLatin1String("red");
            randomWins += played->winner == QLatin1String("black");
        }
        QVERIFY2(computerWins > randomWins,
                 qPrintable(QStringLiteral("%1 against %2").arg(computerWins).arg(randomWins)));
    }

    // The quick reference prints the engine's own tables: the spinner's rings, the counter
    // set, the places' points and the alarm's spins.
    void theQuickReferenceIsTheEnginesTables()
    {
        const print::Sheet sheet = RangerCommandosRuleset().referenceSheet();
        const print::Table *spinner = table(sheet, QStringLiteral("The spinner:"));
        QVERIFY(spinner);
        QStringList numbers, night, day;
        for (const SpinnerSegment &s : spinnerSegments()) {
            numbers << QString::number(s.number);
            night << compassId(s.night);
            day << compassId(s.day);
        }
        QCOMPARE(rowAfter(*spinner, QStringLiteral("number")), numbers);
        QCOMPARE(rowAfter(*spinner, QStringLiteral("night arrow")), night);
        QCOMPARE(rowAfter(*spinner, QStringLiteral("day arrow")), day);
        const print::Table *counters = table(sheet, QStringLiteral("The counters:"));
        QVERIFY(counters);
        QCOMPARE(counters->title, QStringLiteral("The counters: 32, worth 530 in all"));
        QStringList points, many;
        for (const CounterFace &f : counterFaces()) {
            points << QString::number(f.points);
            many << QString::number(f.count);
        }
        QCOMPARE(rowAfter(*counters, QStringLiteral("points")), points);
        QCOMPARE(rowAfter(*counters, QStringLiteral("how many")), many);
        const print::Table *scoring = table(sheet, QStringLiteral("Scoring"));
        QVERIFY(scoring);
        for (int place = 1; place <= 4; ++place)
            QCOMPARE(rowAfter(*scoring, QStringLiteral("place %1").arg(place)),
                     QStringList{QString::number(placePoints(place))});
        const print::Table *chances = table(sheet, QStringLiteral("The spinner's chances"));
        QVERIFY(chances);
        QCOMPARE(rowAfter(*chances, QStringLiteral("night arrow")).value(0),
                 QStringLiteral("E: 4 in 12, NE: 3 in 12, SE: 3 in 12, N: 1 in 12, S: 1 in 12"));
        const print::Table *alarm = table(sheet, QStringLiteral("The alarm"));
        QVERIFY(alarm);
        QVERIFY(rowAfter(*alarm, QStringLiteral("a commando ashore"))
                    .value(0)
                    .contains(QStringLiteral("3 spins added")));
    }

    void theRosterListsTheRaidersOfTheScenario_data()
    {
        QTest::addColumn<QStringList>("sides");
        QTest::addColumn<QString>("only");
        QTest::addColumn<QStringList>("rows");
        const QStringList all{QStringLiteral("red"), QStringLiteral("black"),
                              QStringLiteral("green"), QStringLiteral("orange")};
        QTest::newRow("four") << all << QString()
                              << QStringList{QStringLiteral("Red"), QStringLiteral("Black"),
                                             QStringLiteral("Green"), QStringLiteral("Orange")};
        QTest::newRow("two, in turn order")
            << QStringList{QStringLiteral("green"), QStringLiteral("red")} << QString()
            << QStringList{QStringLiteral("Red"), QStringLiteral("Green")};
        QTest::newRow("one side asked for")
            << all << QStringLiteral("green") << QStringList{QStringLiteral("Green")};
    }

    void theRosterListsTheRaidersOfTheScenario()
    {
        QFETCH(QStringList, sides);
        QFETCH(QString, only);
        QFETCH(QStringList, rows);
        const print::Sheet sheet = RangerCommandosRuleset().rosterSheet(islandOf(sides), only);
        const print::Table *raiders = table(sheet, QStringLiteral("The raiders"));
        QVERIFY(raiders);
        QStringList names;
        for (const QList<print::Cell> &row : raiders->rows)
            names << row.first().text;
        QCOMPARE(names, rows);
        const print::Table *installations = table(sheet, QStringLiteral("The installations"));
        QVERIFY(installations);
        QCOMPARE(installations->rows.size(), 10);
        QCOMPARE(installations->tally.value(0).text, QStringLiteral("32 counters in all"));
    }

    // The rules fit one page of A4, the roster another.
    void theQuickReferenceIsOnePage()
    {
        QTemporaryDir dir;
        const RangerCommandosRuleset rules;
        render::PrintedPages pages;
        QString error;
        QVERIFY2(render::writeSheetPdf(rules.referenceSheet(),
                                       dir.filePath(QStringLiteral("r.pdf")),
                                       QPageSize(QPageSize::A4), &error, &pages),
                 qPrintable(error));
        QCOMPARE(pages.size(), 1);
        QVERIFY(pages.first().contains(QStringLiteral("The counters: 32, worth 530 in all")));
        QVERIFY(render::writeSheetPdf(rules.rosterSheet(island(), {}),
                                      dir.filePath(QStringLiteral("roster.pdf")),
                                      QPageSize(QPageSize::A4), &error, &pages));
        QCOMPARE(pages.size(), 1);
    }
};

QTEST_MAIN(TestRangerCommandos)
#include "tst_rangercommandos.moc"
