// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/terraineffect.h"
#include "scenario/terrainkind.h"

namespace ambuscade::fiw {

// The rules' terrain table (reading §4): cover, sight, going and enclosure of each kind.
const geo::TerrainEffect &terrainEffect(TerrainKind kind);

// The distances of the sight and cover rules (reading §3 and §5).
const geo::SightRules &sightRules();

} // namespace ambuscade::fiw
