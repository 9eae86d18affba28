// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/tableitems.h"

#include "geometry/vector2.h"
#include "tablepainter.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace ambuscade {

namespace {
constexpr double kHandlePixels = 4.5;
// Handles are drawn a fixed size on screen; the bounding rect allows for them at the
// smallest zoom that still shows them.
constexpr double kHandleMarginCm = 2.0;

} // namespace

PaintedItem::PaintedItem(const QRectF &bounds, PaintFunction paint, const QRectF &shape)
    : m_bounds(bounds), m_shape(shape.isNull() ? bounds : shape), m_paint(std::move(paint))
{}

QPainterPath PaintedItem::shape() const
{
    QPainterPath path;
    path.addRect(m_shape);
    return path;
}

void PaintedItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    m_paint(*painter);
}

TerrainItem::TerrainItem(const TerrainFeature &feature)
{
    setFlag(ItemIsSelectable);
    // Terrain is costly to draw (every tree of a wood) and seldom changes: while figures and
    // overlays move over it, it is copied from a picture made at the current zoom.
    setCacheMode(DeviceCoordinateCache);
    setFeature(feature);
}

void TerrainItem::setFeature(const TerrainFeature &feature)
{
    prepareGeometryChange();
    m_feature = feature;
    setZValue(render::terrainLayer(feature.kind));
    m_shape = QPainterPath();
    if (feature.shape == TerrainShape::Polyline) {
        QPainterPath line;
        line.addPolygon(QPolygonF(feature.points));
        QPainterPathStroker stroker;
        stroker.setWidth(std::max(1.0, feature.widthCm));
        m_shape = stroker.createStroke(line);
    } else if (feature.shape == TerrainShape::Ellipse) {
        m_shape.addEllipse(feature.boundingRect());
    } else {
        m_shape.addPolygon(QPolygonF(feature.points));
        m_shape.closeSubpath();
    }
    update();
}

int TerrainItem::vertexAt(const QPointF &cm, double tolerance) const
{
    for (int i = 0; i < m_feature.points.size(); ++i) {
        const QPointF d = m_feature.points[i] - cm;
        if (geo::length(d) <= tolerance)
            return i;
    }
    return -1;
}

int TerrainItem::segmentAt(const QPointF &cm, double tolerance) const
{
    if (m_feature.shape == TerrainShape::Ellipse)
        return -1;
    const QList<QPointF> &p = m_feature.points;
    const int segments = m_feature.shape == TerrainShape::Polygon ? p.size() : p.size() - 1;
    for (int i = 0; i < segments; ++i) {
        if (geo::distanceToSegment(cm, p[i], p[(i + 1) % p.size()]) <= tolerance)
            return i;
    }
    return -1;
}

QRectF TerrainItem::boundingRect() const
{
    return render::terrainPaintBounds(m_feature).adjusted(-kHandleMarginCm, -kHandleMarginCm,
                                                          kHandleMarginCm, kHandleMarginCm);
}

QPainterPath TerrainItem::shape() const
{
    return m_shape;
}

void TerrainItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    render::paintTerrain(*painter, m_feature);
    if (!isSelected())
        return;
    const double pixel = 1 / option->levelOfDetailFromTransform(painter->worldTransform());
    painter->save();
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kSelectionColour, 2 * pixel, Qt::DashLine));
    painter->drawPath(m_shape);
    // Corner handles, a fixed size on screen.
    const double half = std::min(kHandlePixels * pixel, kHandleMarginCm);
    painter->setPen(QPen(Qt::black, pixel));
    painter->setBrush(kSelectionColour);
    for (const QPointF &p : m_feature.points)
        painter->drawRect(QRectF(p.x() - half, p.y() - half, 2 * half, 2 * half));
    painter->restore();
}

FigureItem::FigureItem(const Figure &figure, const QColor &sideColour, const PieceStyle &style)
{
    setFlag(ItemIsSelectable);
    // A figure's icon and badges are drawn once per zoom and moved as a picture.
    setCacheMode(DeviceCoordinateCache);
    setZValue(render::FigureLayer);
    setFigure(figure, sideColour, style);
}

