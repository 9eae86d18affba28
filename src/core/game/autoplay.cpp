// SPDX-License-Identifier: GPL-3.0-or-later
#include "autoplay.h"

#include "game.h"
#include "opponent.h"
#include "rules/ruleset.h"

namespace ambuscade {

PlayedGame playOut(Game &game, const std::function<Opponent &(const QString &side)> &playerOf)
{
    while (!game.result().over)
        playStep(game, playerOf(game.step().side));
    PlayedGame played;
    played.turns = game.step().turn;
    played.winner = game.result().winner;
    const Scenario &end = game.state();
    for (const Side &side : end.sides)
        played.casualties.insert(side.id, 0);
    for (const Figure &f : end.figures)
        if (f.killed)
            ++played.casualties[f.side];
    played.log = game.log();
    played.end = end;
    return played;
}

PlayedGame autoplay(const Ruleset &rules, Scenario scenario, quint64 seed, int maxTurns)
{
    for (Side &side : scenario.sides)
        side.controller = Controller::Ai;
    // The game ends itself at its turn limit; the caller's limit is one more.
    int &limit = scenario.victory.turnLimit;
    limit = limit > 0 ? std::min(limit, maxTurns) : maxTurns;
    const std::unique_ptr<Game> game = rules.newGame(scenario, seed);
    const std::unique_ptr<Opponent> computer = rules.opponent(QStringLiteral("computer"));
    return playOut(*game, [&](const QString &) -> Opponent & { return *computer; });
}

} // namespace ambuscade
