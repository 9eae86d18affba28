// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/tool.h"

#include <QPointF>
#include <functional>

class QMimeData;

namespace ambuscade {

class TableScene;

// Puts something on the table where the user clicks: troops from the palette, or a marker.
// The owner says what and how; this tool only says where. Each click places another, until
// Escape puts the tool down (`putDown`: the owner takes up another).
class PlaceTool final : public Tool
{
public:
    // What a palette entry dragged onto the table carries: the tool places it where it is let
    // go, as a click there would.
    static const char *mimeType() { return "application/x-ambuscade-palette-entry"; }
    using Place = std::function<void(const QPointF &cm)>;
    PlaceTool(TableScene *scene, std::function<void()> putDown);
    // What a click places from now on, and the hint that says so.
    void setPlacement(QString hint, Place place);

    QString hint() const override { return m_hint; }
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *) override { return false; }
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    bool acceptsDrop(const QMimeData *data) const override;
    void drop(const QMimeData *data, const QPointF &at) override;

private:
    TableScene *m_scene;
    std::function<void()> m_putDown;
    QString m_hint;
    Place m_place;
};

} // namespace ambuscade
