// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrainfeature.h"

#include <QLineF>
#include <QtMath>
#include <algorithm>

namespace ambuscade {

QString terrainShapeId(TerrainShape shape)
{
    switch (shape) {
    case TerrainShape::Polygon:
        return QStringLiteral("polygon");
    case TerrainShape::Polyline:
        return QStringLiteral("polyline");
    case TerrainShape::Ellipse:
        return QStringLiteral("ellipse");
    }
    return {};
}

std::optional<TerrainShape> terrainShapeFromId(const QString &id)
{
    for (TerrainShape s : {TerrainShape::Polygon, TerrainShape::Polyline, TerrainShape::Ellipse}) {
        if (terrainShapeId(s) == id)
            return s;
    }
    return std::nullopt;
}

QPolygonF TerrainFeature::outline() const
{
    if (shape != TerrainShape::Ellipse)
        return QPolygonF(points);
    if (points.size() != 2)
        return {};
    const QRectF box = QRectF(points[0], points[1]).normalized();
    const QPointF c = box.center();
    const double rx = box.width() / 2, ry = box.height() / 2;
    // 72 sides keep the chord error below 0.1 % of the radius.
    constexpr int kSides = 72;
    QPolygonF polygon;
    polygon.reserve(kSides);
    for (int i = 0; i < kSides; ++i) {
        const double a = 2 * M_PI * i / kSides;
        polygon << QPointF(c.x() + rx * std::cos(a), c.y() + ry * std::sin(a));
    }
    return polygon;
}

QRectF TerrainFeature::boundingRect() const
{
    if (shape == TerrainShape::Ellipse && points.size() == 2)
        return QRectF(points[0], points[1]).normalized();
    return QPolygonF(points).boundingRect();
}

QPointF TerrainFeature::nearestOnOutline(const QPointF &p) const
{
    const QPolygonF line = shape == TerrainShape::Polyline ? QPolygonF(points) : outline();
    const qsizetype n = line.size();
    const qsizetype edges = shape == TerrainShape::Polyline ? n - 1 : n;
    QPointF best = n > 0 ? line.first() : p;
    double bestCm = QLineF(p, best).length();
    for (qsizetype i = 0; i < edges; ++i) {
        const QPointF a = line[i], ab = line[(i + 1) % n] - a;
        const double len2 = QPointF::dotProduct(ab, ab);
        const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0;
        const QPointF on = a + t * ab;
        if (const double d = QLineF(p, on).length(); d < bestCm)
            best = on, bestCm = d;
    }
    return best;
}

double TerrainFeature::distanceToOutline(const QPointF &p) const
{
    return QLineF(p, nearestOnOutline(p)).length();
}

void TerrainFeature::translate(const QPointF &delta)
{
    for (QPointF &p : points)
        p += delta;
    for (QPointF &d : doors)
        d += delta;
}

void TerrainFeature::keepDoorsOnOutline()
{
    for (QPointF &d : doors)
        d = nearestOnOutline(d);
}

} // namespace ambuscade
