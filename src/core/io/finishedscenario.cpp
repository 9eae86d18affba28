// SPDX-License-Identifier: GPL-3.0-or-later
#include "finishedscenario.h"

#include "boardreader.h"
#include "rules/ruleset.h"
#include "scenario/scenario.h"

namespace ambuscade {

Problems finishedScenarioProblems(const Scenario &scenario)
{
    const Ruleset *rules = findRuleset(scenario.ruleset);
    Problems problems = finishedBoardProblems(scenario.board, rules);
    if (problems.isEmpty() && rules && rules->canPlay()) {
        const QString why = rules->whyNotPlayable(scenario);
        if (!why.isEmpty())
            problems.append({QString(), why});
    }
    return problems;
}

} // namespace ambuscade
