// SPDX-License-Identifier: GPL-3.0-or-later
// The computer opponent's judgement (fiw/ai/tactics): what orders buy a group, where its fire
// goes, and that it only commands groups that gain by it, on small tables built for the
// purpose.
#include "fiw/ai/chargeodds.h"
#include "fiw/ai/computer.h"
#include "fiw/ai/tactics.h"
#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"
#include "io/scenarioreader.h"
#include "tablebuilder.h"
#include "testdata.h"

#include <QTest>
#include <map>

using namespace ambuscade;
using namespace ambuscade::fiw;

class TestTactics : public QObject
{
    Q_OBJECT
private slots:
    void volleysAreWorthOrdersFireAtWillIsNot();
    void ordersBuyLeaveToMoveAsTheGroupIsBestServed();
    void aDefenderMakesForTheObjectiveItMustDeny();
    void fireGoesWhereItHurtsMost();
    void theComputerCommandsOnlyWhatGainsByIt();
    void aPlayerCharacterPicksOffTheOfficer();
    void aChargeIsWeighedByItsOdds();
    void theComputerWeighsEachStepAfresh();
};

namespace {
// Four men of the faction 30 cm from two redcoats in the open, in each other's sight.
TableBuilder fourFacingTwo(const char *faction, bool raw = false)
{
    TableBuilder t(120, 90);
    for (int i = 0; i < 4; ++i) {
        const QByteArray id = "red" + QByteArray::number(i);
        t.figure(id.constData(), "red", {30, 36.0 + 4 * i}, 90);
        TableBuilder::set(t.s.figures.last(), "faction", faction);
        if (raw)
            TableBuilder::set(t.s.figures.last(), "class", "raw");
    }
    t.figure("b1", "blue", {60, 40}, 270).figure("b2", "blue", {60, 46}, 270);
    t.s.sides[1].controller = Controller::Player;
    return t;
}

int redGroup(const FiwGame &game)
{
    return game.field().groupIndex(QStringLiteral("red"));
}
} // namespace

void TestTactics::volleysAreWorthOrdersFireAtWillIsNot()
{
    // Rangers fire volleys on orders, every loaded man at his true band: twice the shots of
    // fire at will. Indians fire at will even on orders, and orders would make them keep
    // loading records: no fire gained. Standing alike, both gain alike by leave to move.
    FiwGame rangers(fourFacingTwo("ranger").s, 1);
    FiwGame indians(fourFacingTwo("indian").s, 1);
    QVERIFY(commandValue(rangers, redGroup(rangers), {}) >
            commandValue(indians, redGroup(indians), {}));
}

void TestTactics::ordersBuyLeaveToMoveAsTheGroupIsBestServed()
{
    // Indians (no volleys: orders buy them no fire) with an objective beyond the redcoats.
    // Seen in range they stand at risk factor 1, where five results in six are advice to
    // halt, stay or charge that orders let them ignore for the best way forward.
    Objectives beyond;
    beyond.ours = QPointF(110, 45);
    FiwGame seen(fourFacingTwo("indian").s, 1);
    QVERIFY(commandValue(seen, redGroup(seen), beyond) > 0);
    // With nothing to fear (risk factor 0: the only enemy hidden deep in a wood) the table
    // says carry on, plainly, on five dice in six: what the men carry on with is their
    // orders, so orders still buy the way forward.
    TableBuilder alone = fourFacingTwo("indian");
    alone.s.figures.removeLast();
    alone.s.figures.removeLast();
    alone.rect("wood", TerrainKind::Woods, QRectF(90, 0, 30, 90));
    alone.figure("hidden", "blue", {110, 45}, 270);
    FiwGame safe(alone.s, 1);
    QVERIFY(commandValue(safe, redGroup(safe), beyond) > 0);
    // With no objective and no enemy within reach, every way of moving is worth the same:
    // orders buy nothing.
    QCOMPARE(commandValue(safe, redGroup(safe), {}), 0.0);
}

