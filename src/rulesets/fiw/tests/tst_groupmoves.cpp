// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's moves for each Actions result, on small tables built for the purpose, and
// whole games played by the computer on both sides.
#include "fiw/ai/groupmoves.h"
#include "fiw/fiwruleset.h"
#include "fiw/procedures/battlefield.h"
#include "fiw/procedures/movement.h"
#include "fiw/tables/factions.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"
#include "game/autoplay.h"
#include "game/movedescription.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "tablebuilder.h"
#include "testdata.h"

#include <QDir>
#include <QJsonArray>
#include <QLocale>
#include <QSet>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;

namespace {
double distance(const QPointF &a, const QPointF &b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// The red group's plan on the builder's table; blue can be seen anywhere within 60 cm.
GroupMovePlan planRed(const TableBuilder &t, Action action)
{
    const Battlefield field(t.s);
    return planGroupMove(field, field.groupIndex(QStringLiteral("red")), action, 60);
}

// The figure's move in the plan (a pointer into it: keep the plan while it is used).
const FigureMove *moveOf(const GroupMovePlan &plan, const char *figure, const Scenario &s)
{
    for (const FigureMove &m : plan.moves)
        if (s.figures[m.figure].id == QLatin1String(figure))
            return &m;
    return nullptr;
}

// Twelve formed redcoats in a loose block 4 cm apart round (45, 170), four across and three
// deep, facing east; a formed enemy platoon to the north, at `enemyY`.
TableBuilder formedPlatoon(double enemyY)
{
    TableBuilder t(120, 200);
    for (int i = 0; i < 12; ++i) {
        const QByteArray id = "m" + QByteArray::number(i);
        t.figure(id.constData(), "red", {39.0 + 4 * (i % 4), 166.0 + 4 * (i / 4)}, 90)
            .as("veteran", "plain", "formed");
    }
    t.figure("e1", "blue", {45, enemyY}, 180).as("veteran", "plain", "formed");
    t.figure("e2", "blue", {45, enemyY - 3}, 180).as("veteran", "plain", "formed");
    return t;
}

// Where each red man stands once the plan is carried out, and the way he faces.
QList<std::pair<QPointF, double>> placesAfter(const GroupMovePlan &plan, const Scenario &s)
{
    QHash<int, std::pair<QPointF, double>> at;
    for (int f = 0; f < s.figures.size(); ++f)
        if (s.figures[f].side == QLatin1String("red"))
            at.insert(f, {s.figures[f].position, s.figures[f].facing});
    for (const FigureMove &m : plan.turns + plan.moves)
        at.insert(m.figure, {m.to, m.facing});
    return at.values();
}

// The distinct values, to a hundredth, of the men's places along x and along y.
QPair<QList<double>, QList<double>> filesAndRanks(const QList<std::pair<QPointF, double>> &men)
{
    QSet<double> xs, ys;
    for (const auto &[p, facing] : men) {
        xs.insert(std::round(p.x() * 100) / 100);
        ys.insert(std::round(p.y() * 100) / 100);
    }
    QList<double> x(xs.begin(), xs.end()), y(ys.begin(), ys.end());
    std::sort(x.begin(), x.end());
    std::sort(y.begin(), y.end());
    return {x, y};
}
} // namespace

class TestGroupMoves : public QObject
{
    Q_OBJECT
private slots:
    void takeCoverReachesTheNearestWoodWithinAMove();
    void takeCoverWithNoCoverInReachMovesAway();
    void withdrawSeeksCoverFurtherFromTheEnemy();
    void withdrawHeadsForCoverBeyondAMove();
    void closingInStopsShortOfASeenEnemy();
    void runEndsAFullMoveFurtherFromTheEnemy();
    void halfMoveAwayIsHalfAMove();
    void haltFacingTurnsWithoutMoving();
    void advanceReachesBaseContactWhenItCan();
    void advanceOnAFarEnemyIsAFullMove();
    void aChargeSpreadsItsMenOverTheEnemy();
    void advanceOnALeaderAttachedToAnotherGroupGoesForThatGroup();
    void continueFollowsTheStandingOrder();
    void carryingOnTheTableChargesAnEnemyInReach();
    void ambushSpringsOnlyWhenTheEnemyIsClose();
    void deployFormsALineThreeDeep();
    void marchIsThreeWideUntilThereIsRoomInRange();
    void basesStayApartAndOnTheTable();
    void movesAreLegalUnderTheRules();
    void movesAreSaidInWords();
    void aRememberedPlanFollowsTheTable();
    void aFiguresFieldsReadOnceAgreeWithHisFields();
    void aCopySharesSightUntilEitherMoves();
    void theComputersLeadersCommandTheirGroups();
    void aGameReplaysIdenticallyFromItsSeed();
    void bundledScenarioPlaysToItsEnd_data();
    void bundledScenarioPlaysToItsEnd();
};

void TestGroupMoves::takeCoverReachesTheNearestWoodWithinAMove()
{
    TableBuilder t;
    t.rect("copse", TerrainKind::Woods, QRectF(40, 20, 30, 15)) // edge 15 cm north
        .rect("far", TerrainKind::Woods, QRectF(0, 80, 10, 10))
        .figure("r1", "red", {50, 50})
        .figure("b1", "blue", {50, 95});
    const GroupMovePlan plan = planRed(t, Action::TakeCover);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    QVERIFY(QRectF(40, 20, 30, 15).contains(m->to)); // in the copse
    QVERIFY(m->costCm <= 25.0001);
    QVERIFY(plan.where.contains(QStringLiteral("woods"))); // unnamed: said by its kind
}

void TestGroupMoves::takeCoverWithNoCoverInReachMovesAway()
{
    TableBuilder t;
    t.rect("far", TerrainKind::Woods, QRectF(0, 0, 10, 10)) // 40 cm off: out of reach
        .figure("r1", "red", {50, 50})
        .figure("b1", "blue", {50, 80});
    const GroupMovePlan plan = planRed(t, Action::TakeCover);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    QVERIFY(distance(m->to, QPointF(50, 80)) > distance(QPointF(50, 50), QPointF(50, 80)) + 24);
}

void TestGroupMoves::withdrawSeeksCoverFurtherFromTheEnemy()
{
    // A wood towards the enemy is no refuge, though nearer; the one off to the side, further
    // from the enemy and within a move, is (not on the straight line away from him).
    TableBuilder t;
    t.rect("ahead", TerrainKind::Woods, QRectF(40, 58, 20, 6))
        .rect("aside", TerrainKind::Woods, QRectF(20, 36, 12, 12))
        .figure("r1", "red", {50, 50})
        .figure("b1", "blue", {50, 90});
    const GroupMovePlan plan = planRed(t, Action::Withdraw);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    QVERIFY2(QRectF(20, 36, 12, 12).contains(m->to), qPrintable(plan.where));
    // Already in cover that is no further from the enemy: he leaves it for cover that is.
    TableBuilder inWood = t;
    inWood.rect("here", TerrainKind::Woods, QRectF(45, 45, 10, 10));
    const GroupMovePlan leaving = planRed(inWood, Action::Withdraw);
    const FigureMove *left = moveOf(leaving, "r1", inWood.s);
    QVERIFY(left);
    QVERIFY(distance(left->to, QPointF(50, 90)) > distance(QPointF(50, 50), QPointF(50, 90)));
}

void TestGroupMoves::withdrawHeadsForCoverBeyondAMove()
{
    // §8: withdraw is a full move towards the nearest cover further from the enemy, however
    // far; only with none at all does the group go straight away. The wood lies 45 cm off to
    // the west, square to the enemy in the south.
    TableBuilder t(150, 120);
    t.rect("west", TerrainKind::Woods, QRectF(0, 30, 10, 20))
        .figure("r1", "red", {55, 40})
        .figure("b1", "blue", {55, 80});
    const GroupMovePlan plan = planRed(t, Action::Withdraw);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    QVERIFY2(qAbs(m->to.y() - 40) < 1 && qAbs(m->to.x() - 30) < 0.01, qPrintable(plan.where));
    QVERIFY(plan.where.startsWith(QStringLiteral("towards")));
    // Taking cover still looks within one move only: straight away from the enemy.
    const FigureMove *away = moveOf(planRed(t, Action::TakeCover), "r1", t.s);
    QVERIFY(away);
    QVERIFY(qAbs(away->to.x() - 55) < 0.01 && away->to.y() < 40);
    // With another enemy on the way to the wood, that move would take him towards him: he
    // goes straight away from the nearest instead (no melee of his own making).
    TableBuilder between = t;
    between.figure("b2", "blue", {35, 40});
    const GroupMovePlan blocked = planRed(between, Action::Withdraw);
    const FigureMove *back = moveOf(blocked, "r1", between.s);
    QVERIFY(back);
    QVERIFY2(back->to.x() > 55 + 24, qPrintable(blocked.where));
}

void TestGroupMoves::closingInStopsShortOfASeenEnemy()
{
    // §8, risk factor 0 or less and a 6: towards the nearest enemy the group sees, which is
    // no charge; never out of a fortification it holds; nobody seen, nothing to close on.
    TableBuilder t;
    t.figure("r1", "red", {50, 50}).figure("r2", "red", {54, 50}).figure("b1", "blue", {52, 75});
    const GroupMovePlan plan = planRed(t, Action::MoveTowardsEnemy);
    QVERIFY(!plan.charge);
    QCOMPARE(plan.targetGroup, -1);
    QCOMPARE(plan.moves.size(), 2);
    for (const FigureMove &m : plan.moves) {
        QVERIFY(distance(m.to, QPointF(52, 75)) < distance(m.from, QPointF(52, 75)) - 5);
        QVERIFY(distance(m.to, QPointF(52, 75)) > 2 * 1.25 + 2); // clear of his base
    }

    TableBuilder fort;
    fort.rect("redoubt", TerrainKind::Fortification, QRectF(40, 40, 20, 20))
        .figure("r1", "red", {50, 50})
        .figure("b1", "blue", {50, 80});
    QVERIFY(planRed(fort, Action::MoveTowardsEnemy).moves.isEmpty());

    TableBuilder hidden; // the enemy deep in a wood, 25 cm off: not seen
    hidden.rect("wood", TerrainKind::Woods, QRectF(0, 60, 100, 40))
        .figure("r1", "red", {50, 50})
        .figure("b1", "blue", {50, 85});
    QVERIFY(planRed(hidden, Action::MoveTowardsEnemy).moves.isEmpty());
}

void TestGroupMoves::runEndsAFullMoveFurtherFromTheEnemy()
{
    TableBuilder t;
    t.figure("r1", "red", {50, 50}).figure("r2", "red", {54, 50}).figure("b1", "blue", {52, 80});
    const GroupMovePlan plan = planRed(t, Action::Run);
    QCOMPARE(plan.moves.size(), 2);
    for (const FigureMove &m : plan.moves) {
        QVERIFY(qAbs(distance(m.from, m.to) - 25) < 0.01); // open ground: a full move
        QVERIFY(distance(m.to, QPointF(52, 80)) > distance(m.from, QPointF(52, 80)) + 20);
    }
}

void TestGroupMoves::halfMoveAwayIsHalfAMove()
{
    TableBuilder t;
    t.figure("r1", "red", {50, 50}).figure("b1", "blue", {50, 80});
    const GroupMovePlan plan = planRed(t, Action::HalfMoveAway);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    QVERIFY(qAbs(distance(m->from, m->to) - 12.5) < 0.01);
    QVERIFY(m->to.y() < 50);
}

void TestGroupMoves::haltFacingTurnsWithoutMoving()
{
    TableBuilder t;
    t.figure("r1", "red", {50, 50}, 0).figure("b1", "blue", {80, 50});
    const GroupMovePlan plan = planRed(t, Action::HaltFacing);
    QVERIFY(plan.moves.isEmpty());
    QCOMPARE(plan.turns.size(), 1);
    QVERIFY(qAbs(plan.turns.first().facing - 90) < 0.01); // the enemy is due east
}

void TestGroupMoves::advanceReachesBaseContactWhenItCan()
{
    TableBuilder t;
    t.figure("r1", "red", {50, 50}).figure("b1", "blue", {50, 70}); // 17.5 cm edge to edge
    const GroupMovePlan plan = planRed(t, Action::AdvanceCharge);
    QVERIFY(plan.charge);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    const double edges = distance(m->to, QPointF(50, 70)) - 2.5; // two radii of 1.25
    QVERIFY2(qAbs(edges) < 0.05, qPrintable(QString::number(edges)));
}

void TestGroupMoves::aChargeSpreadsItsMenOverTheEnemy()
{
    // §11: pair as evenly as possible, no second attacker on a man while another stands
    // unengaged. Three braves charge three musketeers, each musketeer within some brave's
    // reach; the middle one is the nearest to all three.
    TableBuilder t;
    t.figure("a0", "red", {45, 80}).figure("a1", "red", {53, 80}).figure("a2", "red", {61, 80});
    t.figure("d0", "blue", {36, 62}).figure("d1", "blue", {53, 65}).figure("d2", "blue", {70, 62});
    const GroupMovePlan plan = planRed(t, Action::AdvanceCharge);
    QVERIFY(plan.charge);
    QHash<QString, int> touching; // defender: attackers in base contact
    for (const FigureMove &m : plan.moves)
        for (const char *d : {"d0", "d1", "d2"})
            if (distance(m.to, t.s.figure(QLatin1String(d))->position) <= 2 * 1.25 + 0.1)
                touching[QLatin1String(d)] += 1;
    QCOMPARE(touching.value(QStringLiteral("d0")), 1);
    QCOMPARE(touching.value(QStringLiteral("d1")), 1);
    QCOMPARE(touching.value(QStringLiteral("d2")), 1);
}

void TestGroupMoves::advanceOnAFarEnemyIsAFullMove()
{
    TableBuilder t;
    t.figure("r1", "red", {50, 90}).figure("b1", "blue", {50, 35});
    const GroupMovePlan plan = planRed(t, Action::AdvanceCharge);
    QVERIFY(!plan.charge);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    QVERIFY(qAbs(m->to.y() - 65) < 0.01);
}

void TestGroupMoves::advanceOnALeaderAttachedToAnotherGroupGoesForThatGroup()
{
    // The nearest enemy is a captain who is a group by himself, standing with the blue
    // squad: he acts with it, so the squad is the target (his own group has nobody left).
    TableBuilder t;
    t.figure("r1", "red", {50, 50});
    t.figure("b1", "blue", {50, 80}).figure("b2", "blue", {53, 80});
    t.group("hq", "blue")
        .figure("captain", "blue", {50, 70})
        .inGroup("hq")
        .as("veteran", "officer");
    // Attached when within reach of the squad.
    t.s.figures.last().position = QPointF(50, 77);
    const Battlefield field(t.s);
    QCOMPARE(field.actingGroup(field.figureIndex(QStringLiteral("captain"))),
             field.groupIndex(QStringLiteral("blue")));
    const GroupMovePlan plan = planRed(t, Action::AdvanceCharge);
    QCOMPARE(plan.targetGroup, field.groupIndex(QStringLiteral("blue")));
    QVERIFY(moveOf(plan, "r1", t.s));
}

void TestGroupMoves::continueFollowsTheStandingOrder()
{
    TableBuilder t;
    t.figure("r1", "red", {50, 90}).figure("b1", "blue", {95, 5});
    t.s.groups[0].order.kind = OrderKind::Advance;
    t.s.groups[0].order.target = QPointF(10, 90);
    const GroupMovePlan plan = planRed(t, Action::Continue);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    QVERIFY(qAbs(m->to.x() - 25) < 0.01); // 25 cm west, towards the objective
    // Holding, it stays.
    t.s.groups[0].order.kind = OrderKind::Hold;
    QVERIFY(planRed(t, Action::Continue).moves.isEmpty());
    // On patrol it walks to its next waypoint.
    t.s.groups[0].order.kind = OrderKind::Patrol;
    t.s.groups[0].order.route = {QPointF(50, 90), QPointF(50, 60), QPointF(80, 60)};
    const GroupMovePlan patrolPlan = planRed(t, Action::Continue);
    const FigureMove *p = moveOf(patrolPlan, "r1", t.s);
    QVERIFY(p);
    QVERIFY(qAbs(p->to.y() - 65) < 0.01);
    QVERIFY2(patrolPlan.where.endsWith(QStringLiteral("(50, 60)")), qPrintable(patrolPlan.where));
    // Its waypoint is written as the language writes numbers: a German log read "(50.5, 60)".
    t.s.groups[0].order.route[1] = QPointF(50.5, 60);
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German));
    const QString german = planRed(t, Action::Continue).where;
    QLocale::setDefault(before);
    QVERIFY2(german.contains(QStringLiteral("50,5")), qPrintable(german));
}

