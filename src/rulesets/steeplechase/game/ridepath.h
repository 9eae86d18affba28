// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/preparedterrain.h"

#include <QList>
#include <QPointF>
#include <initializer_list>
#include <optional>

namespace ambuscade::steeplechase {

// What a straight line across the course meets, in the order met (reading §3): the going a
// rider must stop at, jump or risk. Areas (woods, buildings, rivers, rough ground, roads) are
// met where the line enters them; lines (walls, fences, hedges) where it crosses them.
struct LineEncounter {
    double atCm = 0;   // how far along the line
    double exitCm = 0; // where it leaves an area again (the line's end if it does not)
    int feature = -1;  // its index in Scenario::terrain
    TerrainKind kind = TerrainKind::Woods;
    bool onBridge = false; // a river entered where a road crosses it
    // A building entered at one of its doorways (any point of a building drawn without any).
    bool throughDoor = true;
};

// Where a line from inside a building crosses its outline: by a doorway, or at a wall away
// from every doorway (where he stays in).
struct BuildingExit {
    double atCm = 0;
    int feature = -1;
    bool throughDoor = true;
};

// Decided: a line passes a doorway when it crosses the outline within an inch of the door's
// point (reading §3 places a man leaving within 1 in of a door).
constexpr double kDoorwayReachCm = 2.54;

// The course's terrain, prepared once for questions along straight lines.
class RideTerrain
{
public:
    explicit RideTerrain(const Scenario &scenario);

    // Everything the line from `from` to `to` enters or crosses, nearest first. What `from`
    // already stands in is not met again. Given `only`, terrain of those kinds alone.
    QList<LineEncounter> along(const QPointF &from, const QPointF &to,
                               std::initializer_list<TerrainKind> only = {}) const;
    // Where the line from `from`, standing in a building, crosses its outline; nullopt when
    // it starts outside every building or stays inside.
    std::optional<BuildingExit> leaving(const QPointF &from, const QPointF &to) const;
    // Whether a point stands in terrain of that kind (an area), or within `reachCm` of it
    // (an area or a line).
    bool inside(const QPointF &p, TerrainKind kind) const;
    bool near(const QPointF &p, TerrainKind kind, double reachCm) const;
    // The feature of that kind nearest to the point within `reachCm`; -1 for none.
    int nearest(const QPointF &p, TerrainKind kind, double reachCm) const;

private:
    double distanceTo(const geo::Shape &shape, const QPointF &p) const;
    bool bridgedAt(const QPointF &p) const;
    bool atDoorway(int feature, const QPointF &p) const;

    std::vector<geo::Shape> m_shapes;
    std::vector<TerrainKind> m_kinds;    // by feature
    std::vector<QList<QPointF>> m_doors; // by feature: a building's doorways
};

// The course's bridges (roads over a river or lake), each as the middle of the road over the
// water, found on a grid over the table.
QList<QPointF> findBridges(const RideTerrain &terrain, const Table &table);

} // namespace ambuscade::steeplechase
