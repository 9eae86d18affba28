// SPDX-License-Identifier: GPL-3.0-or-later
// The FIW rules read once more (issue 18, its last pass): the winner of a melee *may* follow
// up (§11), a leader standing apart from his men is a group of his own (§1), and uncommanded
// formed groups keep company with the first group of their platoon to move (§8). Each case
// worked out from the rules' own numbers, with seeded dice.
#include "fiw/ai/followupchoice.h"
#include "fiw/ai/groupmoves.h"
#include "fiw/ai/keepcompany.h"
#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"
#include "fiw/procedures/melee.h"
#include "fiw/procedures/shooting.h"
#include "tablebuilder.h"

#include <QJsonArray>
#include <QTest>

using namespace ambuscade;
using namespace ambuscade::fiw;

class TestFiwRereading : public QObject
{
    Q_OBJECT
private slots:
    void aWinnerOnTurnChoosesWhetherToFollowUp();
    void aWinnerLeftUnaskedFollowsUp();
    void aWinnerDefendingInTheEnemysTurnStandsItsGround();
    void theComputerStandsRatherThanLeaveCover();
    void aLeaderApartTakesOnlyTheShotsAimedAtHim();
    void aLeaderApartIsLeftBehindByHisGroupsMove();
    void formedGroupsStandingTogetherAreAPlatoon();
    void aGroupWithAdviceKeepsCompanyWithTheFirstToMove();
};

namespace {
// A hero brave with a war club touching a raw redcoat from the south; the braves (red) are
// a person's, the redcoats (blue) the computer's. Base diameter 2.5 cm: contact is 2.5 cm
// between centres.
TableBuilder braveOnRedcoat()
{
    TableBuilder t(120, 90);
    t.group("braves", "red");
    t.figure("B0", "red", {40, 52.5}, 0, "war-club").as("hero").inGroup("braves");
    t.group("redcoats", "blue");
    t.figure("R0", "blue", {40, 50}, 180).as("raw").inGroup("redcoats");
    return t;
}

// A game of that table at its first melee phase, on a seed where neither man moved before
// it and the fight it brings (§11: every contact is fought, the side on turn attacking) went
// the brave's way: the redcoat, beaten without a wound or kill, fell back 5 cm. Red moves
// first on the table as built; with the sides' order turned round, blue does.
std::unique_ptr<FiwGame> braveBeatsRedcoat(const Scenario &s)
{
    for (quint64 seed = 1; seed < 400; ++seed) {
        auto game = std::make_unique<FiwGame>(s, seed);
        while (game->phase() != Phase::Melee)
            game->advance();
        const Figure &brave = game->state().figures[0];
        const Figure &redcoat = game->state().figures[1];
        if (brave.position == s.figures[0].position &&
            redcoat.position == s.figures[1].position - QPointF(0, 5) && redcoat.onTable() &&
            !isWounded(redcoat))
            return game;
    }
    return nullptr;
}

bool offered(const FiwGame &game, bool follow)
{
    const QList<GameAction> orders = game.legalActions();
    return std::any_of(orders.cbegin(), orders.cend(), [follow](const GameAction &a) {
        return a.kind == fiw::orderkind::kFollowUp && a.actor == QLatin1String("braves") &&
               a.params.value(QStringLiteral("follow")) == follow;
    });
}

GameAction followUpOrder(bool follow)
{
    return {fiw::orderkind::kFollowUp,
            QStringLiteral("braves"),
            {{QStringLiteral("follow"), follow}},
            {}};
}
} // namespace

void TestFiwRereading::aWinnerOnTurnChoosesWhetherToFollowUp()
{
    // §11 "the winner may follow up": the beaten redcoat falls back 5 cm, from y 50 to 45;
    // the brave is asked, and standing, stays where he fought.
    const std::unique_ptr<FiwGame> game = braveBeatsRedcoat(braveOnRedcoat().s);
    QVERIFY(game);
    QCOMPARE(game->state().figures[1].position, QPointF(40, 45));
    QCOMPARE(game->state().figures[0].position, QPointF(40, 52.5));
    QCOMPARE(game->followUpChoices().size(), 1);
    QVERIFY(offered(*game, true));
    QVERIFY(offered(*game, false));
    // A choice kept in the game's file is still there when it is read back.
    QString error;
    const std::unique_ptr<FiwGame> resumed = FiwGame::fromJson(game->toJson(), &error);
    QVERIFY2(resumed, qPrintable(error));
    QCOMPARE(resumed->followUpChoices().size(), 1);

    QVERIFY(game->perform(followUpOrder(false)).done);
    QCOMPARE(game->state().figures[0].position, QPointF(40, 52.5));
    QVERIFY(game->followUpChoices().isEmpty());
    QVERIFY(!game->perform(followUpOrder(true)).done); // the choice is made once
    game->advance();
    QCOMPARE(game->state().figures[0].position, QPointF(40, 52.5));

    // Following, he steps after the redcoat into base contact again: 2.5 cm south of him.
    QVERIFY(resumed->perform(followUpOrder(true)).done);
    QCOMPARE(resumed->state().figures[0].position, QPointF(40, 47.5));
    QCOMPARE(resumed->state().figures[0].facing, 0.0); // towards the man he follows
}

