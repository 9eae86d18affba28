// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>

namespace ambuscade::steeplechase {

class SteeplechaseGame;

// What a courier planning his ride knows of the course: the bridges, and how far a point
// is from the Emperor for a rider who must cross the water by a bridge.
class CoursePlan
{
public:
    explicit CoursePlan(const SteeplechaseGame &game);

    // The way still to ride from p: straight to the Emperor, or by the best bridge when water
    // lies across the straight way.
    double toGo(const QPointF &p) const;
    // Where to point from p: the Emperor, or the bridge to ride for.
    QPointF waypoint(const QPointF &p) const;
    const QList<QPointF> &bridges() const { return m_bridges; }

private:
    bool waterBetween(const QPointF &a, const QPointF &b) const;

    const SteeplechaseGame &g;
    QList<QPointF> m_bridges;
};

} // namespace ambuscade::steeplechase
