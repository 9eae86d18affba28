// SPDX-License-Identifier: GPL-3.0-or-later
#include "finishedscenario.h"

#include "boardreader.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "scenario/scenario.h"

namespace ambuscade {

Problems finishedScenarioProblems(const Ruleset &rules, const Scenario &scenario)
{
    Problems problems = finishedBoardProblems(scenario.board, &rules);
    if (const PlayRules *play = rules.play(); problems.isEmpty() && play) {
        const QString why = play->whyNotPlayable(scenario);
        if (!why.isEmpty())
            problems.append({QString(), why});
    }
    return problems;
}

} // namespace ambuscade
