// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"
#include "scenario/scenario.h"

namespace ambuscade::rangercommandos {

// The raid on paper: the raiders of the scenario (every side, or one) with who plays each,
// his dock and his place in the turn; the installations with their counters; and a score
// card to fill in at the end.
print::Sheet rosterSheet(const Scenario &scenario, const QString &sideId = {});
// The rules on one page, every number the engine's: a step, the spinner and its chances,
// the alarm, the return, scoring and the set of counters.
print::Sheet referenceSheet();

} // namespace ambuscade::rangercommandos
