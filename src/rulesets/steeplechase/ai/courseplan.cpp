// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/ai/courseplan.h"

#include "steeplechase/game/steeplechasegame.h"

#include <QLineF>

namespace ambuscade::steeplechase {

namespace {
constexpr double kOnBridgeCm = 2.0;
} // namespace

CoursePlan::CoursePlan(const SteeplechaseGame &game) : g(game), m_bridges(game.bridges()) {}

bool CoursePlan::waterBetween(const QPointF &a, const QPointF &b) const
{
    for (const LineEncounter &e : g.terrain().along(a, b, {TerrainKind::River, TerrainKind::Lake}))
        if (!e.onBridge)
            return true;
    return false;
}

double CoursePlan::toGo(const QPointF &p) const
{
    const QPointF emperor = g.emperor();
    if (!waterBetween(p, emperor))
        return QLineF(p, emperor).length();
    double best = 1e9;
    for (const QPointF &b : m_bridges)
        best = std::min(best, QLineF(p, b).length() + QLineF(b, emperor).length());
    return best;
}

QPointF CoursePlan::waypoint(const QPointF &p) const
{
    const QPointF emperor = g.emperor();
    if (!waterBetween(p, emperor) || m_bridges.isEmpty())
        return emperor;
    // On the bridge already: the water in the way is the river beneath him.
    QPointF best = m_bridges.first();
    for (const QPointF &b : m_bridges)
        if (QLineF(p, b).length() + QLineF(b, emperor).length() <
            QLineF(p, best).length() + QLineF(best, emperor).length())
            best = b;
    return QLineF(p, best).length() < kOnBridgeCm ? emperor : best;
}

} // namespace ambuscade::steeplechase
