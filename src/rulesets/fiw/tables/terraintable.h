// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/tablegeometry.h"
#include "geometry/terraineffect.h"
#include "scenario/scenario.h"

namespace ambuscade::fiw {

// The rules' terrain table (reading §4): cover, sight, going and enclosure of each kind.
const geo::TerrainEffect &terrainEffect(TerrainKind kind);

// The distances of the sight and cover rules (reading §3 and §5).
const geo::SightRules &sightRules();

// Does a point stand in terrain that shortens command distance (woods, buildings)?
bool inEnclosedTerrain(const Scenario &scenario, const geo::TableGeometry &geometry,
                       const QPointF &p);

} // namespace ambuscade::fiw
