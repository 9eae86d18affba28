// SPDX-License-Identifier: GPL-3.0-or-later
#include "preparedterrain.h"

#include "vector2.h"

#include <QPainterPath>
#include <QPainterPathStroker>

namespace ambuscade::geo {

namespace {
std::vector<QPolygonF> outlineOfWidth(const TerrainFeature &f)
{
    QPainterPath centreLine;
    centreLine.addPolygon(QPolygonF(f.points));
    QPainterPathStroker stroker;
    stroker.setWidth(f.widthCm);
    stroker.setCapStyle(Qt::FlatCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    std::vector<QPolygonF> rings;
    for (QPolygonF ring : stroker.createStroke(centreLine).simplified().toFillPolygons()) {
        if (ring.size() > 1 && ring.first() == ring.last())
            ring.removeLast();
        rings.push_back(ring);
    }
    return rings;
}
} // namespace

std::vector<Shape> prepareTerrain(const Scenario &scenario, EffectLookup effects)
{
    std::vector<Shape> shapes;
    shapes.reserve(scenario.terrain.size());
    for (int i = 0; i < scenario.terrain.size(); ++i) {
        const TerrainFeature &f = scenario.terrain[i];
        Shape shape;
        shape.feature = i;
        shape.effect = effects(f.kind);
        if (f.shape != TerrainShape::Polyline) {
            shape.rings.push_back(f.outline());
        } else if (f.widthCm > 0) {
            shape.rings = outlineOfWidth(f);
        } else {
            shape.area = false;
            shape.line = QPolygonF(f.points);
        }
        QRectF bounds = shape.area ? QRectF() : shape.line.boundingRect();
        for (const QPolygonF &ring : shape.rings)
            bounds = bounds.united(ring.boundingRect());
        shape.bounds = bounds;
        shapes.push_back(std::move(shape));
    }
    return shapes;
}

std::vector<Edge> edgesOf(const std::vector<Shape> &shapes)
{
    std::vector<Edge> edges;
    for (int s = 0; s < int(shapes.size()); ++s) {
        const Shape &shape = shapes[s];
        for (const QPolygonF &ring : shape.rings) {
            for (qsizetype i = 0, n = ring.size(); i < n; ++i)
                edges.push_back({ring[i], ring[(i + 1) % n], s});
        }
        for (qsizetype i = 0; i + 1 < shape.line.size(); ++i)
            edges.push_back({shape.line[i], shape.line[i + 1], s});
    }
    return edges;
}

std::vector<Body> bodiesOf(const Scenario &scenario)
{
    std::vector<Body> bodies;
    bodies.reserve(scenario.figures.size());
    for (const Figure &f : scenario.figures)
        bodies.push_back({f.position, f.radius(), f.facing, facingVector(f.facing),
                          scenario.sideIndex(f.side), f.onTable()});
    return bodies;
}

bool ringsContain(const std::vector<QPolygonF> &rings, const QPointF &p)
{
    bool inside = false;
    for (const QPolygonF &ring : rings) {
        for (qsizetype i = 0, n = ring.size(), j = n - 1; i < n; j = i++) {
            const QPointF &a = ring[i], &b = ring[j];
            if ((a.y() > p.y()) != (b.y() > p.y()) &&
                p.x() < a.x() + (p.y() - a.y()) * (b.x() - a.x()) / (b.y() - a.y()))
                inside = !inside;
        }
    }
    return inside;
}

} // namespace ambuscade::geo
