// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPainterPath>
#include <QPointF>

class QGraphicsPathItem;
class QGraphicsScene;

namespace ambuscade {

// The marks a tool draws over the table on what can be grabbed (a route's points, doorways),
// as one path item above everything else that takes no clicks.
class HandleMarks
{
public:
    explicit HandleMarks(QGraphicsScene *scene) : m_scene(scene) {}
    // A grab square on `at`, added to the marks' path.
    static void addSquare(QPainterPath &path, const QPointF &at);
    void show(const QPainterPath &path);
    void hide();

private:
    // Whether the item is still the scene's: the scene drops every item when the scenario is
    // replaced, and the marks must then be made anew rather than touched.
    bool alive() const;

    QGraphicsScene *m_scene;
    QGraphicsPathItem *m_item = nullptr;
};

} // namespace ambuscade
