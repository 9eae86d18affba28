// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QGraphicsSceneMouseEvent;
class QKeyEvent;
class QMimeData;
class QPointF;

namespace ambuscade {

// Something the user does on the table with the mouse. The scene offers each mouse and key
// event to the current tool first; a tool returns true when the event was its business.
// Mouse moves arrive with no button held too, so a tool can show what a click would do.
class Tool
{
public:
    virtual ~Tool() = default;
    // What the status bar says while the tool is active: how to use it.
    virtual QString hint() const = 0;
    virtual bool mousePress(QGraphicsSceneMouseEvent *event) = 0;
    virtual bool mouseMove(QGraphicsSceneMouseEvent *event) = 0;
    virtual bool mouseRelease(QGraphicsSceneMouseEvent *event) = 0;
    virtual bool mouseDoubleClick(QGraphicsSceneMouseEvent *) { return false; }
    virtual bool keyPress(QKeyEvent *) { return false; }
    // Something dragged onto the table (a palette entry): whether this tool takes it, and
    // taking it where it was let go, in table centimetres.
    virtual bool acceptsDrop(const QMimeData *) const { return false; }
    virtual void drop(const QMimeData *, const QPointF &) {}
    // Another tool takes over: drop anything half done and any temporary items.
    virtual void deactivate() {}

protected:
    // A distance on screen in table centimetres at the zoom of the view the event came
    // from: how close the mouse must be to grab a corner.
    static double pixelsInCm(const QGraphicsSceneMouseEvent *event, double pixels);
};

} // namespace ambuscade
