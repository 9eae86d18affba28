// SPDX-License-Identifier: GPL-3.0-or-later
#include "autoplay.h"

#include "fiwgame.h"

namespace ambuscade::fiw {

AutoplayResult autoplay(Scenario scenario, quint64 seed, int maxTurns)
{
    for (Side &side : scenario.sides)
        side.controller = Controller::Ai;
    // The game ends itself at its turn limit; the caller's limit is one more.
    int &limit = scenario.victory.turnLimit;
    limit = limit > 0 ? std::min(limit, maxTurns) : maxTurns;
    FiwGame game(std::move(scenario), seed);
    while (!game.over())
        game.advance();
    AutoplayResult result;
    result.turns = game.turn();
    const Scenario &end = game.state();
    result.winner = game.winner();
    for (const Side &side : end.sides)
        result.casualties.insert(side.id, 0);
    for (const Figure &f : end.figures)
        if (f.killed)
            ++result.casualties[f.side];
    result.log = game.log();
    result.end = end;
    return result;
}

} // namespace ambuscade::fiw
