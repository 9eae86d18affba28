// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's couriers: the one that plays to win, the greedy one and the random one.
#include "steeplechase/ai/couriers.h"

#include "game/dice.h"
#include "game/tablemoves.h"
#include "steeplechase/ai/courseplan.h"
#include "steeplechase/ai/outfitchoice.h"
#include "steeplechase/ai/ridechoice.h"
#include "steeplechase/ai/tactics.h"
#include "steeplechase/game/actionplaces.h"
#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/game/steeplechasegame.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ComputerCourier)
};

GameAction orderOf(const QList<GameAction> &legal, QLatin1String kind)
{
    for (const GameAction &a : legal)
        if (a.kind == kind)
            return a;
    return {};
}

// Whether the courier has already done what this step is for.
bool stepDone(const SteeplechaseGame &g, const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    return g.phase() == SteeplechaseGame::Phase::Movement ? r.moved || r.stayed : r.acted;
}

// Plays to win (see couriers.h).
class ComputerCourier final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override
    {
        const auto *g = dynamic_cast<const SteeplechaseGame *>(&game);
        const QString courier = g ? g->actingCourier() : QString();
        if (courier.isEmpty() || game.result().over)
            return std::nullopt;
        if (g->record(courier).choice)
            return answer(*g, courier);
        if (g->record(courier).rolledRide) // a ride dragged for him (the engine's, a file's)
            return RideOrders::rerollingAll(*g, courier);
        if (g->phase() == SteeplechaseGame::Phase::Setup)
            return g->record(courier).outfitted
                       ? std::nullopt
                       : std::optional(outfitOrder(courier, chooseOutfit(*g, courier)));
        if (stepDone(*g, courier))
            return std::nullopt;
        if (g->phase() == SteeplechaseGame::Phase::Movement)
            return move(*g, courier);
        return act(*g, courier);
    }

private:
    GameAction answer(const SteeplechaseGame &g, const QString &courier) const
    {
        const ChoiceWeighing w = weighChoice(g, courier);
        return {w.accept ? orderkind::kAccept : orderkind::kRefuse, courier, {}, w.reason};
    }

    // In the movement phase, for an opponent that thinks ahead: the order decide() gives,
    // then his ride if he would stay, and the same line ridden with a die fewer and a die
    // more (straight, without a turn). Elsewhere decide()'s order alone.
    QList<GameAction> proposals(const Game &game, int most) override
    {
        const auto *g = dynamic_cast<const SteeplechaseGame *>(&game);
        const QString courier = g ? g->actingCourier() : QString();
        if (courier.isEmpty() || game.result().over || g->record(courier).choice ||
            g->record(courier).rolledRide || g->phase() != SteeplechaseGame::Phase::Movement ||
            stepDone(*g, courier))
            return Opponent::proposals(game, most);
        const CoursePlan plan(*g);
        const RideChoice ride = chooseRide(*g, plan, courier);
        QList<GameAction> ways;
        if (auto stay = chooseToStay(*g, plan, courier, ride))
            ways << *stay;
        if (ride.dice == 0)
            return ways.mid(0, most);
        ways << rideOrder(courier, ride.dice, ride.toward, ride.jump, ride.reason, ride.turn);
        const QString name = g->state().figure(courier)->name;
        if (ride.dice > 1)
            ways << rideOrder(courier, ride.dice - 1, ride.toward, ride.jump,
                              Text::tr("%1 rides the same way with a die fewer.").arg(name));
        if (ride.dice < g->mostDiceNow(courier))
            ways << rideOrder(courier, ride.dice + 1, ride.toward, ride.jump,
                              Text::tr("%1 rides the same way with a die more.").arg(name));
        return ways.mid(0, most);
    }

    // A race stopped at a search's horizon: the place of the side's best courier still
    // racing, from 0.75 for the leader to 0.25 for the last (and for a side with none).
    double standing(const Game &game, const QString &side) const override
    {
        const auto *g = dynamic_cast<const SteeplechaseGame *>(&game);
        if (!g)
            return Opponent::standing(game, side);
        const QStringList order = g->raceOrder();
        for (int place = 0; place < order.size(); ++place)
            if (g->state().figure(order[place])->side == side)
                return order.size() == 1 ? 0.5 : 0.75 - 0.5 * place / double(order.size() - 1);
        return 0.25;
    }

    // His ride, or staying put for what only a man who did not move may do.
    std::optional<GameAction> move(const SteeplechaseGame &g, const QString &courier) const
    {
        // Made for each ride: the view it reads is gone once decide() returns, and the
        // bridges it holds the game found once.
        const CoursePlan plan(g);
        const RideChoice ride = chooseRide(g, plan, courier);
        if (auto stay = chooseToStay(g, plan, courier, ride))
            return stay;
        if (ride.dice == 0)
            return std::nullopt;
        return rideOrder(courier, ride.dice, ride.toward, ride.jump, ride.reason, ride.turn);
    }

    std::optional<GameAction> act(const SteeplechaseGame &g, const QString &courier) const;
};