void TestGroupMoves::carryingOnTheTableChargesAnEnemyInReach()
{
    // §8 "continue facing (charge?)", §11: the table's charge? is a charge when a man can
    // reach the nearest enemy this move; a commanded group carrying on is not made to charge.
    TableBuilder t;
    t.figure("r1", "red", {50, 50}).figure("b1", "blue", {50, 70}); // 17.5 cm edge to edge
    const Battlefield field(t.s);
    const int red = field.groupIndex(QStringLiteral("red"));
    const GroupMovePlan table = planActionsResult(field, red, Action::ContinueFacing, 60);
    QVERIFY(table.charge);
    QCOMPARE(table.action, Action::ContinueFacing);
    QCOMPARE(table.targetGroup, field.groupIndex(QStringLiteral("blue")));
    const FigureMove *m = moveOf(table, "r1", t.s);
    QVERIFY(m);
    QVERIFY(qAbs(distance(m->to, QPointF(50, 70)) - 2.5) < 0.05); // base to base
    // Ordered to carry on, the group holds its ground, facing the enemy.
    const GroupMovePlan ordered = planGroupMove(field, red, Action::ContinueFacing, 60);
    QVERIFY(!ordered.charge);
    QVERIFY(ordered.moves.isEmpty());
    // Out of reach, the table's result carries on with the standing order: a hold stays.
    TableBuilder far;
    far.figure("r1", "red", {50, 90}).figure("b1", "blue", {50, 35});
    const Battlefield farField(far.s);
    const GroupMovePlan holds = planActionsResult(
        farField, farField.groupIndex(QStringLiteral("red")), Action::ContinueFacing, 60);
    QVERIFY(!holds.charge);
    QVERIFY(holds.moves.isEmpty());
    // Within a move as the crow flies, but not through the scrub between: no charge, and no
    // move that would leave him short and in the open.
    TableBuilder scrub = t;
    scrub.rect("scrub", TerrainKind::Rough, QRectF(0, 54, 100, 14));
    const Battlefield scrubField(scrub.s);
    const GroupMovePlan fallsShort = planActionsResult(
        scrubField, scrubField.groupIndex(QStringLiteral("red")), Action::ContinueFacing, 60);
    QVERIFY(!fallsShort.charge);
    QVERIFY(fallsShort.moves.isEmpty());
}

