// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tool.h"

#include <QPointF>
#include <QString>

namespace ambuscade {

class Document;
class TableScene;

// Selects and drags figures about the table. The document is changed as the mouse moves, so
// what the user sees is the real scenario, and the whole drag is one step of the undo
// history. A press on open ground lets go of the selection; the view then pans.
class MoveTool final : public Tool
{
public:
    MoveTool(Document *document, TableScene *scene);

    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;

private:
    Document *m_document;
    TableScene *m_scene;
    QString m_figure;     // the figure being dragged; empty between drags
    QPointF m_grabOffset; // from the figure's centre to where the mouse took hold
    int m_dragId = 0;
};

} // namespace ambuscade