void TestFiwRereading::aWinnerLeftUnaskedFollowsUp()
{
    // The side that says nothing before the melee phase ends follows up, as before.
    const std::unique_ptr<FiwGame> game = braveBeatsRedcoat(braveOnRedcoat().s);
    QVERIFY(game);
    game->advance();
    QVERIFY(game->followUpChoices().isEmpty());
    QCOMPARE(game->state().figures[0].position, QPointF(40, 47.5));
}

void TestFiwRereading::aWinnerDefendingInTheEnemysTurnStandsItsGround()
{
    // The fight fought in blue's turn: the braves won it, but it is not theirs to move.
    Scenario blueFirst = braveOnRedcoat().s;
    std::swap(blueFirst.sides[0], blueFirst.sides[1]);
    const std::unique_ptr<FiwGame> game = braveBeatsRedcoat(blueFirst);
    QVERIFY(game);
    QVERIFY(game->followUpChoices().isEmpty());
    QVERIFY(!game->perform(followUpOrder(true)).done);
    game->advance();
    QCOMPARE(game->state().figures[0].position, QPointF(40, 52.5));
    QCOMPARE(game->state().figures[1].position, QPointF(40, 45));
}

void TestFiwRereading::theComputerStandsRatherThanLeaveCover()
{
    // The brave fights from the edge of a wood (soft cover) and the redcoat falls back out
    // of it: following would leave the cover, so the computer stands; in the open it follows.
    TableBuilder t = braveOnRedcoat();
    const std::unique_ptr<FiwGame> open = braveBeatsRedcoat(t.s);
    QVERIFY(open);
    QVERIFY(decideFollowUp(*open, open->followUpChoices().first(), {}).follow);
    t.rect("wood", TerrainKind::Woods, QRectF(20, 48.5, 40, 20)); // the brave 4 cm inside
    const std::unique_ptr<FiwGame> wooded = braveBeatsRedcoat(t.s);
    QVERIFY(wooded);
    const FollowUpDecision d = decideFollowUp(*wooded, wooded->followUpChoices().first(), {});
    QVERIFY(!d.follow);
    QVERIFY2(d.reason.contains(QLatin1String("cover")), qPrintable(d.reason));
}

namespace {
// Four rangers with rifles 20 cm south of two redcoats (short range, in the open: a hit on 2
// or better on a D8); the redcoats' captain stands 30 cm east of his men, apart from them.
TableBuilder captainApart()
{
    TableBuilder t(120, 90);
    t.group("rangers", "red");
    for (int i = 0; i < 4; ++i)
        t.figure(qPrintable(QStringLiteral("r%1").arg(i)), "red", {30.0 + 3 * i, 70}, 0, "rifle")
            .inGroup("rangers");
    t.group("redcoats", "blue");
    t.figure("m0", "blue", {33, 47}, 180).inGroup("redcoats");
    t.figure("m1", "blue", {37, 47}, 180).inGroup("redcoats");
    t.figure("captain", "blue", {70, 47}, 180).as("veteran", "officer").inGroup("redcoats");
    return t;
}
} // namespace

void TestFiwRereading::aLeaderApartTakesOnlyTheShotsAimedAtHim()
{
    // §1 "otherwise they are groups of their own", §10 "officers within 5 cm count as
    // members": the rangers aim at the nearest man each sees, the two redcoats, and their
    // hits fall on those two only, never on the captain standing apart.
    const TableBuilder t = captainApart();
    int hits = 0;
    for (quint64 seed = 1; seed <= 40; ++seed) {
        Scenario state = t.s;
        const Battlefield field(state);
        QCOMPARE(field.group(3).apart, QList<int>{6});
        Dice dice(seed);
        const Fire fire = orderedFire(field, state, {0, 1, 2, 3}, 3, false, 0, dice);
        // Only once both redcoats have fallen is the captain, all that is left, shot at.
        const bool menStand = !state.figures[4].killed || !state.figures[5].killed;
        for (const Shot &shot : fire.shots) {
            if (menStand) {
                QVERIFY(shot.target != 6);
                QVERIFY(shot.struck != 6);
            }
            hits += shot.hit;
        }
    }
    QVERIFY(hits > 40); // the case was put to the test: four shots a volley, 7 in 8 hit
    // A ranger who stands nearest the captain aims at him, and his hit is the captain's.
    TableBuilder near = captainApart();
    near.s.figures[3].position = QPointF(70, 60);
    for (quint64 seed = 1; seed <= 40; ++seed) {
        Scenario state = near.s;
        const Battlefield field(state);
        Dice dice(seed);
        const Fire fire = orderedFire(field, state, {3}, 3, false, 0, dice);
        QCOMPARE(fire.shots.size(), 1);
        QCOMPARE(fire.shots.first().target, 6);
        if (fire.shots.first().hit)
            QCOMPARE(fire.shots.first().struck, 6);
    }
}

