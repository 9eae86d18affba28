// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/game/ridepath.h"

#include "steeplechase/tables/terrain.h"

#include <QLineF>
#include <algorithm>
#include <cmath>
#include <limits>

namespace ambuscade::steeplechase {

namespace {

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0;
    return QLineF(p, a + t * ab).length();
}

// Where the line from a to b first crosses the polyline, as a distance from a; nullopt if
// it does not.
std::optional<double> firstCrossing(const QPointF &a, const QPointF &b, const QPolygonF &line,
                                    bool closed)
{
    const QLineF ride(a, b);
    std::optional<double> best;
    const int n = int(line.size());
    for (int i = 0; i + 1 < n + (closed ? 1 : 0); ++i) {
        QPointF at;
        const QLineF edge(line[i], line[(i + 1) % n]);
        if (ride.intersects(edge, &at) != QLineF::BoundedIntersection)
            continue;
        const double d = QLineF(a, at).length();
        if (d > 1e-6 && (!best || d < *best))
            best = d;
    }
    return best;
}

std::optional<double> firstRingCrossing(const QPointF &a, const QPointF &b,
                                        const std::vector<QPolygonF> &rings)
{
    std::optional<double> at;
    for (const QPolygonF &ring : rings) {
        const std::optional<double> d = firstCrossing(a, b, ring, true);
        if (d && (!at || *d < *at))
            at = d;
    }
    return at;
}

// Can a ride from a to b meet the shape at all? Only if its box touches the shape's: the
// riders' planners ask this of every shape for every line they try, and most lie far off.
bool mayMeet(const QPointF &a, const QPointF &b, const QRectF &bounds)
{
    constexpr double kMargin = 0.01; // a crossing exactly on the box's edge still counts
    return std::max(a.x(), b.x()) >= bounds.left() - kMargin &&
           std::min(a.x(), b.x()) <= bounds.right() + kMargin &&
           std::max(a.y(), b.y()) >= bounds.top() - kMargin &&
           std::min(a.y(), b.y()) <= bounds.bottom() + kMargin;
}

} // namespace

RideTerrain::RideTerrain(const Scenario &scenario)
    : m_shapes(geo::prepareTerrain(scenario, &terrainEffect))
{
    for (const TerrainFeature &t : scenario.terrain) {
        m_kinds.push_back(t.kind);
        m_doors.push_back(t.kind == TerrainKind::Building ? t.doors : QList<QPointF>{});
    }
}

QList<LineEncounter> RideTerrain::along(const QPointF &from, const QPointF &to,
                                        std::initializer_list<TerrainKind> only) const
{
    QList<LineEncounter> met;
    for (const geo::Shape &shape : m_shapes) {
        const bool wanted =
            only.size() == 0 ||
            std::find(only.begin(), only.end(), m_kinds[size_t(shape.feature)]) != only.end();
        if (!wanted || !mayMeet(from, to, shape.bounds))
            continue;
        std::optional<double> at;
        if (shape.area) {
            if (geo::ringsContain(shape.rings, from))
                continue; // he is in it already
            at = firstRingCrossing(from, to, shape.rings);
        } else {
            at = firstCrossing(from, to, shape.line, false);
        }
        if (!at)
            continue;
        const TerrainKind kind = m_kinds[size_t(shape.feature)];
        const double length = QLineF(from, to).length();
        LineEncounter e{*at, *at, shape.feature, kind, false};
        if (shape.area) {
            // Where the line comes out again: the next crossing of the outline beyond.
            const QPointF dir = (to - from) / length;
            const std::optional<double> out =
                firstRingCrossing(from + dir * (*at + 0.01), to, shape.rings);
            e.exitCm = out ? *at + 0.01 + *out : length;
        }
        if (kind == TerrainKind::River || kind == TerrainKind::Lake ||
            kind == TerrainKind::Stream) {
            const QPointF dir = (to - from) / QLineF(from, to).length();
            e.onBridge = bridgedAt(from + dir * (*at + 0.5));
        }
        if (kind == TerrainKind::Building)
            e.throughDoor = atDoorway(shape.feature, from + (to - from) * (*at / length));
        met << e;
    }
    std::sort(met.begin(), met.end(),
              [](const LineEncounter &a, const LineEncounter &b) { return a.atCm < b.atCm; });
    return met;
}

