// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terrainkind.h"

#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QString>

namespace ambuscade {

enum class TerrainShape { Polygon, Polyline, Ellipse };

QString terrainShapeId(TerrainShape shape);
std::optional<TerrainShape> terrainShapeFromId(const QString &id);

// A piece of terrain on the table.
// Polygon: the outline's corners. Polyline: the line's points (walls, fences, streams).
// Ellipse: two opposite corners of its axis-aligned bounding box.
struct TerrainFeature {
    QString id;
    TerrainKind kind = TerrainKind::Woods;
    QString name;
    TerrainShape shape = TerrainShape::Polygon;
    QList<QPointF> points;
    // Drawn and played width of a polyline stream or road; walls and fences are lines.
    double widthCm = 0;
    QJsonObject unknownKeys;

    bool isArea() const { return shape != TerrainShape::Polyline; }
    // The area's outline as a closed polygon (an ellipse is approximated finely enough
    // that the difference is far below a millimetre on any table size we accept).
    QPolygonF outline() const;
    QRectF boundingRect() const;
};

} // namespace ambuscade