void TestGroupMoves::ambushSpringsOnlyWhenTheEnemyIsClose()
{
    TableBuilder t;
    t.figure("r1", "red", {50, 50}).figure("b1", "blue", {50, 95}); // 42.5 cm off
    t.s.groups[0].order.kind = OrderKind::Ambush;
    t.s.groups[0].order.triggerCm = 20;
    QVERIFY(planRed(t, Action::Continue).moves.isEmpty());
    t.s.figures[1].position = QPointF(50, 65); // 12.5 cm: sprung
    const GroupMovePlan sprung = planRed(t, Action::Continue);
    QVERIFY(sprung.charge);
    QCOMPARE(sprung.moves.size(), 1);
}

void TestGroupMoves::basesStayApartAndOnTheTable()
{
    // A crowd running for the table's edge: every base ends on the table, none overlapping.
    TableBuilder t;
    for (int i = 0; i < 6; ++i)
        t.figure(qPrintable(QStringLiteral("r%1").arg(i)), "red", {40.0 + 3 * i, 8});
    t.figure("b1", "blue", {48, 40});
    const GroupMovePlan plan = planRed(t, Action::Run);
    QList<QPointF> ends;
    for (const Figure &f : t.s.figures)
        if (f.side == QLatin1String("red"))
            ends << f.position;
    for (const FigureMove &m : plan.moves)
        ends[m.figure] = m.to;
    for (int i = 0; i < ends.size(); ++i) {
        QVERIFY(ends[i].y() >= 1.25 - 1e-9);
        for (int j = i + 1; j < ends.size(); ++j)
            QVERIFY(distance(ends[i], ends[j]) >= 2.5 - 0.02);
    }
}

