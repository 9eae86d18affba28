// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/selectionband.h"

#include "document/document.h"
#include "scene/tablescene.h"

#include <QGraphicsRectItem>
#include <QPen>

namespace ambuscade {

SelectionBand::SelectionBand(TableScene *scene) : m_scene(scene) {}

void SelectionBand::start(const QPointF &at, bool adding)
{
    if (!adding)
        m_scene->document()->setSelection({});
    drop();
    m_from = at;
    const QColor blue(0x30, 0x60, 0xc0);
    m_item = m_scene->addRect(QRectF(at, at), QPen(blue, 0), QColor(0x30, 0x60, 0xc0, 40));
    m_item->setZValue(1000); // over the figures and their rings
}

void SelectionBand::stretchTo(const QPointF &at)
{
    if (m_item)
        m_item->setRect(QRectF(m_from, at).normalized());
}

QRectF SelectionBand::finish()
{
    const QRectF area = m_item ? m_item->rect() : QRectF();
    drop();
    return area;
}

void SelectionBand::drop()
{
    if (m_item && m_item->scene() == m_scene)
        delete m_item;
    m_item = nullptr;
}

} // namespace ambuscade