void TestTactics::aDefenderMakesForTheObjectiveItMustDeny()
{
    // Indians 30 cm from two redcoats, on a side that wins by holding out. Standing, they
    // would give more fire than they take; but when the objective they must deny lies
    // beyond the redcoats, they go for it all the same, and when it lies behind them they
    // fall back on it.
    FiwGame game(fourFacingTwo("indian").s, 1);
    Objectives beyond;
    beyond.theirs = QPointF(110, 45);
    QCOMPARE(bestManoeuvre(game, redGroup(game), beyond).action, Action::AdvanceCharge);
    Objectives behind;
    behind.theirs = QPointF(0, 45);
    QCOMPARE(bestManoeuvre(game, redGroup(game), behind).action, Action::TakeCover);
    QCOMPARE(bestManoeuvre(game, redGroup(game), {}).action, Action::ContinueFacing);
    // A cm nearer is worth a hit: the 25 cm towards it outweigh the hit or so the advance
    // costs many times over.
    QVERIFY(bestManoeuvre(game, redGroup(game), beyond).value > 150);
    // Ground counts alike whether the side goes for the objective or denies it.
    Objectives ours;
    ours.ours = beyond.theirs;
    QCOMPARE(bestManoeuvre(game, redGroup(game), ours).value,
             bestManoeuvre(game, redGroup(game), beyond).value);
}

void TestTactics::fireGoesWhereItHurtsMost()
{
    // Two enemy groups in sight: one in the open at 30 cm, one behind a wall further off.
    TableBuilder t = fourFacingTwo("ranger");
    t.line("wall", TerrainKind::Wall, {{85, 60}, {85, 80}});
    ambuscade::Group behind;
    behind.id = QStringLiteral("behind");
    behind.side = QStringLiteral("blue");
    t.s.groups << behind;
    t.figure("w1", "blue", {87, 68}, 270).inGroup("behind");
    t.figure("w2", "blue", {87, 72}, 270).inGroup("behind");
    FiwGame game(t.s, 1);
    const auto [target, hits] = bestTarget(game, redGroup(game));
    QCOMPARE(target, game.field().groupIndex(QStringLiteral("blue")));
    QVERIFY(hits > 0);
}

void TestTactics::theComputerCommandsOnlyWhatGainsByIt()
{
    // The computer plays red: a hero leads rangers (worth orders: volleys) and militia, who
    // follow a ranger but fire at will, and stand unseen in a wood: orders would buy them
    // neither fire nor a better move than the table's carry on (stay where they are).
    TableBuilder t(120, 90);
    t.rect("wood", TerrainKind::Woods, QRectF(32.5, 20, 4.5, 40));
    t.figure("hero", "red", {30, 30}, 90).as("hero", "officer");
    TableBuilder::set(t.s.figures.last(), "faction", "ranger");
    ambuscade::Group militia;
    militia.id = QStringLiteral("militia");
    militia.side = QStringLiteral("red");
    t.s.groups << militia;
    for (int i = 0; i < 4; ++i) {
        const QByteArray ranger = "ranger" + QByteArray::number(i);
        t.figure(ranger.constData(), "red", {30, 36.0 + 4 * i}, 90);
        TableBuilder::set(t.s.figures.last(), "faction", "ranger");
        const QByteArray man = "militiaman" + QByteArray::number(i);
        t.figure(man.constData(), "red", {34, 36.0 + 4 * i}, 90).inGroup("militia");
        TableBuilder::set(t.s.figures.last(), "faction", "militia");
    }
    t.figure("b1", "blue", {60, 40}, 270).figure("b2", "blue", {60, 46}, 270);
    t.s.sides[0].controller = Controller::Ai;
    FiwGame game(t.s, 1);
    ComputerOpponent computer;
    QStringList commanded;
    while (const std::optional<GameAction> order = computer.decide(game)) {
        if (order->kind == fiw::orderkind::kCommand) {
            commanded << order->actor;
            QVERIFY(!order->reason.isEmpty()); // each order says why
        }
        QVERIFY(game.perform(*order).done);
    }
    // (Both were in reach and within his points: the militia were left by choice.)
    const CommandSession *session = game.commandSession();
    const CommandOption militiaOption =
        session->option(game.field().groupIndex(QStringLiteral("militia")));
    QVERIFY(militiaOption.inReach);
    QVERIFY(session->points() >= militiaOption.cost);
    QCOMPARE(commanded, QStringList{QStringLiteral("red")});
}