void TestGroupMoves::movesAreLegalUnderTheRules()
{
    // Through a wood the going is difficult: a move towards cover across it costs double
    // and never more than the allowance, as the rules' own move check agrees.
    TableBuilder t;
    t.rect("thicket", TerrainKind::Woods, QRectF(30, 40, 40, 30))
        .figure("r1", "red", {50, 60})
        .figure("b1", "blue", {50, 20});
    const Battlefield field(t.s);
    const GroupMovePlan plan =
        planGroupMove(field, field.groupIndex(QStringLiteral("red")), Action::Run, 60);
    const FigureMove *m = moveOf(plan, "r1", t.s);
    QVERIFY(m);
    const MoveCheck check = checkMove(field, m->figure, {m->from, m->to});
    QVERIFY2(check.allowed, qPrintable(check.problems.join(QLatin1Char(';'))));
    QVERIFY(qAbs(check.costCm - m->costCm) < 0.01);
    QVERIFY(distance(m->from, m->to) < 25); // slowed by the wood
}

void TestGroupMoves::movesAreSaidInWords()
{
    TableBuilder t;
    t.rect("house", TerrainKind::Building, QRectF(70, 45, 10, 10));
    t.s.terrain.last().name = QStringLiteral("Gagnon farmhouse");
    // Heading for the house: named; facing rounded to whole degrees.
    QCOMPARE(describeMove(t.s, {20, 50}, {32, 50}, 40.4),
             QStringLiteral("12.0 cm towards Gagnon farmhouse, then face 40°"));
    // Away from it: a compass point, the top of the table being north.
    QCOMPARE(describeMove(t.s, {20, 50}, {20, 40}, 0),
             QStringLiteral("10.0 cm north, then face 0°"));
    QCOMPARE(describeMove(t.s, {20, 50}, {15, 55}, 225),
             QStringLiteral("7.1 cm south-west, then face 225°"));
    QCOMPARE(describeMove(t.s, {20, 50}, {20, 50}, 90), QStringLiteral("stays, then face 90°"));
}

