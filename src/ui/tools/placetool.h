// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/tool.h"

#include <QPointF>
#include <functional>

namespace ambuscade {

class TableScene;

// Puts something on the table where the user clicks: troops from the palette, or a marker.
// The owner says what and how; this tool only says where. Each click places another, until
// Escape puts the tool down (`putDown`: the owner takes up another).
class PlaceTool final : public Tool
{
public:
    using Place = std::function<void(const QPointF &cm)>;
    PlaceTool(TableScene *scene, std::function<void()> putDown);
    // What a click places from now on, and the hint that says so.
    void setPlacement(QString hint, Place place);

    QString hint() const override { return m_hint; }
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *) override { return false; }
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;

private:
    TableScene *m_scene;
    std::function<void()> m_putDown;
    QString m_hint;
    Place m_place;
};

} // namespace ambuscade
