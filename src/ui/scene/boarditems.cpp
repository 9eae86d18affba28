// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/boarditems.h"

#include "boardpainter.h"
#include "scene/tableitems.h"
#include "tablepainter.h"

#include <QPainter>
#include <QPainterPathStroker>

namespace ambuscade {

namespace {

BoardSpace atOrigin(BoardSpace space)
{
    space.position = {};
    return space;
}

// How far from a path's line a click still takes the path, cm.
constexpr double kPathGrabCm = 0.6;
} // namespace

GridItem::GridItem(const BoardGrid &grid) : m_grid(grid)
{
    setFlag(ItemIsSelectable);
    setZValue(render::BoardLayer);
}

void GridItem::setGrid(const BoardGrid &grid, const Board &board)
{
    prepareGeometryChange();
    m_grid = grid;
    m_touched.spaces.clear();
    for (const GridTouch &t : grid.touches)
        if (const BoardSpace *space = board.space(t.space))
            m_touched.spaces << *space;
    m_bounds = QRectF(grid.centre({0, 0}), grid.centre({grid.rows + 1, grid.columns + 1}))
                   .normalized()
                   .adjusted(-grid.cellCm, -grid.cellCm, grid.cellCm, grid.cellCm);
    for (const BoardSpace &space : std::as_const(m_touched.spaces))
        m_bounds |= QRectF(space.position, QSizeF(0.01, 0.01)).adjusted(-1, -1, 1, 1);
    update();
}

QPainterPath GridItem::shape() const
{
    // The cells, not the rim beyond them nor the lines to the spaces they touch.
    QPainterPath path;
    path.addRect(m_grid.waves());
    return path;
}

void GridItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    render::paintGrid(*painter, m_grid);
    render::paintGridTouches(*painter, m_grid, m_touched);
    if (isSelected()) {
        painter->setPen(QPen(kSelectionColour, 0.45));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(shape().boundingRect().adjusted(-0.4, -0.4, 0.4, 0.4));
    }
}

PathItem::PathItem(const BoardPath &path, const PathKind &kind) : m_path(path), m_kind(kind)
{
    setFlag(ItemIsSelectable);
    setZValue(render::boardlayer::kPaths);
}

void PathItem::setEnds(const QPointF &from, const QPointF &to)
{
    prepareGeometryChange();
    m_line = QLineF(from, to);
    update();
}

QRectF PathItem::boundingRect() const
{
    const double margin = std::max(kPathGrabCm, m_kind.widthCm) + 0.5;
    return QRectF(m_line.p1(), m_line.p2()).normalized().adjusted(-margin, -margin, margin, margin);
}

QPainterPath PathItem::shape() const
{
    QPainterPath line(m_line.p1());
    line.lineTo(m_line.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(std::max(2 * kPathGrabCm, m_kind.widthCm));
    return stroker.createStroke(line);
}

void PathItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (isSelected()) {
        painter->setPen(QPen(kSelectionColour, m_kind.widthCm + 0.5, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(m_line);
    }
    render::paintPath(*painter, m_line.p1(), m_line.p2(), m_kind);
}

SpaceItem::SpaceItem(const BoardSpace &space, const BoardRules *rules) : m_rules(rules)
{
    setFlag(ItemIsSelectable);
    setZValue(render::boardlayer::kSpaces);
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
    // Its name is a label of its own, placed by the scene where it reads (SpaceLabelItem).
    SpaceLook unnamed = m_look;
    unnamed.showName = false;
    render::paintSpace(*painter, m_space, unnamed);
}

SpaceLabelItem::SpaceLabelItem(const QString &space) : m_space(space)
{
    // A click goes to the space beneath.
    setZValue(render::boardlayer::kSpaceNames);
    setAcceptedMouseButtons(Qt::NoButton);
}

void SpaceLabelItem::setLabel(const QString &text, const QPointF &centre, double capHeightCm,
                              const QRectF &box)
{
    prepareGeometryChange();
    m_text = text;
    m_centre = centre;
    m_capHeightCm = capHeightCm;
    m_box = box;
    update();
}

void SpaceLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    render::paintLabel(*painter, m_text, m_centre, m_capHeightCm, Qt::black);
}

SpaceHighlightItem::SpaceHighlightItem(const QPointF &centre, double diameterCm)
    : m_centre(centre), m_radius(diameterCm / 2)
{
    setZValue(render::OverlayLayer);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF SpaceHighlightItem::boundingRect() const
{
    const double reach = m_radius * 1.3;
    return {m_centre.x() - reach, m_centre.y() - reach, 2 * reach, 2 * reach};
}

void SpaceHighlightItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    // A dark edge round a bright band: it shows on the pale board and on dark water alike.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(40, 40, 40), m_radius * 0.32));
    painter->drawEllipse(m_centre, m_radius, m_radius);
    painter->setPen(QPen(QColor(255, 215, 0), m_radius * 0.2));
    painter->drawEllipse(m_centre, m_radius, m_radius);
}

} // namespace ambuscade
