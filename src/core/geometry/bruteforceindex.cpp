// SPDX-License-Identifier: GPL-3.0-or-later
#include "bruteforceindex.h"

#include "vector2.h"

namespace ambuscade::geo {

BruteForceIndex::BruteForceIndex(const std::vector<Shape> &shapes, const std::vector<Edge> &edges,
                                 const std::vector<Body> &bodies)
    : m_shapes(shapes), m_edges(edges), m_bodies(bodies)
{}

void BruteForceIndex::segmentHits(const QPointF &p, const QPointF &q, std::vector<EdgeHit> &out,
                                  Edges which) const
{
    for (const Edge &e : m_edges) {
        if (which == Edges::LinesOnly && m_shapes[e.shape].area)
            continue;
        const double t = crossingParameter(p, q, e.a, e.b);
        if (t >= 0)
            out.push_back({e.shape, t});
    }
}

void BruteForceIndex::shapesContaining(const QPointF &p, std::vector<int> &out) const
{
    for (int s = 0; s < int(m_shapes.size()); ++s) {
        if (m_shapes[s].area && ringsContain(m_shapes[s].rings, p))
            out.push_back(s);
    }
}

void BruteForceIndex::bodiesOnSegment(const QPointF &p, const QPointF &q,
                                      std::vector<int> &out) const
{
    for (int b = 0; b < int(m_bodies.size()); ++b) {
        if (segmentTouchesBody(p, q, m_bodies[b]))
            out.push_back(b);
    }
}

int BruteForceIndex::firstBodyOnSegment(const QPointF &p, const QPointF &q,
                                        const ObstructionFilter &filter) const
{
    for (int b = 0; b < int(m_bodies.size()); ++b) {
        if (segmentTouchesBody(p, q, m_bodies[b]) && obstructs(m_bodies, b, filter))
            return b;
    }
    return -1;
}

void BruteForceIndex::bodiesNear(const QPointF &p, double radius, std::vector<int> &out) const
{
    for (int b = 0; b < int(m_bodies.size()); ++b) {
        const QPointF d = m_bodies[b].centre - p;
        if (dot(d, d) <= radius * radius)
            out.push_back(b);
    }
}

void BruteForceIndex::shapesNear(const QPointF &p, double radius, std::vector<int> &out) const
{
    for (int s = 0; s < int(m_shapes.size()); ++s) {
        if (distanceToRect(p, m_shapes[s].bounds) <= radius)
            out.push_back(s);
    }
}

} // namespace ambuscade::geo
