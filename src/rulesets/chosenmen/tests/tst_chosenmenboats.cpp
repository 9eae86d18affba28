// SPDX-License-Identifier: GPL-3.0-or-later
// Boats in a game of Chosen Men (reading §4) and cadence fire (§8), worked from the reading's
// numbers with seeded dice: a boat rowed 2d10 in plus the current, the landing roll (1–6
// lands, 7–9 drifts, 0 capsizes: everyone ashore, the cargo lost, the powder wet for two
// turns), large boats only at quays, anchoring and weighing anchor (five turns, three hands),
// too few rowers and the current takes it, a loaded gun moved only on a boat, boarding, the
// computer rowing in and landing, a saved game, the take-back and the replay; and fire by
// ranks on an officer's word.
#include "chosenmen/ai/computer.h"
#include "chosenmen/chosenmenruleset.h"
#include "chosenmen/game/boats.h"
#include "chosenmen/game/chosenmengame.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/orderkinds.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/landing.h"
#include "chosenmen/tables/fields.h"
#include "game/gamereplay.h"
#include "game/tablemoves.h"
#include "geometry/vector2.h"
#include "rules/playrules.h"
#include "surface/lengthunit.h"

#include <QJsonArray>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::chosenmen;

class TestChosenMenBoats : public QObject
{
    Q_OBJECT
private slots:
    void aBoatIsRowedTwoD10PlusTheCurrent_data();
    void aBoatIsRowedTwoD10PlusTheCurrent();
    void theLandingRollLandsDriftsOrCapsizes_data();
    void theLandingRollLandsDriftsOrCapsizes();
    void aLargeBoatLandsOnlyAtAQuay();
    void tooFewRowersAndTheCurrentTakesIt();
    void anchoringTakesATurnWeighingFiveWithThreeHands();
    void aLoadedGunMovesOnlyOnABoat();
    void menBoardWithinTheirMoveLessFourInches();
    void marinesAfloatTestAtPlusOne();
    void theComputerRowsInAndLands();
    void aGameWithBoatsIsSavedTakenBackAndReplayed();
    void fireByRanksFiresHalfAndKeepsTheRestLoaded_data();
    void fireByRanksFiresHalfAndKeepsTheRestLoaded();
    void fireByRanksIsAnOfficersOrderToAFormedUnit();
    void theComputerFiresByRanksWithTheEnemyWithinACharge();

private:
    // A bay in the south half of a 120 cm table (its shore at y = 60) and a quay road running
    // into it at x 80–86. Red: a unit of six aboard a small boat (three rowers) at `boatAt`;
    // blue: four men far to the north.
    static Scenario bay(const QPointF &boatAt, double currentIn = 0, double currentToward = 90);
    static Figure man(const QString &id, const QString &side, const QString &group,
                      const QString &role, const QString &weapon, const QPointF &at);
    static GameAction order(QLatin1String kind, const QString &actor,
                            const QJsonObject &params = {})
    {
        return {kind, actor, params, {}};
    }
    // "next" until the unit's card (or its officer's) is up.
    static bool playTo(ChosenMenGame &game, const QString &who, int maxSteps = 60);
    static const LogEvent *lastEvent(const ChosenMenGame &game, const char *kind);
    static bool offered(const ChosenMenGame &game, QLatin1String kind, const QString &actor);
    // Seeds on which red's card is the first turned.
    static QList<quint64> redFirst(const Scenario &s, int wanted);
};

Figure TestChosenMenBoats::man(const QString &id, const QString &side, const QString &group,
                               const QString &role, const QString &weapon, const QPointF &at)
{
    Figure f;
    f.id = f.name = id;
    f.side = side;
    f.group = group;
    f.attributes = Attributes::fallbacks(figureFieldSpecs());
    f.attributes.set(QStringLiteral("role"), role);
    f.attributes.set(QStringLiteral("weapon"), weapon);
    f.position = at;
    f.facing = side == QLatin1String("red") ? 0 : 180;
    return f;
}

