// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/tool.h"

namespace ambuscade {

class Document;
class TableScene;

// Turns figures to face a point: press on a figure (it joins the selection if it was not in
// it) and drag; every selected figure turns to face the way from the grabbed figure to the
// mouse, so a line keeps its front. With snapping on, facings go in steps of 15°.
class RotateTool final : public Tool
{
public:
    RotateTool(Document *document, TableScene *scene);

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;

private:
    Document *m_document;
    TableScene *m_scene;
    QString m_pivot; // the grabbed figure; empty between drags
    int m_dragId = 0;
};

} // namespace ambuscade
