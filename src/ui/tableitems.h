// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QGraphicsItem>
#include <functional>

namespace ambuscade {

// Scene items are thin: each keeps the data it draws and hands its painting to the shared
// table painter, so the screen and every export look the same.

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
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    TerrainFeature m_feature;
    QPainterPath m_shape;
};

class FigureItem : public QGraphicsItem
{
public:
    FigureItem(const Figure &figure, const QColor &sideColour);
    const Figure &figure() const { return m_figure; }
    void moveTo(const QPointF &centre);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    Figure m_figure;
    QColor m_colour;
};

class MarkerItem : public QGraphicsItem
{
public:
    explicit MarkerItem(const Marker &marker);
    const Marker &marker() const { return m_marker; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    Marker m_marker;
};

} // namespace ambuscade