Scenario TestChosenMenBoats::bay(const QPointF &boatAt, double currentIn, double currentToward)
{
    Scenario s;
    s.ruleset = QStringLiteral("chosen-men");
    s.table = {120, 120, {}};
    s.sides = {
        Side{QStringLiteral("red"), QStringLiteral("Red"), Controller::Player, {}, {}, {}, {}},
        Side{QStringLiteral("blue"), QStringLiteral("Blue"), Controller::Ai, {}, {}, {}, {}}};
    TerrainFeature water;
    water.id = QStringLiteral("bay");
    water.kind = TerrainKind::Lake;
    water.points = {{0, 60}, {120, 60}, {120, 120}, {0, 120}};
    if (currentIn != 0)
        water.unknownKeys.insert(QStringLiteral("current"),
                                 QJsonObject{{QStringLiteral("inches"), currentIn},
                                             {QStringLiteral("toward"), currentToward}});
    TerrainFeature quay;
    quay.id = QStringLiteral("quay");
    quay.kind = TerrainKind::Road;
    quay.points = {{80, 40}, {86, 40}, {86, 62}, {80, 62}};
    s.terrain = {water, quay};
    for (const char *id : {"red", "blue", "boat"}) {
        Group g;
        g.id = g.name = QLatin1String(id);
        g.side = QLatin1String(id) == QLatin1String("blue") ? QStringLiteral("blue")
                                                            : QStringLiteral("red");
        g.attributes = Attributes::fallbacks(groupFieldSpecs());
        s.groups << g;
    }
    Figure boat = man(QStringLiteral("gig"), QStringLiteral("red"), QStringLiteral("boat"),
                      QStringLiteral("boat"), QStringLiteral("none"), boatAt);
    boat.baseCm = 12;
    boat.attributes.set(QStringLiteral("rowers"), 3);
    s.figures << boat;
    QList<int> aboard;
    for (int i = 0; i < 6; ++i) {
        aboard << int(s.figures.size());
        s.figures << man(QStringLiteral("red-%1").arg(i), QStringLiteral("red"),
                         QStringLiteral("red"),
                         i == 0 ? QStringLiteral("squad-leader") : QStringLiteral("ranker"),
                         QStringLiteral("musket"), boatAt);
    }
    seatAboard(s, aboard, 0);
    for (int i = 0; i < 4; ++i)
        s.figures << man(QStringLiteral("blue-%1").arg(i), QStringLiteral("blue"),
                         QStringLiteral("blue"),
                         i == 0 ? QStringLiteral("squad-leader") : QStringLiteral("ranker"),
                         QStringLiteral("musket"), QPointF(20 + 3 * i, 5));
    return s;
}

bool TestChosenMenBoats::playTo(ChosenMenGame &game, const QString &who, int maxSteps)
{
    for (int n = 0; n < maxSteps && !game.result().over; ++n) {
        if (game.activeOfficer() == who ||
            (game.activeOfficer().isEmpty() && game.activeUnits().contains(who)))
            return true;
        game.perform(GameAction::next());
    }
    return false;
}

const LogEvent *TestChosenMenBoats::lastEvent(const ChosenMenGame &game, const char *kind)
{
    const QList<LogEvent> &events = game.log().events();
    for (auto it = events.rbegin(); it != events.rend(); ++it)
        if (it->kind == QLatin1String(kind))
            return &*it;
    return nullptr;
}

bool TestChosenMenBoats::offered(const ChosenMenGame &game, QLatin1String kind,
                                 const QString &actor)
{
    const QList<GameAction> legal = game.legalActions();
    return std::any_of(legal.begin(), legal.end(),
                       [&](const GameAction &a) { return a.kind == kind && a.actor == actor; });
}

QList<quint64> TestChosenMenBoats::redFirst(const Scenario &s, int wanted)
{
    QList<quint64> seeds;
    for (quint64 seed = 1; seed < 400 && seeds.size() < wanted; ++seed) {
        ChosenMenGame game(s, seed);
        if (game.activeUnits() == QStringList{QStringLiteral("red")})
            seeds << seed;
    }
    return seeds;
}

void TestChosenMenBoats::aBoatIsRowedTwoD10PlusTheCurrent_data()
{
    QTest::addColumn<double>("toward");
    QTest::addColumn<int>("current");
    // A 3 in current running east: rowed east it adds 3, west it takes 3 off, north nothing.
    QTest::newRow("with the current") << 90.0 << 3;
    QTest::newRow("against it") << 270.0 << -3;
    QTest::newRow("across it") << 0.0 << 0;
}

