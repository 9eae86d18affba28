// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"
#include "scenario/board.h"

#include <QGraphicsItem>

namespace ambuscade {

// A board's grids and paths, drawn under its spaces; repainted whole when a space moves,
// since the paths follow the spaces.
class BoardWaysItem : public QGraphicsItem
{
public:
    BoardWaysItem(const Board &board, const Ruleset *rules);
    void setBoard(const Board &board);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    Board m_board;
    const Ruleset *m_rules;
    QRectF m_bounds;
};

// One space of a board, in its rule set's look: selected, dragged and deleted like a marker.
class SpaceItem : public QGraphicsItem
{
public:
    SpaceItem(const BoardSpace &space, const Ruleset *rules);
    const BoardSpace &space() const { return m_space; }
    void setSpace(const BoardSpace &space);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    BoardSpace m_space; // placed at its own origin: the item stands where the space does
    SpaceLook m_look;
    const Ruleset *m_rules;
};

} // namespace ambuscade
