// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "preparedterrain.h"
#include "vector2.h"

#include <memory>
#include <vector>

namespace ambuscade::geo {

// A place where a segment crosses one of a shape's edges: t runs from 0 at the segment's
// start to 1 at its end.
struct EdgeHit {
    int shape;
    double t;
};

// Which bases hide what lies beyond them from an observer: the living, other than the
// observer and the target, and not standing within besideCm of the observer's base.
struct ObstructionFilter {
    int observer;
    int target;
    double besideCm;
};

inline bool obstructs(const std::vector<Body> &bodies, int body, const ObstructionFilter &filter)
{
    if (body == filter.observer || body == filter.target || !bodies[body].alive)
        return false;
    const Body &b = bodies[body], &o = bodies[filter.observer];
    const double beside = filter.besideCm + b.radius + o.radius;
    const QPointF d = b.centre - o.centre;
    return d.x() * d.x() + d.y() * d.y() > beside * beside;
}

// The primitive look-ups every geometric rule is built from. Two implementations answer
// them identically: a uniform grid that touches only nearby geometry, and a brute-force scan
// of everything that serves as the grid's test oracle and as the benchmark's baseline.
class SpatialIndex
{
public:
    // Which outlines a segment question is about: every shape's, or only the open lines
    // (walls, fences, hedges) that give cover to a figure right behind them.
    enum class Edges { All, LinesOnly };

    virtual ~SpatialIndex() = default;

    // Every crossing of segment p→q with the edges asked about, in no particular order.
    virtual void segmentHits(const QPointF &p, const QPointF &q, std::vector<EdgeHit> &out,
                             Edges which = Edges::All) const = 0;
    // The area shapes whose inside holds p, in increasing order.
    virtual void shapesContaining(const QPointF &p, std::vector<int> &out) const = 0;
    // Living or dead, the bodies whose base segment p→q passes through, in increasing order.
    virtual void bodiesOnSegment(const QPointF &p, const QPointF &q,
                                 std::vector<int> &out) const = 0;
    // Some base on segment p→q that obstructs the observer's view (see ObstructionFilter),
    // or -1: stops at the first found.
    virtual int firstBodyOnSegment(const QPointF &p, const QPointF &q,
                                   const ObstructionFilter &filter) const = 0;
    // The bodies whose centre lies within `radius` of p, in no particular order.
    virtual void bodiesNear(const QPointF &p, double radius, std::vector<int> &out) const = 0;
    // The shapes whose bounds come within `radius` of p, in increasing order.
    virtual void shapesNear(const QPointF &p, double radius, std::vector<int> &out) const = 0;
    // The bodies have moved, fallen or come out from under a marker: file them again. The
    // terrain is filed once, when the index is made.
    virtual void refileBodies() = 0;
    // The same index over copies of the shapes, edges and bodies it was made for (a copied
    // table geometry's), filed as this one is.
    virtual std::unique_ptr<SpatialIndex> copyFor(const std::vector<Shape> &shapes,
                                                  const std::vector<Edge> &edges,
                                                  const std::vector<Body> &bodies) const = 0;
};

// Does segment p→q pass through the circle (closer than its radius to the centre)?
inline bool segmentTouchesBody(const QPointF &p, const QPointF &q, const Body &body)
{
    return squaredDistanceToSegment(body.centre, p, q) < body.radius * body.radius;
}

inline double distanceToRect(const QPointF &p, const QRectF &rect)
{
    const double dx = std::max({rect.left() - p.x(), 0.0, p.x() - rect.right()});
    const double dy = std::max({rect.top() - p.y(), 0.0, p.y() - rect.bottom()});
    return std::sqrt(dx * dx + dy * dy);
}

} // namespace ambuscade::geo