void TestChosenMenBoats::aBoatIsRowedTwoD10PlusTheCurrent()
{
    QFETCH(double, toward);
    QFETCH(int, current);
    const QPointF start(60, 95);
    const Scenario s = bay(start, 3, 90);
    for (quint64 seed : redFirst(s, 4)) {
        ChosenMenGame game(s, seed);
        const QPointF to = start + geo::facingVector(toward) * 100;
        const QList<QPointF> before{game.state().figure(QStringLiteral("red-3"))->position};
        QVERIFY(offered(game, chosenmen::orderkind::kRow, QStringLiteral("red")));
        QVERIFY(!offered(game, chosenmen::orderkind::kMove,
                         QStringLiteral("red"))); // afloat it does not walk
        const ActionOutcome done = game.perform(
            order(chosenmen::orderkind::kRow, QStringLiteral("red"),
                  {{QStringLiteral("to"), pointsJson({game.state().table.clamp(to)})}}));
        QVERIFY2(done.done, qPrintable(done.problems.join(QLatin1Char(' '))));
        const LogEvent *row = lastEvent(game, "row");
        QVERIFY(row);
        const QJsonArray dice = row->detail.value(QStringLiteral("dice")).toArray();
        QCOMPARE(dice.size(), 2);
        QCOMPARE(row->detail.value(QStringLiteral("current")).toInt(), current);
        const int rolled = dice[0].toInt() + dice[1].toInt() + current;
        const Figure &boat = *game.state().figure(QStringLiteral("gig"));
        const double gone = geo::distance(boat.position, start) / kCmPerInch;
        // As far as the roll, unless the water (north: the shore at 60 cm) or the table ends.
        const double shoreIn = toward == 0.0 ? (start.y() - 60) / kCmPerInch : 1e9;
        const double edgeIn = (toward == 90.0 ? 120 - start.x() : start.x()) / kCmPerInch;
        QVERIFY2(gone <= std::max(0, rolled) + 0.01, qPrintable(QString::number(gone)));
        QVERIFY2(gone >= std::min<double>({double(std::max(0, rolled)), shoreIn, edgeIn}) - 0.25,
                 qPrintable(QStringLiteral("%1 of %2").arg(gone).arg(rolled)));
        // Everyone aboard went with it, and is aboard still.
        const Figure &red = *game.state().figure(QStringLiteral("red-3"));
        QVERIFY(geo::distance(red.position - before.first(), boat.position - start) < 1e-6);
        QCOMPARE(unitBoat(game.state(), QStringLiteral("red")), 0);
        QVERIFY(game.actionsLeftTo(QStringLiteral("red")).isEmpty());
    }
}

void TestChosenMenBoats::theLandingRollLandsDriftsOrCapsizes_data()
{
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<int>("lowest");
    QTest::addColumn<int>("highest");
    QTest::newRow("1-6 lands") << "lands" << 1 << 6;
    QTest::newRow("7-9 drifts") << "drifts" << 7 << 9;
    QTest::newRow("0 capsizes") << "capsizes" << 10 << 10;
}

// The boat touching the beach at x 40 (no quay): the seeds are searched for each outcome.
void TestChosenMenBoats::theLandingRollLandsDriftsOrCapsizes()
{
    QFETCH(QString, outcome);
    QFETCH(int, lowest);
    QFETCH(int, highest);
    const Scenario s = bay(QPointF(40, 63), 2, 90);
    int seen = 0;
    for (quint64 seed : redFirst(s, 60)) {
        ChosenMenGame game(s, seed);
        QVERIFY(offered(game, chosenmen::orderkind::kLand, QStringLiteral("red")));
        QVERIFY(game.perform(order(chosenmen::orderkind::kLand, QStringLiteral("red"))).done);
        const LogEvent *land = lastEvent(game, "land");
        QVERIFY(land);
        const int die = land->detail.value(QStringLiteral("die")).toInt();
        QCOMPARE(land->detail.value(QStringLiteral("outcome")).toString(),
                 die <= 6   ? QStringLiteral("lands")
                 : die <= 9 ? QStringLiteral("drifts")
                            : QStringLiteral("capsizes"));
        if (die < lowest || die > highest)
            continue;
        ++seen;
        const Scenario &t = game.state();
        const QList<int> men = menOf(t, QStringLiteral("red"));
        QCOMPARE(men.size(), 6);
        if (outcome == QLatin1String("drifts")) {
            // Still aboard, the boat carried a d10 in along the shore, the way the current runs.
            QCOMPARE(unitBoat(t, QStringLiteral("red")), 0);
            const Figure &boat = *t.figure(QStringLiteral("gig"));
            QVERIFY(boat.position.x() > 40);
            QVERIFY(geo::distance(boat.position, QPointF(40, 63)) <= die * kCmPerInch + 1e-6);
            continue;
        }
        // Everyone ashore, out of the water.
        QCOMPARE(unitBoat(t, QStringLiteral("red")), -1);
        for (int i : men)
            QVERIFY(!inWater(t, game.geometry(), t.figures[i].position));
        if (outcome == QLatin1String("lands")) {
            // Beached: a man walking over its hull is not aboard it.
            QVERIFY(t.figure(QStringLiteral("gig"))->onTable());
            QVERIFY(isBeached(*t.figure(QStringLiteral("gig"))));
            Scenario walked = t;
            walked.figures[men.first()].position = walked.figure(QStringLiteral("gig"))->position;
            QCOMPARE(unitBoat(walked, QStringLiteral("red")), -1);
            QCOMPARE(wetPowderTurns(t.figures[men.first()]), 0);
            continue;
        }
        // Capsized: the boat is lost, the muskets unloaded and the powder wet two turns: no
        // loading until two turns have ended.
        QVERIFY(!t.figure(QStringLiteral("gig"))->onTable());
        for (int i : men) {
            QCOMPARE(wetPowderTurns(t.figures[i]), kWetPowderTurns);
            QCOMPARE(reloadLeft(t.figures[i]), 2);
        }
        game.perform(GameAction::next());
        QVERIFY(playTo(game, QStringLiteral("red")));
        QCOMPARE(game.step().turn, 2);
        QVERIFY(!offered(game, chosenmen::orderkind::kLoad, QStringLiteral("red")));
        game.perform(GameAction::next());
        QVERIFY(playTo(game, QStringLiteral("red")));
        QCOMPARE(game.step().turn, 3);
        QVERIFY(offered(game, chosenmen::orderkind::kLoad, QStringLiteral("red")));
    }
    QVERIFY2(seen > 0, "no seed gave that landing");
}

