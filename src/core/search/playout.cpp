// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/playout.h"

#include "game/autoplay.h"
#include "game/game.h"
#include "game/opponent.h"
#include "rules/playrules.h"

#include <algorithm>
#include <map>
#include <memory>

namespace ambuscade {

namespace {
// Orders one side may give in a step of a playout before it is made to end it: an
// opponent whose orders are refused would otherwise ask forever.
constexpr int kMostOrdersInStep = 1000;

void playStepOn(Game &game, Opponent &player)
{
    for (int n = 0; n < kMostOrdersInStep && !game.result().over; ++n) {
        const std::optional<GameAction> order = player.decide(game);
        if (!order)
            break;
        game.perform(*order);
    }
    if (!game.result().over)
        game.perform(GameAction::next());
}
} // namespace

double playOn(Game &game, const QString &side, const PlayRules &rules, int horizonTurns)
{
    const int last = game.step().turn + (horizonTurns > 0 ? horizonTurns : kSafetyTurns);
    std::map<QString, std::unique_ptr<Opponent>> players;
    while (!game.result().over && game.step().turn < last) {
        std::unique_ptr<Opponent> &player = players[game.sideOnTurn()];
        if (!player)
            player = rules.opponent(QLatin1String(kComputerOpponent));
        playStepOn(game, *player);
    }
    const GameResult result = game.result();
    if (result.over)
        return resultScore(result, side);
    std::unique_ptr<Opponent> &judge = players[side];
    if (!judge)
        judge = rules.opponent(QLatin1String(kComputerOpponent));
    return judge->standing(game, side);
}

double resultScore(const GameResult &result, const QString &side)
{
    if (result.winner.isEmpty())
        return 0.5;
    return result.winner == side ? 1 : 0;
}

} // namespace ambuscade
