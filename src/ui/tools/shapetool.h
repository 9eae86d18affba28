// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/terrainfeature.h"
#include "scene/tool.h"

#include <QList>
#include <QPointF>
#include <functional>

class QGraphicsPathItem;

namespace ambuscade {

class TableScene;

// Draws an outline on the table: a rectangle or an ellipse by dragging, a polygon or a
// polyline by clicking its corners (double-click or Enter ends it, Backspace takes back the
// last corner, Escape drops it). What the outline becomes is the owner's business: terrain
// of the chosen kind, or a side's deployment zone.
class ShapeTool final : public Tool
{
public:
    enum class Kind { Rectangle, Ellipse, Polygon, Polyline };
    // The finished outline: a rectangle comes as a four-corner polygon, an ellipse as the two
    // corners of its box.
    using Finished = std::function<void(TerrainShape shape, const QList<QPointF> &points)>;

    ShapeTool(TableScene *scene, Kind kind, Finished finished);

    Kind kind() const { return m_kind; }
    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool mouseDoubleClick(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    void deactivate() override;

private:
    bool isDragged() const { return m_kind == Kind::Rectangle || m_kind == Kind::Ellipse; }
    void showPreview(const QPointF &cursor);
    void finish();

    TableScene *m_scene;
    Kind m_kind;
    Finished m_finished;
    QList<QPointF> m_points;
    QGraphicsPathItem *m_preview = nullptr;
};

} // namespace ambuscade
