// SPDX-License-Identifier: GPL-3.0-or-later
// The yardsticks a computer courier is measured against (`duel`).
#include "steeplechase/ai/tactics.h"

#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"

#include "game/dice.h"
#include "game/tablemoves.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QtMath>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ComputerCourier)
};

// The greedy courier's outfit: what makes him fastest (a superb horse, and an excellent
// horseman's jumps), bread to keep going.
GameAction fastestOutfit(const QString &courier)
{
    return {orderkind::kOutfit,
            courier,
            {{QStringLiteral("ability"), idOf(Ability::ExcellentHorseman)},
             {QStringLiteral("items"), QJsonArray{idOf(Item::SuperbHorse), idOf(Item::Bread)}}},
            Text::tr("Greedy: the fastest outfit.")};
}

// The most dice, straight at the Emperor; of the actions only a prisoner's roll, his horse,
// and the fight the rules force on him; every offer accepted.
class GreedyCourier final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override
    {
        const auto *g = dynamic_cast<const SteeplechaseGame *>(&game);
        const QString courier = g ? g->actingCourier() : QString();
        if (courier.isEmpty() || game.result().over)
            return std::nullopt;
        const CourierRecord &r = g->record(courier);
        if (g->phase() == SteeplechaseGame::Phase::Setup)
            return r.outfitted ? std::nullopt : std::optional(fastestOutfit(courier));
        if (r.choice)
            return GameAction{orderkind::kAccept, courier, {}, {}};
        if (r.rolledRide)
            return RideOrders::rerollingAll(*g, courier);
        if (g->phase() == SteeplechaseGame::Phase::Movement)
            return r.moved || g->mostDiceNow(courier) == 0
                       ? std::nullopt
                       : std::optional(rideOrder(courier, g->mostDiceNow(courier), g->emperor(),
                                                 true,
                                                 Text::tr("Greedy: every die, straight on.")));
        if (r.acted)
            return std::nullopt;
        for (const GameAction &a : g->legalActions())
            if (a.kind == orderkind::kPrisonerRoll || a.kind == orderkind::kCatchHorse)
                return a;
        return std::nullopt;
    }
};

// Every free choice at random: the dice, the bearing, whether to act and how, the answer to
// an offer. Its own generator, seeded once, keeps a race repeatable.
class RandomCourier final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override
    {
        const auto *g = dynamic_cast<const SteeplechaseGame *>(&game);
        const QString courier = g ? g->actingCourier() : QString();
        if (courier.isEmpty() || game.result().over)
            return std::nullopt;
        const CourierRecord &r = g->record(courier);
        if (g->phase() == SteeplechaseGame::Phase::Setup) {
            const QList<GameAction> outfits = g->outfitsOffered(courier);
            return outfits.isEmpty() ? std::nullopt
                                     : std::optional(outfits[m_dice.roll(int(outfits.size())) - 1]);
        }
        if (r.choice)
            return GameAction{
                m_dice.roll(2) == 1 ? orderkind::kAccept : orderkind::kRefuse, courier, {}, {}};
        if (r.rolledRide)
            return RideOrders::rerollingAll(*g, courier);
        if (g->phase() == SteeplechaseGame::Phase::Movement) {
            const int most = g->mostDiceNow(courier);
            if (r.moved || most == 0)
                return std::nullopt;
            const double a = qDegreesToRadians(double(m_dice.roll(360)));
            const QPointF at = g->state().figure(courier)->position;
            return rideOrder(courier, m_dice.roll(most),
                             at + QPointF(std::sin(a), -std::cos(a)) * 10, m_dice.roll(2) == 1,
                             Text::tr("Random."));
        }
        if (r.acted)
            return std::nullopt;
        QList<GameAction> legal = g->legalActions(); // "next" last among them
        const GameAction pick = legal[m_dice.roll(int(legal.size())) - 1];
        return pick.isNext() ? std::nullopt : std::optional(pick);
    }

private:
    Dice m_dice{0x5eed};
};
} // namespace

std::unique_ptr<Opponent> simpleCourier(const QString &name)
{
    if (name == QLatin1String("greedy"))
        return std::make_unique<GreedyCourier>();
    if (name == QLatin1String("random"))
        return std::make_unique<RandomCourier>();
    return nullptr;
}

} // namespace ambuscade::steeplechase
