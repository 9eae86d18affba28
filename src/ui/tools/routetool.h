// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/tool.h"
#include "tools/handlemarks.h"
#include "tools/shapetool.h"

#include <QPointF>
#include <QString>
#include <functional>
#include <memory>

namespace ambuscade {

class Document;
class TableScene;

// Draws and edits the route a group patrols (its standing order, "patrol a route"), for any
// rule set whose groups walk one. The group is the selected figure's (or a figure clicked
// first with the tool). With no route yet, clicks set its points (double-click or Enter
// ends it, as the Polygon tool does); with one, its points show as handles: drag one to move
// it, double-click a point to delete it or a leg to insert one, and click away from the
// route to draw it afresh. The patrol's facing shows as an arrow from its first man. Every
// change is one undo step.
class RouteTool final : public Tool
{
public:
    // `say` puts a line in the status bar: what to do next, once the patrol is picked.
    RouteTool(Document *document, TableScene *scene, std::function<void(const QString &)> say);
    ~RouteTool() override;

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool mouseDoubleClick(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    void deactivate() override;

    // The group whose route the tool draws: the selected figure's; empty for none.
    QString patrol() const;

private:
    QList<QPointF> route() const;
    void setRoute(const QList<QPointF> &points, const QString &what, int mergeId = 0);
    int pointAt(const QPointF &at, double grab) const;
    int legAt(const QPointF &at, double grab) const;
    void showHandles();

    Document *m_document;
    TableScene *m_scene;
    std::function<void(const QString &)> m_say;
    ShapeTool m_drawing; // a new route's points, clicked
    bool m_drawingActive = false;
    int m_dragged = -1; // the route point held by the mouse
    int m_dragId = 0;
    HandleMarks m_handles;
};

} // namespace ambuscade
