// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "game/game.h"
#include "game/opponent.h"
#include "game/opponentnames.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace ambuscade::cli {

namespace {
// What bench-game plays: a scenario file as it is, or the generated table made a game of the
// rule set (TableRules::benchmarkGame), every side the computer's. Null play when there is
// nothing to measure, with why on stderr and the exit code in *failure.
struct BenchGame {
    const Ruleset *rules = nullptr;
    const PlayRules *play = nullptr;
    Scenario scenario;
};

BenchGame fromFile(const QString &path, Streams io, ExitCode *failure)
{
    std::optional<LoadedScenario> loaded = loadOrReport(path, io);
    if (!loaded) {
        *failure = InvalidInput;
        return {};
    }
    const PlayRules *play = playingRules(*loaded, path, io, failure);
    for (Side &side : loaded->scenario.sides)
        side.controller = Controller::Ai;
    return {&loaded->rules, play, std::move(loaded->scenario)};
}

BenchGame generated(const Ruleset &rules, Streams io, ExitCode *failure, quint64 seed)
{
    *failure = UsageError;
    const TableRules *table = rules.table();
    const PlayRules *play = rules.play();
    if (!play || !table) {
        io.err << rules.id() << ": bench-game generates tables; this rule set plays on "
               << "none (give it a scenario file to time)\n";
        return {};
    }
    Scenario game = table->benchmarkGame(gameBenchTable(rules, seed));
    // A timing of nothing would mislead.
    if (const QString why = play->whyNotPlayable(game); !why.isEmpty()) {
        io.err << rules.id() << ": bench-game has nothing to measure: the generated "
               << "table is no game of this rule set (" << why << ")\n";
        return {};
    }
    return {&rules, play, std::move(game)};
}

// Each side turn: from its first step until another side's, or the next turn's, begins; as
// many as the sides take in that many turns.
std::vector<double> timeSideTurns(Game &game, Opponent &computer, int turns, int sides)
{
    std::vector<double> sideTurns;
    QElapsedTimer timer;
    for (int n = 0; n < sides * turns && !game.result().over; ++n) {
        const GameStep first = game.step();
        timer.start();
        while (!game.result().over && game.step().side == first.side &&
               game.step().turn == first.turn)
            playStep(game, computer);
        sideTurns.push_back(timer.nsecsElapsed() / 1e6);
    }
    return sideTurns;
}
} // namespace

// The computer's side turn, every side run by the rule set's computer opponent: on a scenario
// file, or on the geometry benchmark's generated table (500 figures a side in groups of 10,
// or the rule set's own game made of it). Prints the median of several side turns in one
// JSON object, with the rule set's own engine timings beside their baselines.
int runGameBench(const QStringList &args, Streams io)
{
    GameBenchOptions options;
    options.count = 6;
    const bool parsed = parseGameBenchOptions(args, "--turns", &options, true);
    // The rule set named on the command line, when no file is given.
    const Ruleset *named = options.file.isEmpty() ? findRuleset(options.rulesetId) : nullptr;
    if (!parsed || (options.file.isEmpty() && !named)) {
        io.err << "usage: ambuscade-cli bench-game [FILE | --ruleset ID] [--turns N] "
                  "[--seed N]\n";
        return UsageError;
    }
    ExitCode failure = Success;
    const BenchGame bench = options.file.isEmpty() ? generated(*named, io, &failure, options.seed)
                                                   : fromFile(options.file, io, &failure);
    if (!bench.play)
        return failure;
    const std::unique_ptr<Game> game = bench.play->newGame(bench.scenario, options.seed);
    const std::unique_ptr<Opponent> computer =
        bench.play->opponent(QLatin1String(kComputerOpponent));
    const std::vector<double> sideTurns =
        timeSideTurns(*game, *computer, options.count, int(bench.scenario.sides.size()));
    if (sideTurns.empty()) {
        io.err << bench.rules->id() << ": bench-game has nothing to measure: the game ended "
               << "before a side's turn\n";
        return UsageError;
    }
    std::vector<double> sorted = sideTurns;
    std::sort(sorted.begin(), sorted.end());
    QJsonObject result{{QStringLiteral("ruleset"), bench.rules->id()},
                       {QStringLiteral("figures"), int(bench.scenario.figures.size())},
                       {QStringLiteral("groups"), int(bench.scenario.groups.size())},
                       {QStringLiteral("side_turns"), int(sideTurns.size())},
                       {QStringLiteral("ai_side_turn_ms"), rounded(sorted[sorted.size() / 2], 2)},
                       {QStringLiteral("slowest_side_turn_ms"), rounded(sorted.back(), 2)},
                       {QStringLiteral("log_events"), game->log().size()}};
    if (bench.rules->table()) {
        const QJsonObject engine = bench.play->engineTimings(game->state());
        for (auto it = engine.begin(); it != engine.end(); ++it)
            result.insert(it.key(), it.value());
    }
    io.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
