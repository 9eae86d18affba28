// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QGraphicsSceneMouseEvent;

namespace ambuscade {

// Something the user does on the table with the mouse. The scene offers each mouse event to
// the current tool first; a tool returns true when the event was its business.
class Tool
{
public:
    virtual ~Tool() = default;
    virtual bool mousePress(QGraphicsSceneMouseEvent *event) = 0;
    virtual bool mouseMove(QGraphicsSceneMouseEvent *event) = 0;
    virtual bool mouseRelease(QGraphicsSceneMouseEvent *event) = 0;
};

} // namespace ambuscade
