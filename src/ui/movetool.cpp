// SPDX-License-Identifier: GPL-3.0-or-later
#include "movetool.h"

#include "document.h"
#include "tableitems.h"
#include "tablescene.h"

#include <QGraphicsSceneMouseEvent>

namespace ambuscade {

MoveTool::MoveTool(Document *document, TableScene *scene) : m_document(document), m_scene(scene) {}

bool MoveTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    FigureItem *item = m_scene->figureAt(event->scenePos());
    if (!item) {
        m_scene->selectFigure({}); // a click on open ground lets go of the selection
        return false;
    }
    m_figure = item->figure().id;
    m_scene->selectFigure(m_figure);
    m_grabOffset = event->scenePos() - item->figure().position;
    ++m_dragId;
    return true;
}

bool MoveTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    if (m_figure.isEmpty())
        return false;
    // The centre stays on the table, however far the mouse strays.
    const QRectF table = m_document->scenario().table.rect();
    QPointF to = event->scenePos() - m_grabOffset;
    to.setX(std::clamp(to.x(), table.left(), table.right()));
    to.setY(std::clamp(to.y(), table.top(), table.bottom()));
    m_document->moveFigures({{m_figure, to}}, m_dragId);
    return true;
}

bool MoveTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    if (m_figure.isEmpty() || event->button() != Qt::LeftButton)
        return false;
    m_figure.clear();
    return true;
}

} // namespace ambuscade