void TestTactics::aPlayerCharacterPicksOffTheOfficer()
{
    // A redcoat officer and a private side by side, 20 cm off in the open: the same chance
    // to hit, and the officer's fall costs his side its command.
    TableBuilder t(120, 90);
    t.figure("hawkeye", "red", {30, 45}, 90).as("hero", "player-character");
    t.figure("private", "blue", {50, 43}, 270);
    t.figure("captain", "blue", {50, 47}, 270).as("veteran", "officer");
    t.s.sides[1].controller = Controller::Player;
    FiwGame game(t.s, 1);
    while (game.phase() != Phase::Shooting)
        game.advance();
    const auto [mark, worth] = bestMark(game, 0);
    QCOMPARE(game.state().figures[mark].id, QStringLiteral("captain"));
    QVERIFY(worth > 0);
    QCOMPARE(bestMark(game, 1).first, -1); // not a player character
}

void TestTactics::aChargeIsWeighedByItsOdds()
{
    // Four rangers with muskets (melee 2) against four braves with war clubs (3): §11 gives the
    // braves +1 for the better weapon. Charging, the rangers win a pair on 10 of the 36 throws
    // (7 of them with a 5 or 6, a man hurt) and lose on 21 (11 hurting them), and are pushed
    // back: 4 × (7 − 11) / 36 hits, less half a hit. The braves charging: the other way round.
    TableBuilder t(120, 90);
    for (int i = 0; i < 4; ++i) {
        t.figure(qPrintable(QStringLiteral("ranger%1").arg(i)), "red", {30, 36.0 + 4 * i}, 90);
        t.figure(qPrintable(QStringLiteral("brave%1").arg(i)), "blue", {33, 36.0 + 4 * i}, 270,
                 "war-club");
    }
    const Battlefield field(t.s);
    const double expected = 4 * (7 - 11) / 36.0 - 0.5;
    QVERIFY(qFuzzyCompare(chargeWorth(field, 0, 1), expected));
    QVERIFY(qFuzzyCompare(chargeWorth(field, 1, 0), -expected));
}

void TestTactics::theComputerWeighsEachStepAfresh()
{
    // The computer keeps what it weighed within a step (each group's worth of commanding, for
    // every leader who can reach it) and must weigh again in the next, when men have moved,
    // fired and fallen. One opponent a side kept for the whole game gives the same orders,
    // worth the same, as a new opponent for every step.
    const ScenarioLoadResult loaded =
        loadScenarioFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json")));
    QVERIFY(loaded.scenario);
    const auto play = [&](bool newEachStep) {
        FiwGame game(*loaded.scenario, 3);
        std::map<QString, ComputerOpponent> kept; // by side
        QStringList orders;
        while (!game.over() && game.turn() <= 4) {
            ComputerOpponent fresh;
            ComputerOpponent &computer = newEachStep ? fresh : kept[game.sideId()];
            while (const std::optional<GameAction> order = computer.decide(game)) {
                orders << order->kind + u' ' + order->actor + u' ' + order->reason;
                game.perform(*order);
            }
            if (!game.over())
                game.perform(GameAction::next());
        }
        return orders;
    };
    const QStringList kept = play(false);
    QVERIFY(kept.filter(QStringLiteral("command ")).size() > 4); // commands in several turns
    QCOMPARE(kept, play(true));
}

QTEST_GUILESS_MAIN(TestTactics)
#include "tst_tactics.moc"
