// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrainfeature.h"

#include <QtMath>

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

} // namespace ambuscade
