// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"

namespace ambuscade::steeplechase {

// How a figure looks: the country's people all stand on one side, so each kind of group has
// an icon of its own on a disc of its own colour; a courier, on his side's colour, carries
// his despatch on gold; a mounted man carries a badge.
PieceStyle pieceStyle(const Scenario &scenario, const Figure &figure);
// A line for the couriers, one for each kind of group in the order of the rules' table, and
// one for a mounted man.
QList<LegendEntry> legend();

} // namespace ambuscade::steeplechase