// The first action that pays, in order of need: a prisoner's roll; a fight or a parley with
// whoever touches him; hiding from pursuers; his horse; his strength; a shot at a pursuer;
// an adventure or a boasting contest for boasts when nobody is after him.
std::optional<GameAction> ComputerCourier::act(const SteeplechaseGame &g,
                                               const QString &courier) const
{
    const QList<GameAction> legal = g.legalActions();
    const CourierRecord &r = g.record(courier);
    const auto pick = [&](QLatin1String kind, const QString &reason) -> std::optional<GameAction> {
        GameAction a = orderOf(legal, kind);
        if (a.kind.isEmpty())
            return std::nullopt;
        a.reason = reason;
        return a;
    };
    const QString name = g.state().figure(courier)->name;
    if (auto a =
            pick(orderkind::kPrisonerRoll, Text::tr("%1 tries his captors' patience.").arg(name)))
        return a;
    if (!g.enemiesTouching(courier).isEmpty())
        return fightOrParley(g, courier, legal);
    if (auto a =
            pick(orderkind::kReleasePrisoners,
                 Text::tr("%1 lets his prisoners go: they would hold him to one die.").arg(name)))
        return a;
    const bool chased = g.pursued(courier);
    if (chased)
        if (auto a = pick(orderkind::kHide, Text::tr("%1 hides from his pursuers.").arg(name)))
            return a;
    if (r.horseLoose) // his own (the first offered); a rival's is his rival's affair
        if (auto a = pick(orderkind::kCatchHorse, Text::tr("%1 goes after his horse.").arg(name)))
            return a;
    for (QLatin1String kind : {orderkind::kDrink, orderkind::kEat})
        if (auto a = pick(kind, Text::tr("%1 restores his strength.").arg(name)))
            return a;
    // Exhausted, or (having stayed for it) with a tired horse, he sleeps when nobody is after
    // him.
    const bool tired = r.courier.energy == Energy::Exhausted ||
                       (r.stayed && r.courier.mount == Mount::FatiguedHorse && !r.horseWounded);
    if (!chased && tired && !orderOf(legal, orderkind::kSleep).kind.isEmpty())
        return sleepOrder(g, courier);
    if (!chased)
        if (auto a =
                pick(orderkind::kFightFire, Text::tr("%1 fights the farmhouse fire.").arg(name)))
            return a;
    if (chased)
        if (auto a = pick(orderkind::kFirePistol,
                          Text::tr("%1 fires at his nearest pursuer.").arg(name)))
            return a;
    if (!chased) {
        // Neutral people and a monastery, before an adventure that is worth less.
        const RollTable *here = ActionPlaces(g, courier).adventureTable();
        if (auto a =
                chooseWithNeutrals(g, courier, legal, here ? tableWorth(g, courier, *here) : -1e9))
            return a;
        if (auto a = pick(orderkind::kAdventure,
                          Text::tr("%1 tries his luck here: boasts are to be won.").arg(name)))
            return a;
        if (!r.boastChits.isEmpty())
            if (auto a = pick(orderkind::kBoast,
                              Text::tr("%1 challenges a rival to a boasting contest.").arg(name)))
                return a;
    }
    return std::nullopt;
}

} // namespace

bool fightsAggressively(const SteeplechaseGame &g, const QString &courier)
{
    return g.enemiesTouching(courier).size() <= 2 && !g.record(courier).courier.wounded;
}

// A parley with a band he cannot beat; otherwise he fights, aggressively against one or two
// (each that falls brings the band nearer to being overcome), defensively against more.
std::optional<GameAction> fightOrParley(const SteeplechaseGame &g, const QString &courier,
                                        const QList<GameAction> &legal)
{
    const QList<int> enemies = g.enemiesTouching(courier);
    const QString name = g.state().figure(courier)->name;
    const QString band = g.state().figures[enemies.first()].group;
    const int strength = int(g.membersOf(band).size());
    for (const GameAction &a : legal)
        if (a.kind == orderkind::kParley &&
            a.params.value(QStringLiteral("group")).toString() == band && strength > 3)
            return GameAction{
                a.kind, courier, a.params,
                Text::tr("%1 parleys: %n are too many to fight.", "", strength).arg(name)};
    const bool boldly = fightsAggressively(g, courier);
    QJsonArray stances;
    for (int i = 0; i < enemies.size(); ++i)
        stances.append(boldly ? QStringLiteral("aggressive") : QStringLiteral("defensive"));
    return GameAction{
        orderkind::kFight,
        courier,
        {{QStringLiteral("stances"), stances}},
        boldly
            ? Text::tr("%1 fights to cut his way out.").arg(name)
            : Text::tr("%1 fights on the defence against %n.", "", int(enemies.size())).arg(name)};
}

GameAction rideOrder(const QString &courier, int dice, const QPointF &toward, bool jump,
                     const QString &reason, const std::optional<RideTurn> &turn)
{
    GameAction order{orderkind::kRide,
                     courier,
                     {{QStringLiteral("dice"), dice},
                      {QStringLiteral("to"), pointsJson({toward})},
                      {QStringLiteral("jump"), jump}},
                     reason};
    if (turn)
        order.params.insert(QStringLiteral("turn"),
                            QJsonObject{{QStringLiteral("at"), turn->atCm / kCmPerInch},
                                        {QStringLiteral("to"), pointsJson({turn->toward})}});
    return order;
}

std::unique_ptr<Opponent> courierOpponent(const QString &name)
{
    if (name == QLatin1String("computer"))
        return std::make_unique<ComputerCourier>();
    return simpleCourier(name);
}

} // namespace ambuscade::steeplechase
