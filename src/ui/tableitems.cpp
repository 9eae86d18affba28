// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableitems.h"

#include "tablepainter.h"

#include <QPainter>
#include <QPainterPathStroker>

namespace ambuscade {

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

TerrainItem::TerrainItem(const TerrainFeature &feature) : m_feature(feature)
{
    setZValue(render::terrainLayer(feature.kind));
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
}

QRectF TerrainItem::boundingRect() const
{
    return render::terrainPaintBounds(m_feature);
}

QPainterPath TerrainItem::shape() const
{
    return m_shape;
}

void TerrainItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::paintTerrain(*painter, m_feature);
}

FigureItem::FigureItem(const Figure &figure, const QColor &sideColour)
    : m_figure(figure), m_colour(sideColour)
{
    setPos(figure.position);
    setZValue(render::FigureLayer);
    setVisible(!figure.killed);
}

void FigureItem::moveTo(const QPointF &centre)
{
    m_figure.position = centre;
    setPos(centre);
}

QRectF FigureItem::boundingRect() const
{
    return render::figurePaintBounds(m_figure);
}

QPainterPath FigureItem::shape() const
{
    QPainterPath path;
    path.addEllipse(QPointF(0, 0), m_figure.radius(), m_figure.radius());
    return path;
}

void FigureItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::paintFigure(*painter, m_figure, m_colour);
}

MarkerItem::MarkerItem(const Marker &marker) : m_marker(marker)
{
    setPos(marker.position);
    setZValue(render::MarkerLayer);
}

QRectF MarkerItem::boundingRect() const
{
    return render::markerPaintBounds(m_marker);
}

void MarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::paintMarker(*painter, m_marker);
}

} // namespace ambuscade
