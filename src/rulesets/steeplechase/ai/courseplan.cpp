// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/ai/courseplan.h"

#include "steeplechase/game/steeplechasegame.h"

#include <QLineF>

namespace ambuscade::steeplechase {

namespace {
// The course is searched for bridges on a grid this fine; bridge points closer than the
// merge distance are one bridge.
constexpr double kGridCm = 1.0;
constexpr double kMergeCm = 10.0;
constexpr double kOnBridgeCm = 2.0;
} // namespace

CoursePlan::CoursePlan(const SteeplechaseGame &game) : g(game)
{
    const Table &t = game.state().table;
    QList<QList<QPointF>> found;
    for (double y = kGridCm / 2; y < t.heightCm; y += kGridCm)
        for (double x = kGridCm / 2; x < t.widthCm; x += kGridCm) {
            const QPointF p(x, y);
            if (!game.terrain().inside(p, TerrainKind::Road) ||
                !(game.terrain().inside(p, TerrainKind::River) ||
                  game.terrain().inside(p, TerrainKind::Lake)))
                continue;
            auto near = std::find_if(found.begin(), found.end(), [&](const QList<QPointF> &b) {
                return QLineF(b.first(), p).length() < kMergeCm;
            });
            if (near == found.end())
                found << QList<QPointF>{p};
            else
                *near << p;
        }
    for (const QList<QPointF> &points : found) {
        QPointF sum;
        for (const QPointF &p : points)
            sum += p;
        m_bridges << sum / double(points.size());
    }
}

bool CoursePlan::waterBetween(const QPointF &a, const QPointF &b) const
{
    for (const LineEncounter &e : g.terrain().along(a, b))
        if ((e.kind == TerrainKind::River || e.kind == TerrainKind::Lake) && !e.onBridge)
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
