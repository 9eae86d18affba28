// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/doortool.h"

#include "document/document.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QLineF>

namespace ambuscade {

namespace {
constexpr double kDoorGrabPixels = 7;
// Merge ids of a doorway's drag, apart from the Select and Patrol Route tools'.
constexpr int kDoorMergeBase = 1 << 26;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(DoorTool)
};
} // namespace

DoorTool::DoorTool(Document *document, TableScene *scene, std::function<void(const QString &)> say)
    : m_document(document), m_scene(scene), m_say(std::move(say)), m_handles(scene)
{}

QString DoorTool::hint() const
{
    return Text::tr("Click a building's outline to put a doorway there; drag a doorway along the "
                    "outline; double-click one to take it away.");
}

DoorTool::DoorRef DoorTool::doorAt(const QPointF &at, double grab) const
{
    DoorRef best;
    double bestCm = grab;
    for (const TerrainFeature &t : m_document->scenario().terrain)
        for (int i = 0; i < t.doors.size(); ++i)
            if (const double d = QLineF(t.doors[i], at).length(); d <= bestCm)
                best = {t.id, i}, bestCm = d;
    return best;
}

QString DoorTool::outlineAt(const QPointF &at, double grab) const
{
    QString best;
    double bestCm = grab;
    for (const TerrainFeature &t : m_document->scenario().terrain)
        if (t.kind == TerrainKind::Building)
            if (const double d = t.distanceToOutline(at); d <= bestCm)
                best = t.id, bestCm = d;
    return best;
}

void DoorTool::setDoors(const QString &building, const QList<QPointF> &doors, const QString &what,
                        int mergeId)
{
    const TerrainFeature *t = m_document->scenario().terrainFeature(building);
    if (!t)
        return;
    TerrainFeature changed = *t;
    changed.doors = doors;
    m_document->edit({{}, {changed}, {}, {}}, what, mergeId);
    showHandles();
}

bool DoorTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const QPointF at = event->scenePos();
    const double grab = pixelsInCm(event, kDoorGrabPixels);
    if (const DoorRef door = doorAt(at, grab); door.door >= 0) {
        m_dragged = door;
        ++m_dragId;
        return true;
    }
    const QString building = outlineAt(at, grab);
    if (building.isEmpty()) {
        m_say(Text::tr("No building's outline there: click on the edge of a building."));
        return true;
    }
    const TerrainFeature &t = *m_document->scenario().terrainFeature(building);
    setDoors(building, t.doors + QList<QPointF>{t.nearestOnOutline(at)}, Text::tr("Add doorway"));
    // Held on, the new doorway slides along the outline with the mouse.
    m_dragged = {building, int(m_document->scenario().terrainFeature(building)->doors.size()) - 1};
    ++m_dragId;
    return true;
}

bool DoorTool::mouseMove(QGraphicsSceneMouseEvent *event)
{
    const TerrainFeature *t = m_document->scenario().terrainFeature(m_dragged.building);
    if (!t || m_dragged.door < 0 || m_dragged.door >= t->doors.size()) {
        showHandles();
        return false;
    }
    QList<QPointF> doors = t->doors;
    doors[m_dragged.door] = t->nearestOnOutline(event->scenePos());
    setDoors(t->id, doors, Text::tr("Move doorway"), kDoorMergeBase + m_dragId);
    return true;
}

bool DoorTool::mouseRelease(QGraphicsSceneMouseEvent *)
{
    const bool dragging = m_dragged.door >= 0;
    m_dragged = {};
    return dragging;
}

bool DoorTool::mouseDoubleClick(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const DoorRef door = doorAt(event->scenePos(), pixelsInCm(event, kDoorGrabPixels));
    if (door.door < 0)
        return false;
    QList<QPointF> doors = m_document->scenario().terrainFeature(door.building)->doors;
    doors.removeAt(door.door);
    setDoors(door.building, doors, Text::tr("Delete doorway"));
    m_dragged = {};
    return true;
}

void DoorTool::deactivate()
{
    m_dragged = {};
    m_handles.hide();
}

// A square on every doorway of every building, to grab.
void DoorTool::showHandles()
{
    QPainterPath path;
    for (const TerrainFeature &t : m_document->scenario().terrain)
        for (const QPointF &p : t.doors)
            HandleMarks::addSquare(path, p);
    m_handles.show(path);
}

} // namespace ambuscade
