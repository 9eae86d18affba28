// SPDX-License-Identifier: GPL-3.0-or-later
#include "opponent.h"

#include "game.h"

#include <algorithm>

namespace ambuscade {

QList<GameAction> Opponent::proposals(const Game &view, int)
{
    const std::optional<GameAction> order = decide(view);
    return order ? QList<GameAction>{*order} : QList<GameAction>{};
}

double Opponent::standing(const Game &game, const QString &side) const
{
    return casualtyStanding(game.state(), side);
}

double casualtyStanding(const Scenario &table, const QString &side, const ManLost &lost)
{
    double own = 0, ownLost = 0, enemies = 0, enemiesLost = 0;
    for (const Figure &f : table.figures) {
        const bool ours = f.side == side;
        (ours ? own : enemies) += 1;
        (ours ? ownLost : enemiesLost) += lost ? lost(f) : f.killed ? 1.0 : 0.0;
    }
    const double ownShare = own > 0 ? ownLost / own : 0;
    const double enemyShare = enemies > 0 ? enemiesLost / enemies : 0;
    return std::clamp(0.5 + 0.25 * (enemyShare - ownShare), 0.25, 0.75);
}

std::optional<GameAction> decideForSideOnTurn(const Game &game, Opponent &opponent)
{
    const std::unique_ptr<Game> view = game.sideView(game.sideOnTurn(), game.viewSeed());
    return opponent.decide(*view);
}

void playStep(Game &game, Opponent &opponent, int limit)
{
    std::optional<GameAction> refused; // the order the rules refused last
    for (int n = 0; n < limit && !game.result().over; ++n) {
        const std::optional<GameAction> order = decideForSideOnTurn(game, opponent);
        if (!order)
            break;
        if (game.perform(*order).done) {
            refused.reset();
            continue;
        }
        // Refused, nothing changed: asked again, an opponent that gives the same order would
        // give it for ever (a reviewer saw 100,000 asks, seconds of a frozen window).
        if (refused && refused->kind == order->kind && refused->actor == order->actor &&
            refused->params == order->params)
            break;
        refused = order;
    }
    if (!game.result().over)
        game.perform(GameAction::next());
}

void playSeatedStep(Game &game, Opponent &computer)
{
    const Side *side = game.state().side(game.step().side);
    if (side && side->controller == Controller::Ai)
        playStep(game, computer);
    else if (!game.result().over)
        game.perform(GameAction::next());
}

void playSeatedTurns(Game &game, Opponent &computer, int turns)
{
    const int last = game.step().turn + turns;
    while (!game.result().over && game.step().turn < last)
        playSeatedStep(game, computer);
}

} // namespace ambuscade
