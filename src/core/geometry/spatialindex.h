// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "preparedterrain.h"

#include <vector>

namespace ambuscade::geo
{

// A place where a segment crosses one of a shape's edges: t runs from 0 at the segment's
// start to 1 at its end.
struct EdgeHit {
    int shape;
    double t;
};

// The primitive look-ups every geometric rule is built from. Two implementations answer
// them identically: a uniform grid that touches only nearby geometry, and a brute-force scan
// of everything that serves as the grid's test oracle and as the benchmark's baseline.
class SpatialIndex
{
public:
    virtual ~SpatialIndex() = default;

    // Every crossing of segment p→q with any shape's edges, in no particular order.
    virtual void segmentHits(const QPointF &p, const QPointF &q,
                             std::vector<EdgeHit> &out) const = 0;
    // The area shapes whose inside holds p, in increasing order.
    virtual void shapesContaining(const QPointF &p, std::vector<int> &out) const = 0;
    // Living or dead, the bodies whose base segment p→q passes through, in increasing order.
    virtual void bodiesOnSegment(const QPointF &p, const QPointF &q,
                                 std::vector<int> &out) const = 0;
    // The bodies whose centre lies within `radius` of p, in increasing order.
    virtual void bodiesNear(const QPointF &p, double radius, std::vector<int> &out) const = 0;
    // The shapes whose bounds come within `radius` of p, in increasing order.
    virtual void shapesNear(const QPointF &p, double radius, std::vector<int> &out) const = 0;
};

// Does segment p→q pass through the circle (closer than its radius to the centre)?
bool segmentTouchesBody(const QPointF &p, const QPointF &q, const Body &body);
double distanceToRect(const QPointF &p, const QRectF &rect);

} // namespace ambuscade::geo
