// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/readinglabel.h"

#include <QBrush>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace ambuscade {

ReadingLabel::ReadingLabel(QGraphicsItem *parent) : QGraphicsSimpleTextItem(parent)
{
    setFlag(ItemIgnoresTransformations);
    setBrush(QColor(0x20, 0x20, 0x20));
    setZValue(1001);
}

void ReadingLabel::setAlarm(bool alarm)
{
    if (m_alarm == alarm)
        return;
    m_alarm = alarm;
    update();
}

void ReadingLabel::placeAt(const QPointF &at)
{
    setPos(at);
    if (!scene() || scene()->views().isEmpty())
        return;
    const QGraphicsView *view = scene()->views().constFirst();
    // A pixel's margin absorbs the rounding between the view's pixels and the table's cm.
    const QRectF room = QRectF(view->viewport()->rect()).adjusted(1, 1, -1, -1);
    // The card ignores the view's zoom: its box is in pixels from where it stands.
    const QPointF origin = view->mapFromScene(scenePos());
    const QRectF card = boundingRect().translated(origin);
    // Whole pixels, rounded away from the edge: a card a fraction of a pixel wide still
    // ends inside.
    const auto shift = [](double low, double high, double roomLow, double roomHigh) {
        if (high > roomHigh)
            return std::floor(std::max(roomHigh - high, roomLow - low));
        return low < roomLow ? std::ceil(roomLow - low) : 0.0;
    };
    const QPointF by(shift(card.left(), card.right(), room.left(), room.right()),
                     shift(card.top(), card.bottom(), room.top(), room.bottom()));
    if (by.isNull())
        return;
    const QPointF inside = view->mapToScene((origin + by).toPoint());
    setPos(parentItem() ? parentItem()->mapFromScene(inside) : inside);
}

QRectF ReadingLabel::boundingRect() const
{
    return QGraphicsSimpleTextItem::boundingRect().adjusted(-4, -3, 4, 3);
}

void ReadingLabel::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    if (text().isEmpty())
        return;
    painter->setPen(m_alarm ? QPen(QColor(0xb0, 0x00, 0x20), 1.5)
                            : QPen(QColor(0x8a, 0x70, 0x10), 1));
    painter->setBrush(m_alarm ? QColor(0xff, 0xe4, 0xe4, 240) : QColor(0xff, 0xf8, 0xd8, 235));
    painter->drawRoundedRect(boundingRect().adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    QGraphicsSimpleTextItem::paint(painter, option, widget);
}

} // namespace ambuscade
