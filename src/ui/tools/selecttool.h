// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/tablescene.h"
#include "scene/tool.h"
#include "tools/selectionband.h"

#include <QPointF>

namespace ambuscade {

class Document;

// The editor's everyday tool. Click selects (Shift or Ctrl adds and removes), a drag on
// open ground selects what the band encloses, a drag on something selected moves the whole
// selection. With one terrain piece selected its corners show: drag one to move it, double
// click a corner to delete it or an edge to insert one. Arrow keys nudge the selection by a
// centimetre (ten with Shift). The document changes as the mouse moves, so what the user
// sees is the real scenario; a whole drag is one step of the undo history.
class SelectTool final : public Tool
{
public:
    SelectTool(Document *document, TableScene *scene);

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool mouseDoubleClick(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    void deactivate() override;

private:
    enum class Drag { None, Items, Vertex, Band };

    // Moves what is selected as far towards `wanted` as keeps it on the table; returns how
    // far it went.
    QPointF moveSelection(const QPointF &wanted, int mergeId);
    QPointF keptOnTable(const QPointF &wanted) const;
    // The single selected terrain piece, if exactly one thing of terrain is selected.
    QString soleTerrain() const;

    Document *m_document;
    TableScene *m_scene;
    Drag m_drag = Drag::None;
    QPointF m_pressAt;
    // A point of the grabbed item that snaps to the grid while it moves: where it was when
    // the drag began, and where it is now.
    QPointF m_anchorAtPress;
    QPointF m_anchor;
    Selection m_moving;
    QString m_vertexTerrain;
    int m_vertex = -1;
    SelectionBand m_band;
    int m_dragId = 0;
};

} // namespace ambuscade
