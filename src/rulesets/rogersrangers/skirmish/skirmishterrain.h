// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/skirmish/skirmishbattle.h"
#include "scenario/terrainfeature.h"

#include <QPolygonF>
#include <QStringList>

namespace ambuscade::rogersrangers {

// README §10, "The table": the ground of a skirmish, 120 × 90 cm, north at the top.

constexpr double kSkirmishWidthCm = 120;
constexpr double kSkirmishHeightCm = 90;
constexpr double kWaterStripCm = 12; // the river or lake along the west edge

struct SkirmishGround {
    QList<TerrainFeature> terrain;
    // Where the space's garrison stands (inside the fort, among the cabins); empty where the
    // space has neither and the garrison stands with the rest.
    QPolygonF garrisonArea;
    QPolygonF breastwork;  // the Ranger Camp's, when the battle is at the camp or it is there
    double westEdgeCm = 0; // where dry ground begins: the water strip's width, or 0
};

SkirmishGround skirmishGround(const SkirmishBattle &battle);

// The water a space's paths bring to its table, from the kinds of the paths that leave it:
// "lake" for a lake's (lake, lake-trail), else "river" for a river's (river, river-trail),
// else "".
QString skirmishWaterOf(const QStringList &pathKinds);

} // namespace ambuscade::rogersrangers