namespace {
// Everything of a figure its piece is drawn from, all but where it stands.
bool drawnAlike(const Figure &a, const Figure &b)
{
    return a.id == b.id && a.name == b.name && a.side == b.side && a.group == b.group &&
           a.attributes == b.attributes && a.facing == b.facing && a.killed == b.killed &&
           a.baseCm == b.baseCm && a.underMarker == b.underMarker;
}

bool drawnAlike(const PieceStyle &a, const PieceStyle &b)
{
    return a.icon == b.icon && a.badge == b.badge && a.badgeColour == b.badgeColour &&
           a.hurt == b.hurt && a.pennant == b.pennant && a.base == b.base && a.scale == b.scale;
}
} // namespace

void FigureItem::setFigure(const Figure &figure, const QColor &sideColour, const PieceStyle &style)
{
    // A figure only moved keeps its cached picture: a drag repaints no piece afresh.
    if (drawnAlike(figure, m_figure) && sideColour == m_colour && drawnAlike(style, m_style)) {
        m_figure.position = figure.position;
        setPos(figure.position + m_offset);
        return;
    }
    prepareGeometryChange(); // the base size may have changed
    m_figure = figure;
    m_colour = sideColour;
    m_style = style;
    setPos(figure.position + m_offset);
    setVisible(figure.onTable());
    update();
}

void FigureItem::setDrawnOffset(const QPointF &offset)
{
    if (offset == m_offset)
        return;
    m_offset = offset;
    setPos(m_figure.position + m_offset);
}

QRectF FigureItem::boundingRect() const
{
    // Room for the selection ring.
    const double r = render::drawnRadius(m_figure, m_style) * 1.3 + 0.6;
    return render::figurePaintBounds(m_figure, m_style).united(QRectF(-r, -r, 2 * r, 2 * r));
}

QPainterPath FigureItem::shape() const
{
    // The base as it is drawn: a piece drawn larger is picked up where it is seen.
    const double r = render::drawnRadius(m_figure, m_style);
    QPainterPath path;
    path.addEllipse(QPointF(0, 0), r, r);
    return path;
}

void FigureItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (isSelected()) {
        painter->setPen(QPen(kSelectionColour, 0.45));
        painter->setBrush(Qt::NoBrush);
        const double r = render::drawnRadius(m_figure, m_style) + 0.35;
        painter->drawEllipse(QPointF(0, 0), r, r);
    }
    render::paintFigure(*painter, m_figure, m_colour, m_style);
}

MarkerItem::MarkerItem(const Marker &marker, const QRectF &table) : m_table(table)
{
    setFlag(ItemIsSelectable);
    setZValue(render::MarkerLayer);
    setMarker(marker);
}

void MarkerItem::setMarker(const Marker &marker)
{
    prepareGeometryChange();
    m_marker = marker;
    m_look = render::markerNameLook(m_marker, m_look.scale, m_table);
    m_bounds = render::markerPaintBounds(m_marker, m_look);
    setPos(marker.position);
    update();
}

void MarkerItem::setNameScale(double scale)
{
    if (qFuzzyCompare(scale, m_look.scale))
        return;
    prepareGeometryChange();
    m_look = render::markerNameLook(m_marker, scale, m_table);
    m_bounds = render::markerPaintBounds(m_marker, m_look);
    update();
}

void MarkerItem::setNameShownApart(bool apart)
{
    if (m_nameApart == apart)
        return;
    m_nameApart = apart;
    update();
}

QRectF MarkerItem::boundingRect() const
{
    return m_bounds;
}

QPainterPath MarkerItem::shape() const
{
    // The token itself, not the room left for its name.
    QPainterPath path;
    path.addRect(QRectF(-2, -2, 4, 4));
    return path;
}

void MarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (isSelected()) {
        painter->setPen(QPen(kSelectionColour, 0.45));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(-2.3, -2.3, 4.6, 4.6));
    }
    if (!m_nameApart) {
        render::paintMarker(*painter, m_marker, m_look);
        return;
    }
    Marker token = m_marker;
    token.name.clear();
    render::paintMarker(*painter, token);
}

} // namespace ambuscade
