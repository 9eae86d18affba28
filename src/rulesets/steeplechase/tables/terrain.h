// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/terraineffect.h"
#include "scenario/terrainkind.h"

namespace ambuscade::steeplechase {

// What each kind of terrain does to a ride (reading §3): woods may throw a rider and hide a
// courier; rivers and lakes stop everyone (a road over one is a bridge); a stream is
// difficult going (jumped or waded); walls, fences and hedges are barriers (jumped or
// climbed); buildings block sight and take no horses.
const geo::TerrainEffect &terrainEffect(TerrainKind kind);
// A patrol looks 90° ahead (45° either side of its facing); the other distances are FIW's
// in round inches.
const geo::SightRules &sightRules();

} // namespace ambuscade::steeplechase
