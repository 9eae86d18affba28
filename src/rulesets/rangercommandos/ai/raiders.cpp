// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's raiders: the one that weighs its walks, and the random yardstick.
#include "rangercommandos/ai/raiders.h"

#include "game/dice.h"
#include "rangercommandos/ai/walkchoice.h"
#include "rangercommandos/game/orderkinds.h"
#include "rangercommandos/game/rangercommandosgame.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rangercommandos {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RangerCommandosComputer)
};

GameAction spinOrder(const RangerCommandosGame &game)
{
    return {orderkind::kSpin, game.onTurn(), {}, {}};
}

GameAction walkOrder(const RangerCommandosGame &game, const Walk &walk, const QString &reason)
{
    return {orderkind::kWalk,
            game.onTurn(),
            {{QStringLiteral("to"), walk.end()},
             {QStringLiteral("path"), QJsonArray::fromStringList(walk.spaces)}},
            reason};
}

// The spin the step needs, if it still needs one: the first of the turn, or the alarm's.
bool needsSpin(const RangerCommandosGame &game)
{
    if (game.result().over)
        return false;
    if (game.inAlarm())
        return game.alarmSpins().size() < 3;
    return game.spunSegment() < 0;
}

class ComputerRaider final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override
    {
        const auto *raid = dynamic_cast<const RangerCommandosGame *>(&game);
        if (!raid)
            return std::nullopt;
        if (needsSpin(*raid))
            return spinOrder(*raid);
        if (raid->walksOffered().isEmpty())
            return std::nullopt;
        const WalkChoice choice = chooseWalk(*raid);
        return walkOrder(*raid, choice.walk, choice.reason);
    }
};

// Any walk offered, at random. Its own generator, seeded once, keeps a game repeatable.
class RandomRaider final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override
    {
        const auto *raid = dynamic_cast<const RangerCommandosGame *>(&game);
        if (!raid)
            return std::nullopt;
        if (needsSpin(*raid))
            return spinOrder(*raid);
        const QList<Walk> &walks = raid->walksOffered();
        if (walks.isEmpty())
            return std::nullopt;
        return walkOrder(*raid, walks[m_dice.roll(int(walks.size())) - 1],
                         Text::tr("Random: any walk will do."));
    }

private:
    Dice m_dice{0x5eed};
};

} // namespace

std::unique_ptr<Opponent> raiderOpponent(const QString &name)
{
    if (name == QLatin1String("computer"))
        return std::make_unique<ComputerRaider>();
    if (name == QLatin1String("random"))
        return std::make_unique<RandomRaider>();
    return nullptr;
}

} // namespace ambuscade::rangercommandos
