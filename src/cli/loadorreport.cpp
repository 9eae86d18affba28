// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "io/scenarioreader.h"
#include "rules/ruleset.h"

namespace ambuscade::cli {

std::optional<Scenario> loadOrReport(const QString &path, Streams io)
{
    ScenarioLoadResult result = loadScenarioFile(path);
    for (const Problem &p : result.problems)
        io.err << path << ": " << p.toString() << '\n';
    io.err.flush();
    return std::move(result.scenario);
}

QString firstTableRuleset(bool plays)
{
    for (const QString &id : rulesetIds()) {
        const Ruleset *rules = findRuleset(id);
        if (rules->surface() == SurfaceKind::Table && (!plays || rules->canPlay()))
            return id;
    }
    return {};
}

const Ruleset *playingRuleset(const Scenario &scenario, const QString &path, Streams io,
                              ExitCode *failure)
{
    const Ruleset *rules = findRuleset(scenario.ruleset);
    if (!rules || !rules->canPlay()) {
        io.err << scenario.ruleset << ": this rule set plays no games in this version\n";
        *failure = UsageError;
        return nullptr;
    }
    // The window's own check: a file it will not start is not played here either.
    const QString why = rules->whyNotPlayable(scenario);
    if (!why.isEmpty()) {
        io.err << path << ": " << why << '\n';
        *failure = InvalidInput;
        return nullptr;
    }
    return rules;
}

const Ruleset *tableRuleset(const Scenario &scenario, Streams io)
{
    const Ruleset *rules = findRuleset(scenario.ruleset);
    if (rules && rules->surface() == SurfaceKind::Table)
        return rules;
    io.err << scenario.ruleset << ": this rule set is not played on a table of figures\n";
    return nullptr;
}

const Ruleset *printingRuleset(const Scenario &scenario, Streams io)
{
    const Ruleset *rules = findRuleset(scenario.ruleset);
    if (rules && rules->canPrint())
        return rules;
    io.err << scenario.ruleset << ": this rule set prints nothing in this version\n";
    return nullptr;
}

} // namespace ambuscade::cli
