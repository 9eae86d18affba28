// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spatialindex.h"

namespace ambuscade::geo {

// Looks at every edge, shape and body for every question: slow, obviously right.
class BruteForceIndex final : public SpatialIndex
{
public:
    BruteForceIndex(const std::vector<Shape> &shapes, const std::vector<Edge> &edges,
                    const std::vector<Body> &bodies);

    void segmentHits(const QPointF &p, const QPointF &q, std::vector<EdgeHit> &out,
                     Edges which = Edges::All) const override;
    void shapesContaining(const QPointF &p, std::vector<int> &out) const override;
    void bodiesOnSegment(const QPointF &p, const QPointF &q, std::vector<int> &out) const override;
    int firstBodyOnSegment(const QPointF &p, const QPointF &q,
                           const ObstructionFilter &filter) const override;
    void bodiesNear(const QPointF &p, double radius, std::vector<int> &out) const override;
    void shapesNear(const QPointF &p, double radius, std::vector<int> &out) const override;
    void refileBodies() override {} // it files nothing: every question reads the bodies anew
    std::unique_ptr<SpatialIndex> copyFor(const std::vector<Shape> &shapes,
                                          const std::vector<Edge> &edges,
                                          const std::vector<Body> &bodies) const override
    {
        return std::make_unique<BruteForceIndex>(shapes, edges, bodies);
    }

private:
    const std::vector<Shape> &m_shapes;
    const std::vector<Edge> &m_edges;
    const std::vector<Body> &m_bodies;
};

} // namespace ambuscade::geo
