// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"
#include "scenario/scenario.h"

namespace ambuscade::steeplechase {

// The race on paper: a courier sheet per courier of the side (every side when `sideId` is
// empty) with his ability, items, horse, energy track, missive and chit tally, then the
// groups the rules run with their size and dice. Every number is the engine's.
print::Sheet rosterSheet(const Scenario &scenario, const QString &sideId = {});
// Every table of the rules, made from the engine's own data: the turn, movement and energy,
// the actions and fighting, the groups, and each table read with a die.
print::Sheet referenceSheet();

} // namespace ambuscade::steeplechase
