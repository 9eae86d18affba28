// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/boardrules.h"
#include "scenario/board.h"

#include <QGraphicsItem>

namespace ambuscade {

// A board's grid of cells with the lines to the spaces its cells touch; selected, moved and
// deleted as one thing. It keeps where the touched spaces stand, to draw to them.
class GridItem : public QGraphicsItem
{
public:
    explicit GridItem(const BoardGrid &grid);
    const BoardGrid &grid() const { return m_grid; }
    void setGrid(const BoardGrid &grid, const Board &board);
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    BoardGrid m_grid;
    Board m_touched; // the spaces its cells touch, for their positions
    QRectF m_bounds;
};

// One path between two spaces, drawn as its kind; selected and deleted on its own, and
// moved when a space at either end moves.
class PathItem : public QGraphicsItem
{
public:
    PathItem(const BoardPath &path, const PathKind &kind);
    const BoardPath &path() const { return m_path; }
    void setEnds(const QPointF &from, const QPointF &to);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    BoardPath m_path;
    PathKind m_kind;
    QLineF m_line;
};

// One space of a board, in its rule set's look: selected, dragged and deleted like a marker.
class SpaceItem : public QGraphicsItem
{
public:
    SpaceItem(const BoardSpace &space, const BoardRules *rules);
    const BoardSpace &space() const { return m_space; }
    void setSpace(const BoardSpace &space);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    BoardSpace m_space; // placed at its own origin: the item stands where the space does
    SpaceLook m_look;
    const BoardRules *m_rules;
};

// A space's name on the board, where the scene places it (spacelabels.h): clear of other
// names, spaces and pieces, its letters as tall as reads at the view's zoom, shortened when
// the whole name finds no room (the full name is in the space's tooltip).
class SpaceLabelItem : public QGraphicsItem
{
public:
    explicit SpaceLabelItem(const QString &space);
    const QString &space() const { return m_space; }
    const QString &text() const { return m_text; }
    double capHeightCm() const { return m_capHeightCm; }
    const QRectF &box() const { return m_box; }
    // The words shown, centred on a point, their capitals this tall (cm); `box` their extent.
    void setLabel(const QString &text, const QPointF &centre, double capHeightCm,
                  const QRectF &box);
    QRectF boundingRect() const override { return m_box.adjusted(-0.3, -0.3, 0.3, 0.3); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QString m_space;
    QString m_text;
    QPointF m_centre;
    double m_capHeightCm = 0;
    QRectF m_box;
};

// A space picked out on the board (the end of a walk or a move the pointer is on in a game's
// panel): a bright ring round it, under the pieces' tags.
class SpaceHighlightItem : public QGraphicsItem
{
public:
    SpaceHighlightItem(const QPointF &centre, double diameterCm);
    QPointF centre() const { return m_centre; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QPointF m_centre;
    double m_radius;
};

} // namespace ambuscade
