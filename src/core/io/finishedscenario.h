// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "problem.h"

namespace ambuscade {

class Ruleset;
struct Scenario;

// What keeps a scenario that reads from being finished: its board's problems (spaces joined to
// nothing, its rule set's board checks), then, where its rule set plays, why no game can start
// on it (PlayRules::whyNotPlayable). `validate` refuses what the window and the CLI's commands
// would refuse, and says it the same way.
Problems finishedScenarioProblems(const Ruleset &rules, const Scenario &scenario);

} // namespace ambuscade
