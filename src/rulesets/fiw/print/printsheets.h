// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"
#include "scenario/scenario.h"

namespace ambuscade::fiw {

// The roster to play from on paper: a section per side (only `sideId` when given), a table
// per group with each figure's profile, and boxes to tick for wounds, loading, deaths, the
// group's tenths lost and its status.
print::Sheet rosterSheet(const Scenario &scenario, const QString &sideId = {});

// One or two pages of the rules' tables, made from the engine's own data: the turn
// sequence, weapons, to-hit and damage, both Actions tables (advice in italics), the risk
// factors and the command rules.
print::Sheet referenceSheet();

} // namespace ambuscade::fiw
