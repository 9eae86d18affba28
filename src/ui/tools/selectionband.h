// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>

class QGraphicsRectItem;

namespace ambuscade {

class TableScene;

// The band a drag over open ground stretches to select what it encloses, the same in the
// editor (SelectTool) and in a game (GameMoveTool): drawn from the press to the mouse, over
// everything on the table. Each tool decides what inside it may be selected.
class SelectionBand
{
public:
    // The band's item belongs to the scene: a tool drops it when it is deactivated.
    explicit SelectionBand(TableScene *scene);
    SelectionBand(const SelectionBand &) = delete;
    SelectionBand &operator=(const SelectionBand &) = delete;

    // Starts at the press; what was selected goes, unless the user is adding to it.
    void start(const QPointF &at, bool adding);
    void stretchTo(const QPointF &at);
    // The band is on the table, between start and finish.
    bool isActive() const { return m_item != nullptr; }
    // The area the band enclosed when the mouse was let go; the band goes.
    QRectF finish();
    // The band goes, if it is still on the table (a scene rebuilt has let go of it already).
    void drop();

private:
    TableScene *m_scene;
    QPointF m_from;
    QGraphicsRectItem *m_item = nullptr;
};

} // namespace ambuscade
