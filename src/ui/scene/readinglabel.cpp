// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/readinglabel.h"

#include <QBrush>
#include <QPainter>
#include <QPen>

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
