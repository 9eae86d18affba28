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
        std::unique_ptr<Opponent> &player = players[game.step().side];
        if (!player)
            player = rules.opponent(QLatin1String(kComputerOpponent));
        playStepOn(game, *player);
    }
    const GameResult result = game.result();
    return result.over ? resultScore(result, side) : horizonScore(game.state(), side);
}

double resultScore(const GameResult &result, const QString &side)
{
    if (result.winner.isEmpty())
        return 0.5;
    return result.winner == side ? 1 : 0;
}

double horizonScore(const Scenario &table, const QString &side)
{
    int own = 0, ownLost = 0, enemies = 0, enemiesLost = 0;
    for (const Figure &f : table.figures) {
        const bool ours = f.side == side;
        ++(ours ? own : enemies);
        if (f.killed)
            ++(ours ? ownLost : enemiesLost);
    }
    const double ownShare = own > 0 ? double(ownLost) / own : 0;
    const double enemyShare = enemies > 0 ? double(enemiesLost) / enemies : 0;
    return std::clamp(0.5 + 0.25 * (enemyShare - ownShare), 0.25, 0.75);
}

} // namespace ambuscade
