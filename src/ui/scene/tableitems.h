// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"
#include "scenario/scenario.h"
#include "tablepainter.h"

#include <QGraphicsItem>
#include <functional>

namespace ambuscade {

// Scene items are thin: each keeps the data it draws and hands its painting to the shared
// table painter, so the screen and every export look the same. Selection marks and vertex
// handles are the screen's own and are drawn here.

// How the screen marks what is selected.
inline const QColor kSelectionColour(0xff, 0xd8, 0x40);

// Something drawn once with no identity of its own: the surface, a deployment zone, a label.
class PaintedItem : public QGraphicsItem
{
public:
    using PaintFunction = std::function<void(QPainter &)>;
    // shape: where the item counts as present (and clips its children); empty means its bounds.
    PaintedItem(const QRectF &bounds, PaintFunction paint, const QRectF &shape = {});
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QRectF m_bounds;
    QRectF m_shape;
    PaintFunction m_paint;
};

class TerrainItem : public QGraphicsItem
{
public:
    explicit TerrainItem(const TerrainFeature &feature);
    const TerrainFeature &feature() const { return m_feature; }
    void setFeature(const TerrainFeature &feature);
    // The vertex within `tolerance` cm of a point, or -1. Only the corners that can be
    // dragged count: for an ellipse, its two bounding corners.
    int vertexAt(const QPointF &cm, double tolerance) const;
    // The outline segment within `tolerance` cm of a point (the one from vertex i to i + 1),
    // or -1.
    int segmentAt(const QPointF &cm, double tolerance) const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    TerrainFeature m_feature;
    QPainterPath m_shape;
};

class FigureItem : public QGraphicsItem
{
public:
    FigureItem(const Figure &figure, const QColor &sideColour, const PieceStyle &style);
    const Figure &figure() const { return m_figure; }
    void setFigure(const Figure &figure, const QColor &sideColour, const PieceStyle &style);
    // How far from where the figure stands it is drawn: pieces sharing a board's space are
    // spread round it (piecefan.h), so that none hides another.
    void setDrawnOffset(const QPointF &offset);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    Figure m_figure;
    QColor m_colour;
    PieceStyle m_style;
    QPointF m_offset;
};

class MarkerItem : public QGraphicsItem
{
public:
    // On `table` (its edges keep the marker's name on it).
    MarkerItem(const Marker &marker, const QRectF &table);
    const Marker &marker() const { return m_marker; }
    void setMarker(const Marker &marker);
    // On a board the scene sets an objective's name among the spaces' names, as large as
    // the zoom needs and clear of them (TableScene::placeSpaceLabels); the token then draws
    // no name of its own.
    void setNameShownApart(bool apart);
    // Its name enlarged as the terrain's names are at this zoom (TableScene::setViewScale): an
    // objective's name at its paper size was four pixels tall on a laptop's whole table.
    void setNameScale(double scale);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    Marker m_marker;
    bool m_nameApart = false;
    QRectF m_table;
    render::MarkerNameLook m_look; // its name's scale and place, kept with the bounds
    QRectF m_bounds;               // markerPaintBounds, kept: the scene asks often
};

} // namespace ambuscade
