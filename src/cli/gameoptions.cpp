// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "geometry/randomtable.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"

namespace ambuscade::cli {

bool takeSearchFlag(const QString &flag, const QString &value, SearchBudget *budget, bool *ok)
{
    if (flag == QLatin1String("--playouts")) {
        budget->playouts = value.toInt(ok);
        *ok = *ok && budget->playouts >= 1;
    } else if (flag == QLatin1String("--budget")) {
        budget->seconds = value.toDouble(ok);
        *ok = *ok && budget->seconds > 0;
    } else if (flag == QLatin1String("--horizon")) {
        budget->horizonTurns = value.toInt(ok);
        *ok = *ok && budget->horizonTurns >= 0;
    } else
        return false;
    return true;
}

bool parseGameOptions(const QStringList &args, bool allowGames, GameOptions *options)
{
    for (int i = 0; i < args.size(); ++i) {
        bool ok = true;
        const bool hasValue = i + 1 < args.size();
        if (hasValue && takeSearchFlag(args[i], args[i + 1], &options->search, &ok))
            ++i;
        else if (args[i] == QLatin1String("--seed") && hasValue)
            options->seed = args[++i].toULongLong(&ok);
        else if (args[i] == QLatin1String("--turns") && hasValue) {
            options->turns = args[++i].toInt(&ok);
            ok = ok && options->turns >= 1; // given, at least one
        } else if (allowGames && args[i] == QLatin1String("--games") && hasValue)
            options->games = args[++i].toInt(&ok);
        else if (args[i] == QLatin1String("--difficulty") && hasValue) {
            options->difficulty = args[++i];
            ok = !options->difficulty.isEmpty();
        } else if (options->file.isEmpty() && !args[i].startsWith(QLatin1Char('-')))
            options->file = args[i];
        else
            return false;
        if (!ok)
            return false;
    }
    return !options->file.isEmpty() && options->games >= 1;
}

bool applyDifficulty(const Ruleset &rules, const QString &difficulty, Scenario *scenario,
                     Streams io)
{
    if (difficulty.isEmpty())
        return true;
    const QString why = whyNoDifficulty(rules, difficulty);
    if (!why.isEmpty()) {
        io.err << "--difficulty: " << why << '\n';
        return false;
    }
    *scenario = rules.play()->withDifficulty(std::move(*scenario), difficulty);
    return true;
}

bool parseGameBenchOptions(const QStringList &args, const char *countFlag,
                           GameBenchOptions *options, bool allowFile)
{
    for (int i = 0; i < args.size(); ++i) {
        bool ok = true;
        if (allowFile && options->file.isEmpty() && !args[i].startsWith(QLatin1Char('-'))) {
            options->file = args[i];
            continue;
        }
        if (i + 1 >= args.size())
            return false;
        if (args[i] == QLatin1String(countFlag))
            options->count = args[++i].toInt(&ok);
        else if (args[i] == QLatin1String("--seed"))
            options->seed = args[++i].toULongLong(&ok);
        else if (args[i] == QLatin1String("--ruleset"))
            options->rulesetId = args[++i];
        else
            return false;
        if (!ok)
            return false;
    }
    return options->count > 0;
}

Scenario gameBenchTable(const Ruleset &rules, quint64 seed)
{
    geo::RandomTableSpec spec = benchmarkTableSpec(rules, *rules.table());
    spec.seed = quint32(seed);
    Scenario table = geo::randomTable(spec);
    for (Side &side : table.sides)
        side.controller = Controller::Ai;
    return table;
}

} // namespace ambuscade::cli
