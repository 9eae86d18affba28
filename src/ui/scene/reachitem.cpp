// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/reachitem.h"

#include "tablepainter.h"

namespace ambuscade {

namespace {
Figure atOrigin(Figure figure)
{
    figure.position = QPointF();
    return figure;
}

bool sameReach(const FigureReach &a, const FigureReach &b)
{
    return a.rangeBands == b.rangeBands && a.commandCm == b.commandCm && a.moveCm == b.moveCm &&
           a.moveLeftCm == b.moveLeftCm;
}
} // namespace

ReachItem::ReachItem(const Figure &figure, const FigureReach &reach, LengthUnit unit)
    : m_figure(atOrigin(figure)), m_reach(reach), m_unit(unit)
{
    setCacheMode(DeviceCoordinateCache);
    setZValue(render::OverlayLayer);
    setPos(figure.position);
}

bool ReachItem::drawsAlike(const Figure &figure, const FigureReach &reach, LengthUnit unit) const
{
    return figure.baseCm == m_figure.baseCm && unit == m_unit && sameReach(reach, m_reach);
}

QRectF ReachItem::boundingRect() const
{
    return render::reachPaintBounds(m_figure, m_reach);
}

void ReachItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::paintReach(*painter, m_figure, m_reach, m_unit);
}

} // namespace ambuscade
