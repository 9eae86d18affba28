// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/morale.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

namespace ambuscade::chosenmen {

// A unit's morale situation read off the table as it stands: its quality's base morale,
// its casualties (the killed and the wounded), its squad leader and officer lost, whether it
// is formed or supported by formed troops of its side within 6 in, in hard cover (most of its
// figures), with its colours, and what its kind adds. What only a game knows (rallying,
// colours lost or taken, artillery casualties) is left for the game to set; `afloat` says
// whether the unit is in a boat (marines then test at +1).
MoraleSituation moraleSituationOf(const Scenario &scenario, const geo::TableGeometry &geometry,
                                  const QString &group, bool afloat = false);

} // namespace ambuscade::chosenmen
