// SPDX-License-Identifier: GPL-3.0-or-later
#include "opponent.h"

#include "game.h"

namespace ambuscade {

QList<GameAction> Opponent::proposals(const Game &view, int)
{
    const std::optional<GameAction> order = decide(view);
    return order ? QList<GameAction>{*order} : QList<GameAction>{};
}

std::optional<GameAction> decideForSideOnTurn(const Game &game, Opponent &opponent)
{
    const std::unique_ptr<Game> view = game.sideView(game.step().side, game.viewSeed());
    return opponent.decide(*view);
}

void playStep(Game &game, Opponent &opponent, int limit)
{
    for (int n = 0; n < limit && !game.result().over; ++n) {
        const std::optional<GameAction> order = decideForSideOnTurn(game, opponent);
        if (!order)
            break;
        game.perform(*order);
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
