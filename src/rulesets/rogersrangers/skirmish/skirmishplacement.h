// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QList>
#include <QPointF>
#include <QPolygonF>

namespace ambuscade::rogersrangers {

// Free places for figures and markers on a built skirmish table: on the table, out of water,
// buildings and the line of a wall, fence or fortification, and off every base placed so far.
class SkirmishPlacer
{
public:
    explicit SkirmishPlacer(const QList<TerrainFeature> &terrain);

    // `count` free places for bases, on a 3 cm grid, as near `anchor` as they come: inside
    // `zone` and on the anchor's side of a fortification's walls first, then anywhere in the
    // zone, then, should it be full, anywhere on the table. They are taken.
    QList<QPointF> takeSpots(const QPolygonF &zone, const QPointF &anchor, int count);
    // A place for a marker inside `zone`, well clear of the marker places taken before, as
    // near `anchor` as it comes (taken); the anchor itself when the zone has none.
    QPointF takeMarkerSpot(const QPolygonF &zone, const QPointF &anchor);

private:
    bool free(const QPointF &p) const;
    bool sameSideOfWalls(const QPointF &a, const QPointF &b) const;
    QList<QPointF> candidates(const QPolygonF &zone, const QPointF &anchor) const;

    QList<TerrainFeature> m_terrain;
    QList<QPointF> m_taken;
    QList<QPointF> m_markers;
};

// The heading, in degrees clockwise from the top of the table, that looks from `from` to `to`.
double facingTowards(const QPointF &from, const QPointF &to);

} // namespace ambuscade::rogersrangers
