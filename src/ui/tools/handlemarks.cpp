// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/handlemarks.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QPen>

namespace ambuscade {

namespace {
constexpr double kHandleCm = 1.2;
} // namespace

void HandleMarks::addSquare(QPainterPath &path, const QPointF &at)
{
    path.addRect(QRectF(at - QPointF(kHandleCm, kHandleCm) / 2, QSizeF(kHandleCm, kHandleCm)));
}

bool HandleMarks::alive() const
{
    return m_item && m_scene->items().contains(m_item);
}

void HandleMarks::show(const QPainterPath &path)
{
    if (alive()) {
        m_item->setPath(path);
        return;
    }
    m_item = m_scene->addPath(path, QPen(QColor(0x20, 0x40, 0xa0), 0));
    m_item->setZValue(1000);
    m_item->setAcceptedMouseButtons(Qt::NoButton);
}

void HandleMarks::hide()
{
    if (alive())
        delete m_item;
    m_item = nullptr;
}

} // namespace ambuscade