void TestChosenMenBoats::aLargeBoatLandsOnlyAtAQuay()
{
    for (const bool atQuay : {false, true}) {
        Scenario s = bay(atQuay ? QPointF(83, 64) : QPointF(40, 63));
        s.figures[0].attributes.set(QStringLiteral("boat_size"), QStringLiteral("large"));
        for (quint64 seed : redFirst(s, 2)) {
            ChosenMenGame game(s, seed);
            QCOMPARE(offered(game, chosenmen::orderkind::kLand, QStringLiteral("red")), atQuay);
            const ActionOutcome done =
                game.perform(order(chosenmen::orderkind::kLand, QStringLiteral("red")));
            QCOMPARE(done.done, atQuay);
            if (!atQuay)
                continue;
            // At a quay a boat lands without a die.
            const LogEvent *land = lastEvent(game, "land");
            QVERIFY(land->detail.value(QStringLiteral("quay")).toBool());
            QCOMPARE(land->detail.value(QStringLiteral("die")).toInt(), 0);
            QCOMPARE(unitBoat(game.state(), QStringLiteral("red")), -1);
        }
    }
}

// Six aboard, two rowing: fewer than half, so it is not rowed, and at the end of the turn the
// 2 in current takes it east; at anchor it stays.
void TestChosenMenBoats::tooFewRowersAndTheCurrentTakesIt()
{
    for (const bool anchored : {false, true}) {
        Scenario s = bay(QPointF(60, 95), 2, 90);
        s.figures[0].attributes.set(QStringLiteral("rowers"), 2);
        s.figures[0].attributes.set(QStringLiteral("anchored"), anchored);
        for (quint64 seed : redFirst(s, 2)) {
            ChosenMenGame game(s, seed);
            QVERIFY(!offered(game, chosenmen::orderkind::kRow, QStringLiteral("red")));
            QVERIFY(!game.perform(order(chosenmen::orderkind::kRow, QStringLiteral("red"),
                                        {{QStringLiteral("to"), pointsJson({QPointF(60, 70)})}}))
                         .done);
            while (game.step().turn == 1 && !game.result().over)
                game.perform(GameAction::next());
            const Figure &boat = *game.state().figure(QStringLiteral("gig"));
            QVERIFY(std::abs(boat.position.x() - (anchored ? 60.0 : 60.0 + 2 * kCmPerInch)) < 1e-6);
            QCOMPARE(lastEvent(game, "drift") != nullptr, !anchored);
            QCOMPARE(unitBoat(game.state(), QStringLiteral("red")), 0); // still aboard
        }
    }
}