void TestFiwRereading::aLeaderApartIsLeftBehindByHisGroupsMove()
{
    // The redcoats run a full move (25 cm) from the rangers; their captain, a group of his
    // own, is not carried along. The computer brings him back towards his men: a full move
    // of 25 cm west, from x 70 to 45, on the way to stand 1 cm from m1.
    const TableBuilder t = captainApart();
    const Battlefield field(t.s);
    const GroupMovePlan run = planGroupMove(field, 3, Action::Run, 0);
    QCOMPARE(run.moves.size(), 2);
    for (const FigureMove &m : run.moves)
        QVERIFY(m.figure != 6);
    const std::optional<FigureMove> back = planRejoin(field, 6);
    QVERIFY(back);
    QCOMPARE(back->to, QPointF(45, 47));
    QCOMPARE(back->costCm, 25.0);
}

namespace {
// Two groups of four formed redcoats (red), "left" and "right", a rank each, their inner
// men 3.5 cm apart (1 cm edge to edge); the left group's sergeant at its end. A formed
// enemy stands 60 cm north of them, in musket range (long band: 120 cm).
TableBuilder twoGroupsOfAPlatoon(double gapCm = 3.5)
{
    TableBuilder t(160, 120);
    t.group("left", "red");
    t.group("right", "red");
    for (int i = 0; i < 4; ++i) {
        t.figure(qPrintable(QStringLiteral("l%1").arg(i)), "red", {40.0 + 3.5 * i, 90})
            .as("veteran", i == 0 ? "nco" : "plain", "formed")
            .inGroup("left");
        TableBuilder::set(t.s.figures.last(), "faction", "british-regular");
    }
    for (int i = 0; i < 4; ++i) {
        t.figure(qPrintable(QStringLiteral("r%1").arg(i)), "red",
                 {40.0 + 3 * 3.5 + gapCm + 3.5 * i, 90})
            .as("veteran", "plain", "formed")
            .inGroup("right");
        TableBuilder::set(t.s.figures.last(), "faction", "british-regular");
    }
    t.group("french", "blue");
    t.figure("f0", "blue", {60, 30}, 180).as("veteran", "plain", "formed").inGroup("french");
    return t;
}
} // namespace

void TestFiwRereading::formedGroupsStandingTogetherAreAPlatoon()
{
    // §8: "while the platoon stays within 5 cm and an officer or NCO is within 5 cm of it".
    const QList<QList<int>> together = platoonsOf(Battlefield(twoGroupsOfAPlatoon().s), "red");
    QCOMPARE(together, (QList<QList<int>>{{2, 3}}));
    // 8 cm between centres, 5.5 cm edge to edge: two groups, no platoon.
    QVERIFY(platoonsOf(Battlefield(twoGroupsOfAPlatoon(8).s), "red").isEmpty());
    // Without its sergeant (a plain man now) it is no platoon either.
    TableBuilder leaderless = twoGroupsOfAPlatoon();
    TableBuilder::set(leaderless.s.figures[0], "role", "plain");
    QVERIFY(platoonsOf(Battlefield(leaderless.s), "red").isEmpty());
}

void TestFiwRereading::aGroupWithAdviceKeepsCompanyWithTheFirstToMove()
{
    // On a seed where the left group (first of the platoon to move) deploys or advances and
    // the right group's result is the advice "halt facing", the right group does not halt:
    // it moves as the left group did, every man by the shift of the left group's centre.
    const Scenario s = twoGroupsOfAPlatoon().s;
    bool tried = false;
    for (quint64 seed = 1; seed < 400 && !tried; ++seed) {
        FiwGame game(s, seed);
        while (game.phase() != Phase::Reactions)
            game.advance();
        const QList<Reaction> &reactions = game.reactions();
        if (reactions.size() < 2 || reactions[1].result.action != Action::HaltFacing ||
            !reactions[1].result.advisory || reactions[0].result.action == Action::HaltFacing)
            continue;
        game.advance(); // into the movement phase: the table's moves are made
        QPointF leftShift;
        for (int m = 0; m < 4; ++m)
            leftShift += game.state().figures[m].position - s.figures[m].position;
        leftShift /= 4;
        if (std::hypot(leftShift.x(), leftShift.y()) < 1)
            continue;
        tried = true;
        for (int m = 4; m < 8; ++m) {
            const QPointF moved = game.state().figures[m].position - s.figures[m].position;
            QVERIFY2(std::hypot(moved.x() - leftShift.x(), moved.y() - leftShift.y()) < 0.5,
                     qPrintable(QStringLiteral("seed %1, man %2").arg(seed).arg(m)));
        }
    }
    QVERIFY(tried);
}

QTEST_GUILESS_MAIN(TestFiwRereading)
#include "tst_fiwrereading.moc"
