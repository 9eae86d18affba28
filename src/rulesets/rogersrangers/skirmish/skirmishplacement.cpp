// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/skirmish/skirmishplacement.h"

#include "rogersrangers/skirmish/skirmishterrain.h"

#include <QLineF>
#include <algorithm>
#include <cmath>

namespace ambuscade::rogersrangers {

namespace {
constexpr double kGridCm = 3;          // a 2.5 cm base with a little air round it
constexpr double kMarkerApartCm = 6;   // markers are told apart at a glance
constexpr double kClearOfLineCm = 2.0; // a base's radius and a little more off a wall's line

bool isBarrier(TerrainKind kind)
{
    return kind == TerrainKind::Wall || kind == TerrainKind::Fence || kind == TerrainKind::Hedge ||
           kind == TerrainKind::FallenTree || kind == TerrainKind::Fortification;
}

bool isNoStanding(TerrainKind kind)
{
    return kind == TerrainKind::Building || kind == TerrainKind::River || kind == TerrainKind::Lake;
}
} // namespace

SkirmishPlacer::SkirmishPlacer(const QList<TerrainFeature> &terrain) : m_terrain(terrain) {}

bool SkirmishPlacer::free(const QPointF &p) const
{
    const double r = Figure::kDefaultBaseCm / 2;
    if (p.x() < r || p.y() < r || p.x() > kSkirmishWidthCm - r || p.y() > kSkirmishHeightCm - r)
        return false;
    for (const TerrainFeature &t : m_terrain) {
        if (isNoStanding(t.kind) &&
            (t.outline().containsPoint(p, Qt::OddEvenFill) || t.distanceToOutline(p) < r + 0.2))
            return false;
        if (isBarrier(t.kind) && t.distanceToOutline(p) < kClearOfLineCm)
            return false;
    }
    return std::none_of(m_taken.cbegin(), m_taken.cend(),
                        [&](const QPointF &q) { return QLineF(p, q).length() < kGridCm - 0.01; });
}

// Whether two points are on the same side of every fortification's walls.
bool SkirmishPlacer::sameSideOfWalls(const QPointF &a, const QPointF &b) const
{
    return std::all_of(m_terrain.cbegin(), m_terrain.cend(), [&](const TerrainFeature &t) {
        return t.kind != TerrainKind::Fortification ||
               t.outline().containsPoint(a, Qt::OddEvenFill) ==
                   t.outline().containsPoint(b, Qt::OddEvenFill);
    });
}

// The grid's points inside the zone, nearest the anchor first: those on the anchor's side of
// the walls (a group is not split by a fort's wall), then the rest of the zone's, then the
// rest of the table's.
QList<QPointF> SkirmishPlacer::candidates(const QPolygonF &zone, const QPointF &anchor) const
{
    QList<QPointF> together, inZone, elsewhere;
    for (double y = kGridCm / 2; y < kSkirmishHeightCm; y += kGridCm)
        for (double x = kGridCm / 2; x < kSkirmishWidthCm; x += kGridCm) {
            const QPointF p(x, y);
            if (!zone.containsPoint(p, Qt::OddEvenFill))
                elsewhere << p;
            else
                (sameSideOfWalls(p, anchor) ? together : inZone) << p;
        }
    const auto nearer = [&](const QPointF &a, const QPointF &b) {
        const double da = QLineF(anchor, a).length(), db = QLineF(anchor, b).length();
        return da != db ? da < db : (a.y() != b.y() ? a.y() < b.y() : a.x() < b.x());
    };
    for (QList<QPointF> *list : {&together, &inZone, &elsewhere})
        std::sort(list->begin(), list->end(), nearer);
    return together + inZone + elsewhere;
}

QList<QPointF> SkirmishPlacer::takeSpots(const QPolygonF &zone, const QPointF &anchor, int count)
{
    QList<QPointF> spots;
    for (const QPointF &p : candidates(zone, anchor)) {
        if (spots.size() == count)
            break;
        if (free(p)) {
            spots << p;
            m_taken << p;
        }
    }
    return spots;
}

QPointF SkirmishPlacer::takeMarkerSpot(const QPolygonF &zone, const QPointF &anchor)
{
    for (const QPointF &p : candidates(zone, anchor)) {
        if (!zone.containsPoint(p, Qt::OddEvenFill))
            break;
        const bool clear =
            free(p) && std::none_of(m_markers.cbegin(), m_markers.cend(), [&](const QPointF &q) {
                return QLineF(p, q).length() < kMarkerApartCm;
            });
        if (clear) {
            m_markers << p;
            return p;
        }
    }
    m_markers << anchor;
    return anchor;
}

double facingTowards(const QPointF &from, const QPointF &to)
{
    const double degrees = std::atan2(to.x() - from.x(), from.y() - to.y()) * 180 / M_PI;
    return std::fmod(degrees + 360, 360);
}

} // namespace ambuscade::rogersrangers
