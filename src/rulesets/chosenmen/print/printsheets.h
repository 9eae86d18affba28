// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"
#include "scenario/scenario.h"

namespace ambuscade::chosenmen {

// The roster to play from on paper: a section per side (only `sideId` when given), a table
// per unit with its quality and base morale, and per figure its weapon, ranges in inches and
// boxes to tick for loading and for minor and serious wounds.
print::Sheet rosterSheet(const Scenario &scenario, const QString &sideId = {});
// The rules' tables on two pages, made from the engine's own data: the turn of cards, the
// qualities, weapons, movement dice, morale, firing and melee modifiers and the wound die.
print::Sheet referenceSheet();

} // namespace ambuscade::chosenmen