std::optional<BuildingExit> RideTerrain::leaving(const QPointF &from, const QPointF &to) const
{
    const double length = QLineF(from, to).length();
    if (length <= 0)
        return std::nullopt;
    for (const geo::Shape &shape : m_shapes) {
        if (!shape.area || m_kinds[size_t(shape.feature)] != TerrainKind::Building ||
            !geo::ringsContain(shape.rings, from))
            continue;
        const std::optional<double> out = firstRingCrossing(from, to, shape.rings);
        if (!out)
            return std::nullopt;
        return BuildingExit{*out, shape.feature,
                            atDoorway(shape.feature, from + (to - from) * (*out / length))};
    }
    return std::nullopt;
}

// A building drawn without doorways may be entered and left anywhere along its outline.
bool RideTerrain::atDoorway(int feature, const QPointF &p) const
{
    const QList<QPointF> &doors = m_doors[size_t(feature)];
    return doors.isEmpty() || std::any_of(doors.begin(), doors.end(), [&](const QPointF &d) {
               return QLineF(d, p).length() <= kDoorwayReachCm;
           });
}

bool RideTerrain::inside(const QPointF &p, TerrainKind kind) const
{
    return std::any_of(m_shapes.begin(), m_shapes.end(), [&](const geo::Shape &s) {
        return s.area && m_kinds[size_t(s.feature)] == kind && s.bounds.contains(p) &&
               geo::ringsContain(s.rings, p);
    });
}

bool RideTerrain::near(const QPointF &p, TerrainKind kind, double reachCm) const
{
    return nearest(p, kind, reachCm) >= 0;
}

int RideTerrain::nearest(const QPointF &p, TerrainKind kind, double reachCm) const
{
    int best = -1;
    double bestCm = std::numeric_limits<double>::max();
    for (const geo::Shape &s : m_shapes) {
        if (m_kinds[size_t(s.feature)] != kind)
            continue;
        const double d = distanceTo(s, p);
        if (d <= reachCm && d < bestCm) {
            best = s.feature;
            bestCm = d;
        }
    }
    return best;
}

double RideTerrain::distanceTo(const geo::Shape &shape, const QPointF &p) const
{
    if (shape.area && geo::ringsContain(shape.rings, p))
        return 0;
    double best = std::numeric_limits<double>::max();
    const auto scan = [&](const QPolygonF &line, bool closed) {
        const int n = int(line.size());
        for (int i = 0; i + 1 < n + (closed ? 1 : 0); ++i)
            best = std::min(best, distanceToSegment(p, line[i], line[(i + 1) % n]));
    };
    if (shape.area)
        for (const QPolygonF &ring : shape.rings)
            scan(ring, true);
    else
        scan(shape.line, false);
    return best;
}

// A road laid over water is a bridge (the rule set's terrain: a road over a river).
bool RideTerrain::bridgedAt(const QPointF &p) const
{
    return inside(p, TerrainKind::Road);
}

namespace {
// The course is searched for bridges on a grid this fine; bridge points closer than the
// merge distance are one bridge.
constexpr double kBridgeGridCm = 1.0;
constexpr double kBridgeMergeCm = 10.0;
} // namespace

QList<QPointF> findBridges(const RideTerrain &terrain, const Table &table)
{
    QList<QList<QPointF>> found;
    for (double y = kBridgeGridCm / 2; y < table.heightCm; y += kBridgeGridCm)
        for (double x = kBridgeGridCm / 2; x < table.widthCm; x += kBridgeGridCm) {
            const QPointF p(x, y);
            if (!terrain.inside(p, TerrainKind::Road) ||
                !(terrain.inside(p, TerrainKind::River) || terrain.inside(p, TerrainKind::Lake)))
                continue;
            auto near = std::find_if(found.begin(), found.end(), [&](const QList<QPointF> &b) {
                return QLineF(b.first(), p).length() < kBridgeMergeCm;
            });
            if (near == found.end())
                found << QList<QPointF>{p};
            else
                *near << p;
        }
    QList<QPointF> bridges;
    for (const QList<QPointF> &points : found) {
        QPointF sum;
        for (const QPointF &p : points)
            sum += p;
        bridges << sum / double(points.size());
    }
    return bridges;
}

} // namespace ambuscade::steeplechase
