// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/placetool.h"

#include "scene/tablescene.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QMimeData>

namespace ambuscade {

PlaceTool::PlaceTool(TableScene *scene, std::function<void()> putDown)
    : m_scene(scene), m_putDown(std::move(putDown))
{}

void PlaceTool::setPlacement(QString hint, Place place)
{
    m_hint = std::move(hint);
    m_place = std::move(place);
}

bool PlaceTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_place)
        return false;
    m_place(m_scene->snapped(event->scenePos()));
    return true;
}

bool PlaceTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    return event->button() == Qt::LeftButton;
}

bool PlaceTool::acceptsDrop(const QMimeData *data) const
{
    return m_place && data->hasFormat(QLatin1String(mimeType()));
}

void PlaceTool::drop(const QMimeData *, const QPointF &at)
{
    // A drag places one: the tool is put down after it, or the next click on the table would
    // place another unasked (the keyboard's focus, left in the palette, keeps Escape away).
    m_place(m_scene->snapped(at));
    m_putDown();
}

bool PlaceTool::keyPress(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape)
        return false;
    m_putDown();
    return true;
}

} // namespace ambuscade
