// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "io/scenarioreader.h"
#include "rules/paperrules.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"

namespace ambuscade::cli {

std::optional<LoadedScenario> loadOrReport(const QString &path, Streams io)
{
    ScenarioLoadResult result = loadScenarioFile(path);
    for (const Problem &p : result.problems)
        io.err << path << ": " << p.toString() << '\n';
    io.err.flush();
    if (!result.scenario)
        return std::nullopt;
    return LoadedScenario{std::move(*result.scenario), *result.rules};
}

QString firstTableRuleset(bool plays)
{
    for (const Ruleset *rules : registeredRulesets()) {
        if (rules->table() && (!plays || rules->play()))
            return rules->id();
    }
    return {};
}

const PlayRules *playingRules(const LoadedScenario &loaded, const QString &path, Streams io,
                              ExitCode *failure)
{
    const PlayRules *rules = loaded.rules.play();
    if (!rules) {
        io.err << loaded.scenario.ruleset << ": this rule set plays no games in this version\n";
        *failure = UsageError;
        return nullptr;
    }
    // The window's own check: a file it will not start is not played here either.
    const QString why = rules->whyNotPlayable(loaded.scenario);
    if (!why.isEmpty()) {
        io.err << path << ": " << why << '\n';
        *failure = InvalidInput;
        return nullptr;
    }
    return rules;
}

const TableRules *tableRules(const LoadedScenario &loaded, Streams io)
{
    if (const TableRules *rules = loaded.rules.table())
        return rules;
    io.err << loaded.scenario.ruleset << ": this rule set is not played on a table of figures\n";
    return nullptr;
}

const PaperRules *paperRules(const LoadedScenario &loaded, Streams io)
{
    if (const PaperRules *rules = loaded.rules.paper())
        return rules;
    io.err << loaded.scenario.ruleset << ": this rule set prints nothing in this version\n";
    return nullptr;
}

} // namespace ambuscade::cli