void TestChosenMenBoats::anchoringTakesATurnWeighingFiveWithThreeHands()
{
    // The rule: a turn drops it; five turns with three hands weigh it; two hands cannot.
    Anchor a = anchorTurn({}, 0);
    QVERIFY(a.anchored);
    QCOMPARE(anchorTurn(a, 2).weighingTurns, 0);
    for (int turn = 1; turn < kWeighAnchorTurns; ++turn) {
        a = anchorTurn(a, kWeighAnchorCrew);
        QVERIFY(a.anchored);
        QCOMPARE(a.weighingTurns, turn);
    }
    QVERIFY(!anchorTurn(a, kWeighAnchorCrew).anchored);
    // In a game: the unit's action each turn, and no rowing until it is up.
    const Scenario s = bay(QPointF(60, 95));
    const quint64 seed = redFirst(s, 1).value(0);
    ChosenMenGame game(s, seed);
    QVERIFY(game.perform(order(chosenmen::orderkind::kAnchor, QStringLiteral("red"))).done);
    QVERIFY(isAnchored(*game.state().figure(QStringLiteral("gig"))));
    for (int turn = 2; turn <= 1 + kWeighAnchorTurns; ++turn) {
        game.perform(GameAction::next());
        QVERIFY(playTo(game, QStringLiteral("red")));
        QCOMPARE(game.step().turn, turn);
        QVERIFY(!offered(game, chosenmen::orderkind::kRow, QStringLiteral("red")));
        QVERIFY(game.perform(order(chosenmen::orderkind::kAnchor, QStringLiteral("red"))).done);
    }
    QVERIFY(!isAnchored(*game.state().figure(QStringLiteral("gig"))));
    game.perform(GameAction::next());
    QVERIFY(playTo(game, QStringLiteral("red")));
    QVERIFY(offered(game, chosenmen::orderkind::kRow, QStringLiteral("red")));
}

// A loaded gun may not be moved (§9) except on a boat: aboard, it goes where the boat is rowed;
// ashore, its unit is offered no move.
void TestChosenMenBoats::aLoadedGunMovesOnlyOnABoat()
{
    for (const bool aboard : {true, false}) {
        Scenario s = bay(QPointF(60, 95));
        for (Figure &f : s.figures)
            if (f.id == QLatin1String("red-5")) {
                f.attributes.set(QStringLiteral("role"), QStringLiteral("gun"));
                f.attributes.set(QStringLiteral("weapon"), QStringLiteral("small-cannon"));
            }
        if (!aboard) // the whole unit on the beach, north of the shore
            for (Figure &f : s.figures)
                if (f.group == QLatin1String("red"))
                    f.position += QPointF(0, -50);
        for (quint64 seed : redFirst(s, 2)) {
            ChosenMenGame game(s, seed);
            const QPointF gunAt = game.state().figure(QStringLiteral("red-5"))->position;
            QCOMPARE(reloadLeft(*game.state().figure(QStringLiteral("red-5"))), 0); // loaded
            QCOMPARE(offered(game, chosenmen::orderkind::kRow, QStringLiteral("red")), aboard);
            QVERIFY(!offered(game, chosenmen::orderkind::kMove, QStringLiteral("red")));
            if (!aboard)
                continue;
            QVERIFY(game.perform(order(chosenmen::orderkind::kRow, QStringLiteral("red"),
                                       {{QStringLiteral("to"), pointsJson({QPointF(100, 95)})}}))
                        .done);
            const QPointF shift =
                game.state().figure(QStringLiteral("gig"))->position - QPointF(60, 95);
            QVERIFY(geo::length(shift) > 0);
            QVERIFY(geo::distance(game.state().figure(QStringLiteral("red-5"))->position,
                                  gunAt + shift) < 1e-6);
        }
    }
}

// The unit on the beach, its leader 4.5 in from the beached boat's hull: 2d10 less 4 in must
// cover it.
void TestChosenMenBoats::menBoardWithinTheirMoveLessFourInches()
{
    Scenario s = bay(QPointF(40, 63));
    for (Figure &f : s.figures)
        if (f.group == QLatin1String("red"))
            f.position = QPointF(40 + 3 * f.id.right(1).toInt(), 63 - 6 - 4.5 * kCmPerInch);
    int boarded = 0, short_ = 0;
    for (quint64 seed : redFirst(s, 30)) {
        ChosenMenGame game(s, seed);
        QCOMPARE(unitBoat(game.state(), QStringLiteral("red")), -1);
        QVERIFY(offered(game, chosenmen::orderkind::kBoard, QStringLiteral("red")));
        QVERIFY(game.perform(order(chosenmen::orderkind::kBoard, QStringLiteral("red"),
                                   {{QStringLiteral("target"), QStringLiteral("gig")}}))
                    .done);
        const LogEvent *board = lastEvent(game, "board");
        const QJsonArray dice = board->detail.value(QStringLiteral("dice")).toArray();
        const double leftIn = dice[0].toInt() + dice[1].toInt() - 4.0;
        const bool reached = board->detail.value(QStringLiteral("boarded")).toBool();
        QCOMPARE(reached, leftIn >= 4.5);
        QCOMPARE(unitBoat(game.state(), QStringLiteral("red")) == 0, reached);
        (reached ? boarded : short_)++;
        if (reached)
            QCOMPARE(unitAboard(game.state(), QStringLiteral("red"), 0).size(), 6);
    }
    QVERIFY(boarded > 0 && short_ > 0);
}

