// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/tool.h"
#include "tools/handlemarks.h"

#include <QPointF>
#include <QString>
#include <functional>

namespace ambuscade {

class Document;
class TableScene;

// Places the doorways of buildings: a click on a building's outline puts one at the nearest
// point of the outline, a doorway dragged slides along it, a double-click on one takes it
// away. Every change is one undo step; the table draws the doorways (tablepainter).
class DoorTool final : public Tool
{
public:
    DoorTool(Document *document, TableScene *scene, std::function<void(const QString &)> say);

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool mouseDoubleClick(QGraphicsSceneMouseEvent *event) override;
    void deactivate() override;

private:
    // A doorway of a building, by the building's id and the door's index.
    struct DoorRef {
        QString building;
        int door = -1;
    };
    DoorRef doorAt(const QPointF &at, double grab) const;
    // The building whose outline passes nearest to the point, within `grab`; empty for none.
    QString outlineAt(const QPointF &at, double grab) const;
    void setDoors(const QString &building, const QList<QPointF> &doors, const QString &what,
                  int mergeId = 0);
    void showHandles();

    Document *m_document;
    TableScene *m_scene;
    std::function<void(const QString &)> m_say;
    DoorRef m_dragged;
    int m_dragId = 0;
    HandleMarks m_handles;
};

} // namespace ambuscade