void TestGroupMoves::theComputersLeadersCommandTheirGroups()
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(loaded.scenario);
    const PlayedGame r = autoplay(fiw::registeredRuleset(), *loaded.scenario, 3, 4);
    // Every group tests on the Actions table, commanded or not (§8); a commanded group then
    // acts once: on orders, or by the table where a plain result binds it. (Whether it follows
    // up after winning a melee is a choice of the melee phase, not counted here.)
    QSet<QString> commanded, tested; // "turn/side/group"
    QHash<QString, int> acted;
    for (const LogEvent &e : r.log.events()) {
        const QString key = QStringLiteral("%1/%2/%3")
                                .arg(e.turn)
                                .arg(e.side, e.detail.value(QStringLiteral("group")).toString());
        if (e.kind == QLatin1String("activation") && e.detail.contains(QStringLiteral("group")))
            commanded.insert(key); // (a link called on his own names a figure, not a group)
        if (e.kind == QLatin1String("reaction"))
            tested.insert(key);
        if (e.kind == logevent::kAction && commanded.contains(key) &&
            !e.detail.contains(QStringLiteral("follow_up")))
            ++acted[key];
    }
    QVERIFY(!commanded.isEmpty());
    for (const QString &key : std::as_const(commanded)) {
        QVERIFY2(tested.contains(key), qPrintable(key));
        QCOMPARE(acted.value(key), 1);
    }
}

