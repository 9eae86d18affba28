// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/rotatetool.h"

#include "document/document.h"
#include "geometry/vector2.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>

namespace ambuscade {

namespace {
constexpr double kSnapDegrees = 15;
}

RotateTool::RotateTool(Document *document, TableScene *scene) : m_document(document), m_scene(scene)
{}

QString RotateTool::hint() const
{
    return QCoreApplication::translate(
        "RotateTool", "Press on a figure and drag: the selected figures turn to face the mouse.");
}

bool RotateTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    FigureItem *item = m_scene->figureAt(event->scenePos());
    if (!item)
        return false;
    if (!item->isSelected())
        m_document->selectFigure(item->figure().id);
    m_pivot = item->figure().id;
    ++m_dragId;
    return true;
}

bool RotateTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    const Scenario &s = m_document->scenario();
    const Figure *pivot = s.figure(m_pivot);
    if (!pivot)
        return false;
    const QPointF d = event->scenePos() - pivot->position;
    if (geo::length(d) < pivot->radius())
        return true; // too close to the centre to say which way
    double facing = geo::facingOf(event->scenePos() - pivot->position);
    if (m_scene->snapToGrid())
        facing = std::fmod(std::round(facing / kSnapDegrees) * kSnapDegrees, 360.0);
    ScenarioEdit edit;
    for (const QString &id : m_document->selection().figures) {
        if (const Figure *f = s.figure(id)) {
            edit.figures << *f;
            edit.figures.last().facing = facing;
        }
    }
    m_document->edit(edit, QCoreApplication::translate("RotateTool", "Turn figures"), m_dragId);
    return true;
}

bool RotateTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    if (m_pivot.isEmpty() || event->button() != Qt::LeftButton)
        return false;
    m_pivot.clear();
    return true;
}

} // namespace ambuscade
