// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "game/game.h"
#include "game/opponent.h"
#include "rules/ruleset.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace ambuscade::cli {

// The computer's side turn on the geometry benchmark's generated table, 500 figures a side
// in groups of 10, every side run by the rule set's computer opponent. Prints the median of
// several side turns in one JSON object, with the rule set's own engine timings beside their
// baselines.
int runGameBench(const QStringList &args, Streams io)
{
    GameBenchOptions options;
    options.count = 6;
    const bool understood = parseGameBenchOptions(args, "--turns", &options);
    const Ruleset *rules = findRuleset(options.rulesetId);
    if (!understood || !rules) {
        io.err << "usage: ambuscade-cli bench-game [--ruleset ID] [--turns N] [--seed N]\n";
        return UsageError;
    }
    if (!rules->canPlay() || rules->surface() != SurfaceKind::Table) {
        io.err << options.rulesetId
               << ": bench-game plays games on a table; this rule set does not\n";
        return UsageError;
    }
    const int turns = options.count;
    const quint64 seed = options.seed;
    const Scenario table = gameBenchTable(*rules, seed);
    // A table of rank and file is no game of every rule set (a race wants couriers): then
    // there is nothing to measure, and a timing of nothing would mislead.
    if (const QString why = rules->whyNotPlayable(table); !why.isEmpty()) {
        io.err << options.rulesetId << ": bench-game has nothing to measure: the generated "
               << "table is no game of this rule set (" << why << ")\n";
        return UsageError;
    }
    const std::unique_ptr<Game> game = rules->newGame(table, seed);
    const std::unique_ptr<Opponent> computer = rules->opponent(QStringLiteral("computer"));
    std::vector<double> sideTurns;
    QElapsedTimer timer;
    // Each side turn: from its first step until the next side's begins.
    for (int n = 0; n < 2 * turns && !game->result().over; ++n) {
        const QString side = game->step().side;
        timer.start();
        while (!game->result().over && game->step().side == side)
            playStep(*game, *computer);
        sideTurns.push_back(timer.nsecsElapsed() / 1e6);
    }
    if (sideTurns.empty()) {
        io.err << options.rulesetId << ": bench-game has nothing to measure: the game ended "
               << "before a side's turn\n";
        return UsageError;
    }
    std::vector<double> sorted = sideTurns;
    std::sort(sorted.begin(), sorted.end());
    QJsonObject result{{QStringLiteral("ruleset"), rules->id()},
                       {QStringLiteral("figures"), int(table.figures.size())},
                       {QStringLiteral("groups"), int(table.groups.size())},
                       {QStringLiteral("side_turns"), int(sideTurns.size())},
                       {QStringLiteral("ai_side_turn_ms"), rounded(sorted[sorted.size() / 2], 2)},
                       {QStringLiteral("slowest_side_turn_ms"), rounded(sorted.back(), 2)},
                       {QStringLiteral("log_events"), game->log().size()}};
    const QJsonObject engine = rules->engineTimings(game->state());
    for (auto it = engine.begin(); it != engine.end(); ++it)
        result.insert(it.key(), it.value());
    io.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
