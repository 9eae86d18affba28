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
    // A building's doorways, each a point on its outline; with none, the rule set decides
    // where its people go in and out.
    QList<QPointF> doors;
    QJsonObject unknownKeys;

    bool isArea() const { return shape != TerrainShape::Polyline; }
    // The area's outline as a closed polygon (an ellipse is approximated finely enough
    // that the difference is far below a millimetre on any table size we accept).
    QPolygonF outline() const;
    QRectF boundingRect() const;
    // The point of the outline (a line: of the line) nearest to `p`, and how far it is.
    QPointF nearestOnOutline(const QPointF &p) const;
    double distanceToOutline(const QPointF &p) const;
    // Moves the whole feature, doorways with it.
    void translate(const QPointF &delta);
    // After its corners moved: each doorway goes to the nearest point of the new outline.
    void keepDoorsOnOutline();
};

// How far off its building's outline a doorway may be and still be on it.
constexpr double kDoorOnOutlineCm = 0.5;

} // namespace ambuscade
