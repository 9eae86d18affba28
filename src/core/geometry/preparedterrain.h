// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "terraineffect.h"

#include <QPolygonF>
#include <QRectF>
#include <vector>

namespace ambuscade::geo {

using EffectLookup = const TerrainEffect &(*)(TerrainKind);

// A terrain feature reduced to what the geometry needs: closed rings for areas (an ellipse
// becomes a fine polygon, a wide stream or road line becomes the outline of its width), or
// an open line for walls, fences and hedges.
struct Shape {
    int feature = -1; // index into Scenario::terrain
    TerrainEffect effect;
    bool area = true;
    std::vector<QPolygonF>
        rings;      // areas: inside is where a ray crosses the rings an odd number of times
    QPolygonF line; // lines
    QRectF bounds;
};

// One straight piece of a shape's outline or line.
struct Edge {
    QPointF a;
    QPointF b;
    int shape;
};

// A figure's base as the geometry sees it.
struct Body {
    QPointF centre;
    double radius = 1.25;
    double facing = 0;
    QPointF heading; // unit vector along the facing
    int side = 0;
    bool alive = true;

    QRectF bounds() const
    {
        return {centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)};
    }
};

std::vector<Shape> prepareTerrain(const Scenario &scenario, EffectLookup effects);
std::vector<Edge> edgesOf(const std::vector<Shape> &shapes);
std::vector<Body> bodiesOf(const Scenario &scenario);

// Ray casting over every ring: the plain point-in-area test.
bool ringsContain(const std::vector<QPolygonF> &rings, const QPointF &p);

} // namespace ambuscade::geo
