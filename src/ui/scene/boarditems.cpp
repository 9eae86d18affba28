// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/boarditems.h"

#include "boardpainter.h"
#include "scene/tableitems.h"
#include "tablepainter.h"

#include <QPainter>

namespace ambuscade {

namespace {

BoardSpace atOrigin(BoardSpace space)
{
    space.position = {};
    return space;
}
} // namespace

BoardWaysItem::BoardWaysItem(const Board &board, const Ruleset *rules) : m_rules(rules)
{
    setZValue(render::BoardLayer);
    setBoard(board);
}

void BoardWaysItem::setBoard(const Board &board)
{
    prepareGeometryChange();
    m_board = board;
    m_bounds = render::boardWaysBounds(board);
    update();
}

void BoardWaysItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    render::paintBoardWays(*painter, m_board, m_rules);
}

SpaceItem::SpaceItem(const BoardSpace &space, const Ruleset *rules) : m_rules(rules)
{
    setFlag(ItemIsSelectable);
    // Over the ways and under the pieces standing on it.
    setZValue(render::BoardLayer + 0.5);
    setSpace(space);
}

void SpaceItem::setSpace(const BoardSpace &space)
{
    prepareGeometryChange();
    m_space = atOrigin(space);
    m_look = m_rules ? m_rules->spaceLook(space) : SpaceLook{};
    setPos(space.position);
    update();
}

QRectF SpaceItem::boundingRect() const
{
    return render::spacePaintBounds(m_space, m_look).adjusted(-0.5, -0.5, 0.5, 0.5);
}

QPainterPath SpaceItem::shape() const
{
    // The symbol, not the room left for its name.
    const double width = std::max(m_look.sizeCm, m_look.widthCm);
    QPainterPath path;
    path.addRect(QRectF(-width / 2, -m_look.sizeCm / 2, width, m_look.sizeCm));
    return path;
}

void SpaceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (isSelected()) {
        painter->setPen(QPen(kSelectionColour, 0.45));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(shape().boundingRect().adjusted(-0.4, -0.4, 0.4, 0.4));
    }
    render::paintSpace(*painter, m_space, m_look);
}

} // namespace ambuscade