void TestChosenMenBoats::marinesAfloatTestAtPlusOne()
{
    Scenario s = bay(QPointF(60, 95));
    // Retreating, it tests on its card: afloat, "marines-afloat" +1 among its modifiers.
    for (Group &g : s.groups)
        if (g.id == QLatin1String("red")) {
            g.attributes.set(QStringLiteral("kind"), QStringLiteral("marines"));
            g.attributes.set(QStringLiteral("status"), QStringLiteral("retreating"));
        }
    ChosenMenGame game(s, redFirst(s, 1).value(0));
    const LogEvent *test = lastEvent(game, "morale");
    QVERIFY(test);
    bool afloat = false;
    for (const QJsonValue &m : test->detail.value(QStringLiteral("modifiers")).toArray())
        afloat |= m[QStringLiteral("modifier")].toString() == QLatin1String("marines-afloat") &&
                  m[QStringLiteral("value")].toInt() == 1;
    QVERIFY(afloat);
}

// The computer on both sides: red rows for blue's side of the bay and lands.
void TestChosenMenBoats::theComputerRowsInAndLands()
{
    Scenario s = bay(QPointF(60, 100));
    s.victory.turnLimit = 8;
    int landed = 0;
    for (quint64 seed = 1; seed <= 6; ++seed) {
        ChosenMenGame game(s, seed);
        ComputerOpponent computer;
        for (int n = 0; n < 600 && !game.result().over && !lastEvent(game, "land"); ++n) {
            const std::optional<GameAction> o = computer.decide(game);
            QVERIFY(game.perform(o ? *o : GameAction::next()).done);
        }
        QVERIFY(lastEvent(game, "row"));
        const LogEvent *land = lastEvent(game, "land");
        QVERIFY(land);
        landed +=
            land->detail.value(QStringLiteral("outcome")).toString() != QLatin1String("drifts");
        // Each order said why in the log, before what came of it.
        QVERIFY(std::any_of(
            game.log().events().begin(), game.log().events().end(), [](const LogEvent &e) {
                return e.kind == QLatin1String("decision") &&
                       e.detail[QStringLiteral("order")][QStringLiteral("kind")].toString() ==
                           QLatin1String("land");
            }));
    }
    QVERIFY(landed > 0);
}

