// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/tables/movementtable.h"
#include "geometry/tablegeometry.h"
#include "geometry/terraineffect.h"
#include "scenario/scenario.h"

namespace ambuscade::chosenmen {

// What each kind of terrain does under these rules: the shared geometry's columns (cover,
// sight, going), the column of the movement table it is rolled in, and whether it halves
// the move (woods, water and buildings, reading §4).
struct TerrainRow {
    geo::TerrainEffect effect;
    Ground ground;
    bool halvesMove;
    bool noCavalry; // cavalry may not enter buildings or dense woods
};
const TerrainRow &terrainRow(TerrainKind kind);
const geo::TerrainEffect &terrainEffect(TerrainKind kind);
const geo::SightRules &sightRules();

// The ground a figure stands on for its movement dice, and whether its move is halved there.
struct GroundAt {
    Ground ground = Ground::Open;
    bool halved = false;
};
GroundAt groundAt(const Scenario &scenario, const geo::TableGeometry &geometry, const QPointF &p);

} // namespace ambuscade::chosenmen
