// SPDX-License-Identifier: GPL-3.0-or-later
#include "autoplay.h"

#include "game.h"
#include "opponent.h"
#include "rules/playrules.h"

#include <map>

namespace ambuscade {

namespace {
// A side's player, counting the orders it gives: a side whose player gives none (one the
// rules move for it) makes no decision of its own.
class CountedPlayer final : public Opponent
{
public:
    CountedPlayer(Opponent &player, int *given) : m_player(player), m_given(given) {}
    std::optional<GameAction> decide(const Game &view) override
    {
        std::optional<GameAction> order = m_player.decide(view);
        if (order && !order->isNext())
            ++*m_given;
        return order;
    }

private:
    Opponent &m_player;
    int *m_given;
};
} // namespace

PlayedGame playOut(Game &game, const std::function<Opponent &(const QString &side)> &playerOf)
{
    QHash<QString, int> orders;
    while (!game.result().over) {
        const QString side = game.sideOnTurn();
        CountedPlayer counted(playerOf(side), &orders[side]);
        playStep(game, counted);
    }
    PlayedGame played = playedGame(game);
    played.orders = orders;
    return played;
}

PlayedGame playedGame(const Game &game)
{
    PlayedGame played;
    played.turns = game.step().turn;
    const GameResult result = game.result();
    played.winner = result.winner;
    played.decidedBy = result.decidedBy;
    played.condition = result.condition;
    played.broken = result.broken;
    played.brokenBy = result.brokenBy;
    played.incidents = game.incidents();
    played.measures = game.measures();
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

Scenario withTurnLimit(const PlayRules &rules, Scenario scenario, int maxTurns)
{
    // The game ends itself at its turn limit, the scenario's or its rules' own, else at the
    // safety net; the caller's limit, when he gives one, may end it sooner, never later.
    int &limit = scenario.victory.turnLimit;
    if (limit <= 0)
        limit = rules.defaultTurnLimit();
    if (limit <= 0)
        limit = maxTurns > 0 ? maxTurns : kSafetyTurns;
    else if (maxTurns > 0)
        limit = std::min(limit, maxTurns);
    return scenario;
}

std::optional<PlayedGame>
autoplayWith(const PlayRules &rules, Scenario scenario, quint64 seed, int maxTurns,
             const std::function<QString(const QString &side)> &opponentOf,
             const SearchBudget &search)
{
    for (Side &side : scenario.sides)
        side.controller = Controller::Ai;
    scenario = withTurnLimit(rules, std::move(scenario), maxTurns);
    // One opponent of its own for each side: an opponent remembers its step.
    std::map<QString, std::unique_ptr<Opponent>> players;
    for (const Side &side : scenario.sides) {
        players[side.id] = rules.opponent(opponentOf(side.id), search);
        if (!players[side.id])
            return std::nullopt;
    }
    const std::unique_ptr<Game> game = rules.newGame(scenario, seed);
    // A side the game brings on in play (one met only once the game is under way) is played by
    // the opponent its id is given, or by the computer.
    return playOut(*game, [&](const QString &side) -> Opponent & {
        std::unique_ptr<Opponent> &player = players[side];
        if (!player)
            player = rules.opponent(opponentOf(side), search);
        if (!player)
            player = rules.opponent(QStringLiteral("computer"));
        return *player;
    });
}

PlayedGame autoplay(const PlayRules &rules, Scenario scenario, quint64 seed, int maxTurns)
{
    return *autoplayWith(rules, std::move(scenario), seed, maxTurns,
                         [](const QString &) { return QStringLiteral("computer"); });
}

} // namespace ambuscade
