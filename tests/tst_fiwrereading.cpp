// SPDX-License-Identifier: GPL-3.0-or-later
// The FIW rules read once more (issue 18, its last pass): the winner of a melee *may* follow
// up (§11), a leader standing apart from his men is a group of his own (§1), and uncommanded
// formed groups keep company with the first group of their platoon to move (§8). Each case
// worked out from the rules' own numbers, with seeded dice.
#include "fiw/ai/followupchoice.h"
#include "fiw/game/fiwgame.h"
#include "fiw/procedures/melee.h"
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

// A game of that table in red's melee phase, on a seed where the brave, charging, beats the
// redcoat without a wound or kill (§11: the loser of every pair falls back 5 cm); `onTurn`
// is the side whose turn it is when the fight is fought.
std::unique_ptr<FiwGame> braveBeatsRedcoat(const Scenario &s, int onTurn)
{
    for (quint64 seed = 1; seed < 200; ++seed) {
        auto game = std::make_unique<FiwGame>(s, seed);
        while (game->sideIndex() != onTurn || game->phase() != Phase::Melee)
            game->advance();
        if (game->state().figures[0].position != s.figures[0].position ||
            game->state().figures[1].position != s.figures[1].position)
            continue; // the Actions table moved one of them first
        const int braves = game->field().groupIndex(QStringLiteral("braves"));
        const int redcoats = game->field().groupIndex(QStringLiteral("redcoats"));
        const MeleeResult r = game->melee(braves, redcoats);
        if (r.attackerWins == 1 && game->state().figures[1].onTable() &&
            !isWounded(game->state().figures[1]))
            return game;
    }
    return nullptr;
}

bool offered(const FiwGame &game, bool follow)
{
    const QList<GameAction> orders = game.legalActions();
    return std::any_of(orders.cbegin(), orders.cend(), [follow](const GameAction &a) {
        return a.kind == QLatin1String("follow-up") && a.actor == QLatin1String("braves") &&
               a.params.value(QStringLiteral("follow")) == follow;
    });
}

GameAction followUpOrder(bool follow)
{
    return {QStringLiteral("follow-up"),
            QStringLiteral("braves"),
            {{QStringLiteral("follow"), follow}},
            {}};
}
} // namespace

void TestFiwRereading::aWinnerOnTurnChoosesWhetherToFollowUp()
{
    // §11 "the winner may follow up": the beaten redcoat falls back 5 cm, from y 50 to 45;
    // the brave is asked, and standing, stays where he fought.
    const std::unique_ptr<FiwGame> game = braveBeatsRedcoat(braveOnRedcoat().s, 0);
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
    const std::unique_ptr<FiwGame> game = braveBeatsRedcoat(braveOnRedcoat().s, 0);
    QVERIFY(game);
    game->advance();
    QVERIFY(game->followUpChoices().isEmpty());
    QCOMPARE(game->state().figures[0].position, QPointF(40, 47.5));
}

void TestFiwRereading::aWinnerDefendingInTheEnemysTurnStandsItsGround()
{
    // The fight fought in blue's turn: the braves won it, but it is not theirs to move.
    const std::unique_ptr<FiwGame> game = braveBeatsRedcoat(braveOnRedcoat().s, 1);
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
    const std::unique_ptr<FiwGame> open = braveBeatsRedcoat(t.s, 0);
    QVERIFY(open);
    QVERIFY(decideFollowUp(*open, open->followUpChoices().first(), {}).follow);
    t.rect("wood", TerrainKind::Woods, QRectF(20, 48.5, 40, 20)); // the brave 4 cm inside
    const std::unique_ptr<FiwGame> wooded = braveBeatsRedcoat(t.s, 0);
    QVERIFY(wooded);
    const FollowUpDecision d = decideFollowUp(*wooded, wooded->followUpChoices().first(), {});
    QVERIFY(!d.follow);
    QVERIFY2(d.reason.contains(QLatin1String("cover")), qPrintable(d.reason));
}

QTEST_GUILESS_MAIN(TestFiwRereading)
#include "tst_fiwrereading.moc"
