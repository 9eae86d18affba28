// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/morale.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

namespace ambuscade::chosenmen {

// A unit's morale situation read off the table as it stands: its quality's base morale,
// its casualties (the killed and the wounded), its squad leader and officer lost, whether it
// is formed or supported by formed troops of its side within 6 in, in hard cover (most of its
// figures), with the colours (a man of it touching a colour bearer of its command), what its kind
// adds, and its casualties from artillery (men a gun struck, field artillery_casualty, while they
// count). What only a game knows (rallying, colours lost or taken) is left for the game to set;
// `afloat` says whether the unit is in a boat (marines then test at +1). `turn`: the game's turn,
// for minor wounds (0 outside a game: every minor wound on the table counts).
MoraleSituation moraleSituationOf(const Scenario &scenario, const geo::TableGeometry &geometry,
                                  const QString &group, bool afloat = false, int turn = 0);

// Whether a man counts as a casualty for his unit's morale in this turn (reading §3, §6):
// dead or taken, seriously wounded, or with a minor wound taken this turn or the turn before
// (its field `minor_turn`; a minor wound a scenario starts with counts in turn 1) unless his
// unit has a musician (`ignoresMinor`). A gun is no man: never a casualty, whatever its
// carriage has taken.
bool countsAsCasualty(const Figure &figure, int turn, bool ignoresMinor = false);
// Whether the unit has a musician on the table (its minor wounds are ignored, §6).
bool hasMusician(const Scenario &scenario, const QString &group);
// A unit's casualties for morale in this turn.
int unitCasualties(const Scenario &scenario, const QString &group, int turn);

} // namespace ambuscade::chosenmen
