// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <algorithm>
#include <cmath>

// Small inline vector helpers on QPointF, in centimetres.
namespace ambuscade::geo {

inline double dot(const QPointF &a, const QPointF &b)
{
    return a.x() * b.x() + a.y() * b.y();
}

// The z of the 3-D cross product: > 0 when b turns anticlockwise from a (in y-up maths).
inline double cross(const QPointF &a, const QPointF &b)
{
    return a.x() * b.y() - a.y() * b.x();
}

// std::sqrt, not std::hypot: table distances never come near overflow, and hypot is many
// times slower on the hot paths.
inline double length(const QPointF &v)
{
    return std::sqrt(v.x() * v.x() + v.y() * v.y());
}

inline double distance(const QPointF &a, const QPointF &b)
{
    return length(a - b);
}

inline double squaredDistanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = dot(ab, ab);
    const double t = len2 <= 0 ? 0 : std::min(std::max(dot(p - a, ab) / len2, 0.0), 1.0);
    const QPointF d = p - (a + ab * t);
    return dot(d, d);
}

// Where along a→b (0..1) the point nearest to p lies.
inline double projectOnSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = dot(ab, ab);
    if (len2 <= 0)
        return 0;
    return std::clamp(dot(p - a, ab) / len2, 0.0, 1.0);
}

inline double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    return std::sqrt(squaredDistanceToSegment(p, a, b));
}

// Where segment p→q crosses edge a→b, as a fraction t of p→q, or a negative number when it
// does not. An edge end lying exactly on the line p→q counts as lying on its left; with that
// one convention every crossing of a closed outline is counted exactly once, grazes at a
// corner count twice, and inside/outside parity stays right.
inline double crossingParameter(const QPointF &p, const QPointF &q, const QPointF &a,
                                const QPointF &b)
{
    const QPointF r = q - p;
    const bool aLeft = cross(r, a - p) >= 0;
    const bool bLeft = cross(r, b - p) >= 0;
    if (aLeft == bLeft)
        return -1;
    const QPointF s = b - a;
    const double denominator = cross(r, s);
    if (denominator == 0)
        return -1;
    const double t = cross(a - p, s) / denominator;
    return t >= 0 && t <= 1 ? t : -1;
}

// A unit vector pointing along a facing: 0° is towards the top of the table (−y), clockwise.
inline QPointF facingVector(double degrees)
{
    const double radians = degrees * M_PI / 180.0;
    return {std::sin(radians), -std::cos(radians)};
}

// The facing (0..360) that points along v.
inline double facingOf(const QPointF &v)
{
    const double degrees = std::atan2(v.x(), -v.y()) * 180.0 / M_PI;
    return degrees < 0 ? degrees + 360.0 : degrees;
}

} // namespace ambuscade::geo
