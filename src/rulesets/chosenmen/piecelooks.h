// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"

namespace ambuscade::chosenmen {

// How a Chosen Men figure looks: a letter for who leads or carries something, a red dot when
// wounded, a pennant while its unit retreats or flees; and the legend of those looks.
PieceStyle pieceStyle(const Scenario &scenario, const Figure &figure);
QList<LegendEntry> legend();

} // namespace ambuscade::chosenmen
