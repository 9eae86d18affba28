// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchmark/median.h"
#include "game/opponent.h"
#include "scenario/scenario.h"

#include <QStringList>
#include <QTextStream>
#include <functional>
#include <optional>

namespace ambuscade {
class PaperRules;
class PlayRules;
class Ruleset;
class TableRules;
} // namespace ambuscade

namespace ambuscade::cli {

// Exit codes shared by every command.
enum ExitCode { Success = 0, InvalidInput = 1, UsageError = 2, OutputError = 3 };

struct Streams {
    QTextStream &out;
    QTextStream &err;
};

// What `play` and `simulate` are told: FILE [--seed N] [--turns T] [--games G]
// [--difficulty ID].
struct GameOptions {
    QString file;
    quint64 seed = 1;
    int turns = 0; // not given: the game's own limit (autoplay)
    int games = 100;
    QString difficulty;  // one of the rule set's (Ruleset::difficulties); empty: the scenario's
    SearchBudget search; // how long the "search" opponent thinks (takeSearchFlag)
};
// The "search" opponent's budget, for the commands that name opponents: --playouts N (per
// candidate order, repeatable), --budget SECONDS (a time per decision, when no playouts are
// given), --horizon TURNS (how far each playout looks; 0, the default, to the game's end).
// True when `flag` is one of them, *ok false when its value is not good.
bool takeSearchFlag(const QString &flag, const QString &value, SearchBudget *budget, bool *ok);
// False when an argument is unknown or malformed, or FILE is missing.
bool parseGameOptions(const QStringList &args, bool allowGames, GameOptions *options);
// The scenario made to start at the difficulty asked for (none asked: left as it is); false,
// with why on stderr, when its rule set offers no difficulty by that id.
bool applyDifficulty(const Ruleset &rules, const QString &difficulty, Scenario *scenario,
                     Streams io);

// A scenario a command reads, with its rule set, bound once as the file was read.
struct LoadedScenario {
    Scenario scenario;
    const Ruleset &rules;
};
// Loads a scenario, or lists its problems on stderr, one per line.
std::optional<LoadedScenario> loadOrReport(const QString &path, Streams io);
// The benchmarks' default: the first rule set this build knows that is played on a table
// (and plays games, when asked).
QString firstTableRuleset(bool plays);

// What the game benchmarks are told: [--ruleset ID] [COUNT_FLAG N] [--seed N].
struct GameBenchOptions {
    int count = 0; // side turns, steps, …: what COUNT_FLAG counts
    quint64 seed = 1;
    QString rulesetId = firstTableRuleset(true);
    QString file; // a scenario to play instead of the generated table (where allowed)
};
// False when an argument is unknown or malformed, or the count is not positive; a scenario
// file is taken only where `allowFile`.
bool parseGameBenchOptions(const QStringList &args, const char *countFlag,
                           GameBenchOptions *options, bool allowFile = false);
// The generated table the game benchmarks play, 500 figures a side in groups of 10, from the
// seed, every side the computer's.
Scenario gameBenchTable(const Ruleset &rules, quint64 seed);
// The play facet of the scenario's rule set if it plays games and the scenario can be played
// (the window's whyNotPlayable); otherwise null, with why on stderr (the file named `path`)
// and the exit code in *failure.
const PlayRules *playingRules(const LoadedScenario &loaded, const QString &path, Streams io,
                              ExitCode *failure);
// The paper facet of the scenario's rule set if it prints; otherwise null, with why on stderr.
const PaperRules *paperRules(const LoadedScenario &loaded, Streams io);
// The table facet of the scenario's rule set if it is played on a table measured in
// centimetres (sight lines, figures' reach); otherwise null, with why on stderr.
const TableRules *tableRules(const LoadedScenario &loaded, Streams io);

int runValidate(const QStringList &args, Streams io);
int runRender(const QStringList &args, Streams io);
int runRoster(const QStringList &args, Streams io);
int runLos(const QStringList &args, Streams io);
int runBench(const QStringList &args, Streams io);
int runInspect(const QStringList &args, Streams io);
int runPlay(const QStringList &args, Streams io);
int runLegal(const QStringList &args, Streams io);
int runOrders(const QStringList &args, Streams io);
int runEngine(const QStringList &args, Streams io);
int runSimulate(const QStringList &args, Streams io);
int runDuel(const QStringList &args, Streams io);
int runGameBench(const QStringList &args, Streams io);
int runTakeBackBench(const QStringList &args, Streams io);
int runRulesets(const QStringList &args, Streams io);

} // namespace ambuscade::cli