void TestGroupMoves::aGameReplaysIdenticallyFromItsSeed()
{
    const ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(loaded.scenario);
    const PlayedGame a = autoplay(fiw::registeredRuleset(), *loaded.scenario, 11, 30);
    const PlayedGame b = autoplay(fiw::registeredRuleset(), *loaded.scenario, 11, 30);
    QCOMPARE(a.log.size(), b.log.size());
    for (int i = 0; i < a.log.size(); ++i)
        QCOMPARE(a.log.events()[i].toJson(), b.log.events()[i].toJson());
    const PlayedGame c = autoplay(fiw::registeredRuleset(), *loaded.scenario, 12, 30);
    QVERIFY(c.log.size() != a.log.size() ||
            c.log.events().last().toJson() != a.log.events().last().toJson());
}

void TestGroupMoves::bundledScenarioPlaysToItsEnd_data()
{
    QTest::addColumn<QString>("path");
    // The FIW ones: the Chosen Men scenarios are played in tst_chosenmengame.
    const QDir dir(bundledScenario(QString()));
    for (const QString &name : dir.entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files)) {
        const ScenarioLoadResult loaded = loadScenarioFile(dir.filePath(name));
        if (loaded.scenario && loaded.scenario->ruleset == fiw::registeredRuleset().id())
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
}

