// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"

namespace ambuscade::steeplechase {

// How a figure looks: a courier carries a badge; a mounted man a second one.
PieceStyle pieceStyle(const Scenario &scenario, const Figure &figure);
QList<LegendEntry> legend();

} // namespace ambuscade::steeplechase