// Rowed, then landed: the saved game plays back to the same table; taking the landing back
// (the game made again without its last order) puts them back aboard; the replay shows the
// boat where it was before the row and where it went.
void TestChosenMenBoats::aGameWithBoatsIsSavedTakenBackAndReplayed()
{
    const Scenario s = bay(QPointF(40, 70));
    const quint64 seed = redFirst(s, 1).value(0);
    ChosenMenGame game(s, seed);
    QVERIFY(game.perform(order(chosenmen::orderkind::kRow, QStringLiteral("red"),
                               {{QStringLiteral("to"), pointsJson({QPointF(40, 50)})}}))
                .done);
    const QPointF rowedTo = game.state().figure(QStringLiteral("gig"))->position;
    QVERIFY(rowedTo.y() < 70);
    game.perform(GameAction::next());
    QVERIFY(playTo(game, QStringLiteral("red")));
    QVERIFY(game.perform(order(chosenmen::orderkind::kLand, QStringLiteral("red"))).done);
    QString error;
    const std::unique_ptr<ChosenMenGame> back = ChosenMenGame::fromJson(game.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    for (int i = 0; i < game.state().figures.size(); ++i) {
        QCOMPARE(back->state().figures[i].position, game.state().figures[i].position);
        QCOMPARE(back->state().figures[i].killed, game.state().figures[i].killed);
    }
    QJsonObject taken = game.toJson();
    QJsonArray orders = taken.value(QStringLiteral("orders")).toArray();
    orders.removeLast();
    taken.insert(QStringLiteral("orders"), orders);
    const std::unique_ptr<ChosenMenGame> before = ChosenMenGame::fromJson(taken, &error);
    QVERIFY2(before, qPrintable(error));
    QCOMPARE(unitBoat(before->state(), QStringLiteral("red")), 0);
    QCOMPARE(before->state().figure(QStringLiteral("gig"))->position, rowedTo);
    const std::unique_ptr<GameReplay> replay =
        playRulesOf(game).replay(game.start(), game.seed(), game);
    QVERIFY(replay);
    int rowAt = -1;
    for (int i = 0; i < replay->size() && rowAt < 0; ++i)
        if (replay->log().events()[i].kind == QLatin1String("row"))
            rowAt = i;
    QVERIFY(rowAt >= 0);
    replay->seek(0);
    QCOMPARE(replay->view().figure(QStringLiteral("gig"))->position, QPointF(40, 70));
    replay->seek(rowAt + 1);
    QCOMPARE(replay->view().figure(QStringLiteral("gig"))->position, rowedTo);
    replay->seek(replay->size());
    QCOMPARE(replay->view().figure(QStringLiteral("red-0"))->position,
             game.state().figure(QStringLiteral("red-0"))->position);
}

namespace {
// A formed line of ten British regulars (a squad leader in the middle, so that forming up on
// him keeps the line) facing north at blue, 10 in off, with its captain behind it; `unloaded`
// of its men still a turn from loaded.
Scenario lineAndOfficer(int unloaded, double gapIn = 10)
{
    Scenario s;
    s.ruleset = QStringLiteral("chosen-men");
    s.table = {150, 150, {}};
    s.sides = {
        Side{QStringLiteral("red"), QStringLiteral("Red"), Controller::Player, {}, {}, {}, {}},
        Side{QStringLiteral("blue"), QStringLiteral("Blue"), Controller::Ai, {}, {}, {}, {}}};
    for (const char *id : {"red", "blue", "staff"}) {
        Group g;
        g.id = g.name = QLatin1String(id);
        g.side = QLatin1String(id) == QLatin1String("blue") ? QStringLiteral("blue")
                                                            : QStringLiteral("red");
        g.attributes = Attributes::fallbacks(groupFieldSpecs());
        g.attributes.set(QStringLiteral("british_regulars"), true);
        s.groups << g;
    }
    const auto add = [&](const QString &id, const QString &side, const QString &group,
                         const QString &role, const QString &weapon, const QPointF &at,
                         double facing) {
        Figure f;
        f.id = f.name = id;
        f.side = side;
        f.group = group;
        f.attributes = Attributes::fallbacks(figureFieldSpecs());
        f.attributes.set(QStringLiteral("role"), role);
        f.attributes.set(QStringLiteral("weapon"), weapon);
        f.position = at;
        f.facing = facing;
        s.figures << f;
    };
    for (int i = 0; i < 10; ++i)
        add(QStringLiteral("red-%1").arg(i), QStringLiteral("red"), QStringLiteral("red"),
            i == 4 ? QStringLiteral("squad-leader") : QStringLiteral("ranker"),
            QStringLiteral("musket"), QPointF(50 + 2.5 * i, 100), 0);
    for (int i = 1; i <= unloaded; ++i)
        s.figures[i].attributes.set(QStringLiteral("reload"), 1);
    for (int i = 0; i < 6; ++i)
        add(QStringLiteral("blue-%1").arg(i), QStringLiteral("blue"), QStringLiteral("blue"),
            i == 0 ? QStringLiteral("squad-leader") : QStringLiteral("ranker"),
            QStringLiteral("musket"), QPointF(52 + 3 * i, 100 - 2.5 - gapIn * kCmPerInch), 180);
    add(QStringLiteral("capt"), QStringLiteral("red"), QStringLiteral("staff"),
        QStringLiteral("officer"), QStringLiteral("pistol"), QPointF(62, 104), 0);
    s.figures.last().attributes.set(QStringLiteral("rank"), QStringLiteral("captain"));
    return s;
}
} // namespace

void TestChosenMenBoats::fireByRanksFiresHalfAndKeepsTheRestLoaded_data()
{
    QTest::addColumn<int>("unloaded");
    QTest::addColumn<int>("fired");
    QTest::addColumn<int>("loading");
    // Ten muskets, all loaded: five fire, five keep their loads.
    QTest::newRow("all loaded") << 0 << 5 << 0;
    // Four a turn from loaded: six could fire, five do; the four load (one turn: ready).
    QTest::newRow("four loading") << 4 << 5 << 4;
    // Seven loading: the three loaded fire, the seven load.
    QTest::newRow("seven loading") << 7 << 3 << 7;
}

void TestChosenMenBoats::fireByRanksFiresHalfAndKeepsTheRestLoaded()
{
    QFETCH(int, unloaded);
    QFETCH(int, fired);
    QFETCH(int, loading);
    const Scenario s = lineAndOfficer(unloaded);
    int played = 0;
    for (quint64 seed = 1; seed < 200 && played < 3; ++seed) {
        ChosenMenGame game(s, seed);
        if (!playTo(game, QStringLiteral("capt"), 4) ||
            !game.activeUnits().contains(QStringLiteral("red")))
            continue;
        ++played;
        QVERIFY(offered(game, chosenmen::orderkind::kCadence, QStringLiteral("red")));
        QVERIFY(game.perform(order(chosenmen::orderkind::kCadence, QStringLiteral("red"),
                                   {{QStringLiteral("target"), QStringLiteral("blue")}}))
                    .done);
        const LogEvent *volley = lastEvent(game, "fire");
        QVERIFY(volley->detail.value(QStringLiteral("volley")).toBool());
        QCOMPARE(volley->detail.value(QStringLiteral("shots")).toArray().size(), fired);
        const LogEvent *cadence = lastEvent(game, "cadence");
        QCOMPARE(cadence->detail.value(QStringLiteral("fired")).toInt(), fired);
        QCOMPARE(cadence->detail.value(QStringLiteral("loading")).toInt(), loading);
        QCOMPARE(cadence->detail.value(QStringLiteral("ready")).toInt(), loading);
        // Those who fired reload (one turn, British regulars); the rest stand loaded.
        int loaded = 0;
        for (int i : menOf(game.state(), QStringLiteral("red")))
            loaded += reloadLeft(game.state().figures[i]) == 0;
        QCOMPARE(loaded, 10 - fired);
        QVERIFY(game.actionsLeftTo(QStringLiteral("red")).isEmpty());
    }
    QCOMPARE(played, 3);
}

// On its own card the unit fires as it may (no officer gives the word); on his, unformed, it
// may not fire by ranks either.
void TestChosenMenBoats::fireByRanksIsAnOfficersOrderToAFormedUnit()
{
    Scenario s = lineAndOfficer(0);
    bool ownCard = false, officersCard = false;
    for (quint64 seed = 1; seed < 200 && !(ownCard && officersCard); ++seed) {
        ChosenMenGame game(s, seed);
        if (game.activeUnits() != QStringList{QStringLiteral("red")})
            continue;
        if (game.activeOfficer().isEmpty()) {
            ownCard = true;
            QVERIFY(offered(game, chosenmen::orderkind::kFire, QStringLiteral("red")));
            QVERIFY(!offered(game, chosenmen::orderkind::kCadence, QStringLiteral("red")));
            QVERIFY(!game.perform(order(chosenmen::orderkind::kCadence, QStringLiteral("red"),
                                        {{QStringLiteral("target"), QStringLiteral("blue")}}))
                         .done);
        } else {
            officersCard = true;
            QVERIFY(offered(game, chosenmen::orderkind::kCadence, QStringLiteral("red")));
        }
    }
    QVERIFY(ownCard && officersCard);
    // Spread out (not formed): no fire by ranks even on the officer's card.
    for (int i = 0; i < 10; ++i)
        s.figures[i].position.rx() = 30 + 8 * i;
    for (quint64 seed = 1; seed < 200; ++seed) {
        ChosenMenGame game(s, seed);
        if (!game.activeOfficer().isEmpty() && game.activeUnits().contains(QStringLiteral("red"))) {
            QVERIFY(!offered(game, chosenmen::orderkind::kCadence, QStringLiteral("red")));
            return;
        }
    }
    QFAIL("the officer's card never came first");
}

void TestChosenMenBoats::theComputerFiresByRanksWithTheEnemyWithinACharge()
{
    for (const double gapIn : {10.0, 22.0}) {
        const Scenario s = lineAndOfficer(0, gapIn);
        for (quint64 seed = 1; seed < 200; ++seed) {
            ChosenMenGame game(s, seed);
            if (game.activeOfficer().isEmpty() ||
                !game.activeUnits().contains(QStringLiteral("red")))
                continue;
            ComputerOpponent computer;
            std::optional<GameAction> o = computer.decide(game);
            // Its officer may first spend his bonus; then the unit's order.
            for (int n = 0; n < 3 && o && o->actor != QLatin1String("red"); ++n) {
                QVERIFY(game.perform(*o).done);
                o = computer.decide(game);
            }
            QVERIFY(o);
            QCOMPARE(o->kind,
                     gapIn < 20 ? chosenmen::orderkind::kCadence : chosenmen::orderkind::kFire);
            break;
        }
    }
}

QTEST_GUILESS_MAIN(TestChosenMenBoats)
#include "tst_chosenmenboats.moc"