void TestGroupMoves::bundledScenarioPlaysToItsEnd()
{
    // Every bundled scenario, played by the computer on both sides, ends by its own rules
    // (a victory condition, a side broken, or its turn limit) well within 30 turns.
    QFETCH(QString, path);
    const ScenarioLoadResult loaded = loadScenarioFile(path);
    QVERIFY(loaded.scenario);
    const int limit = loaded.scenario->victory.turnLimit;
    for (quint64 seed = 1; seed <= 12; ++seed) {
        const PlayedGame r = autoplay(fiw::registeredRuleset(), *loaded.scenario, seed, 30);
        QVERIFY(r.turns >= 1 && r.turns <= (limit > 0 ? limit : 30));
        QCOMPARE(r.log.events().last().kind, QStringLiteral("victory"));
        int moves = 0;
        QString actingGroup;      // the group of the latest "action": its men's moves follow it
        bool followingUp = false; // that action was a melee's winner choosing to follow up
        QStringList fellBack;     // the groups of men pushed back, before their melee is logged
        for (const LogEvent &e : r.log.events()) {
            if (e.kind == logevent::kAction) {
                actingGroup = e.detail.value(QStringLiteral("group")).toString();
                followingUp = e.detail.value(QStringLiteral("follow_up")).toBool();
            }
            if (e.kind == logevent::kMelee) {
                // Those who fell back were of the groups the melee pushed back.
                const QJsonArray pushed = e.detail.value(QStringLiteral("pushed_back")).toArray();
                for (const QString &g : std::as_const(fellBack))
                    QVERIFY2(pushed.contains(g), qPrintable(g));
                fellBack.clear();
            }
            if (e.kind != logevent::kMove)
                continue;
            ++moves;
            const Figure *mover = r.end.figure(e.detail.value(QStringLiteral("figure")).toString());
            QVERIFY(mover);
            // A leader of another group standing beside this one moves with it.
            const bool leader =
                mover->attributes.text(QStringLiteral("role")) != QLatin1String("plain");
            if (e.detail.value(QStringLiteral("pushed")).toBool()) {
                if (!leader)
                    fellBack << mover->group;
            } else if (e.detail.value(QStringLiteral("followed_up")).toBool()) {
                // Those who follow up are of the winner whose side chose to, just before.
                QVERIFY(followingUp);
                QVERIFY2(mover->group == actingGroup || leader, qPrintable(mover->id));
            } else {
                QVERIFY2(mover->group == actingGroup || leader, qPrintable(mover->id));
            }
            // Every move says who, from where, to where and at what cost.
            QVERIFY(e.detail.contains(QStringLiteral("figure")));
            QCOMPARE(e.detail.value(QStringLiteral("from")).toArray().size(), 2);
            QCOMPARE(e.detail.value(QStringLiteral("to")).toArray().size(), 2);
            QVERIFY(e.detail.value(QStringLiteral("cost_cm")).toDouble() <= 40.0001);
        }
        QVERIFY(moves > 0);
        // The table a game leaves is a scenario the program would open: no man with two
        // wounds, nobody off the table.
        const ScenarioLoadResult end = readScenario(scenarioToBytes(r.end));
        QVERIFY2(end.scenario, qPrintable(end.problems.value(0).toString()));
    }
}

void TestGroupMoves::aRememberedPlanFollowsTheTable()
{
    // Plans are remembered for the table as it stands (GroupMovePlanner): asked again of the
    // same table, the same plan; after a man is wounded, the enemy moves, or the table is
    // updated, a plan made afresh.
    TableBuilder t;
    t.figure("r1", "red", {50, 50}).figure("b1", "blue", {50, 90});
    Battlefield field(t.s);
    const int red = field.groupIndex(QStringLiteral("red"));
    const auto stepOf = [&](const GroupMovePlan &plan) {
        const FigureMove *m = moveOf(plan, "r1", t.s);
        return m ? distance(m->from, m->to) : 0.0;
    };
    const GroupMovePlan first = planGroupMove(field, red, Action::AdvanceCharge, 60);
    QVERIFY(qAbs(stepOf(first) - 25) < 0.01); // a full move towards a far enemy
    QCOMPARE(stepOf(planGroupMove(field, red, Action::AdvanceCharge, 60)), stepOf(first));

    setWounded(t.s.figures[0], true); // the rules wound him; the field is not yet updated
    QVERIFY(qAbs(stepOf(planGroupMove(field, red, Action::AdvanceCharge, 60)) - 20) < 0.01);

    setWounded(t.s.figures[0], false);
    t.s.figures[1].position = QPointF(50, 65); // the enemy comes within reach of a charge
    field.update();
    const GroupMovePlan charge = planGroupMove(field, red, Action::AdvanceCharge, 60);
    QVERIFY(charge.charge);
    QVERIFY(stepOf(charge) < 15);
    QCOMPARE(stepOf(charge), stepOf(planRed(t, Action::AdvanceCharge)));
}

void TestGroupMoves::aFiguresFieldsReadOnceAgreeWithHisFields()
{
    // Battlefield reads each man's fixed fields once; his wounds as they stand.
    const ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(loaded.scenario);
    Scenario s = *loaded.scenario;
    const Battlefield field(s);
    for (int f = 0; f < s.figures.size(); ++f) {
        const Figure &man = s.figures[f];
        QCOMPARE(field.movementAllowance(f), movementAllowance(man));
        QCOMPARE(field.footMove(f), footMove(man));
        QCOMPARE(field.weapon(f), findWeapon(weaponId(man)));
        QCOMPARE(field.faction(f), findFaction(faction(man)));
        QCOMPARE(field.isChainLink(f), isChainLink(man));
    }
    QVERIFY(!isWounded(s.figures[0]) && field.movementAllowance(0) > 20);
    setWounded(s.figures[0], true);
    QCOMPARE(field.movementAllowance(0), 20.0);
    QCOMPARE(field.footMove(0), 20.0);
}

void TestGroupMoves::aCopySharesSightUntilEitherMoves()
{
    // The copy made for the computer's view shares the sight lines drawn; once the game moves
    // a man into the line and updates, it sees afresh, and the copy still sees its own table.
    TableBuilder t;
    t.figure("r1", "red", {50, 50}).figure("b1", "blue", {50, 90}).figure("b2", "blue", {80, 70});
    Battlefield game(t.s);
    Scenario viewScenario = t.s;
    const Battlefield view(game, viewScenario);
    QVERIFY(view.clearSight(0, 1));
    QVERIFY(game.clearSight(0, 1));
    t.s.figures[2].position = QPointF(50, 70); // b2 steps between them
    game.update();
    QVERIFY(!game.clearSight(0, 1));
    QVERIFY(view.clearSight(0, 1));
}

void TestGroupMoves::deployFormsALineThreeDeep()
{
    // §8 deploy: a line three deep facing the nearest formed enemy infantry. Twelve men make
    // four files of three ranks, bases 2.5 cm wide and 0.5 cm apart (3 cm centre to centre),
    // round the group's centre, every man facing north, towards the enemy.
    const TableBuilder t = formedPlatoon(100);
    const GroupMovePlan plan = planRed(t, Action::Deploy);
    QVERIFY(!plan.moves.isEmpty());
    const QList<std::pair<QPointF, double>> men = placesAfter(plan, t.s);
    for (const auto &[p, facing] : men)
        QCOMPARE(facing, 0.0);
    const auto [x, y] = filesAndRanks(men);
    QCOMPARE(x, (QList<double>{40.5, 43.5, 46.5, 49.5}));
    QCOMPARE(y, (QList<double>{167, 170, 173}));
}

void TestGroupMoves::marchIsThreeWideUntilThereIsRoomInRange()
{
    // §8 march in column: out of musket range (120 cm) of the enemy, the twelve march on him
    // three wide and four deep, each taking his place in the column, which goes on as far as
    // the longest way to a place leaves of a man's 25 cm.
    const TableBuilder far = formedPlatoon(20);
    const GroupMovePlan march = planRed(far, Action::MarchInColumn);
    const QList<std::pair<QPointF, double>> men = placesAfter(march, far.s);
    for (const auto &[p, facing] : men)
        QCOMPARE(facing, 0.0);
    const auto [x, y] = filesAndRanks(men);
    QCOMPARE(x, (QList<double>{42, 45, 48}));
    QCOMPARE(y.size(), 4);
    for (int rank = 1; rank < 4; ++rank)
        QCOMPARE(y[rank] - y[rank - 1], 3.0);
    QVERIFY(y.first() < 160); // it went on towards him
    for (const FigureMove &m : march.moves)
        QVERIFY(m.costCm <= 25 + 1e-6);

    // Within range, in the open with room for the line: the march ends in a line.
    const TableBuilder near = formedPlatoon(100);
    const auto [lineX, lineY] =
        filesAndRanks(placesAfter(planRed(near, Action::MarchInColumn), near.s));
    QCOMPARE(lineX.size(), 4);
    QCOMPARE(lineY.size(), 3);
}

QTEST_MAIN(TestGroupMoves)
#include "tst_groupmoves.moc"
