// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/board.h"
#include "scene/tool.h"

#include <QString>
#include <functional>
#include <optional>

namespace ambuscade {

class Document;
class TableScene;

// Makes a water grid's cell touch a space (a barge there lies against the landing; a step off
// the rim there arrives at the dock): click the cell, then the space, or the other way
// round. The first click stays selected until the second; Escape starts again. Each click
// tells the status bar what comes next, or why the touch was refused.
class TouchTool final : public Tool
{
public:
    // Touches the space from the cell, returning why it refused (empty when it did).
    using Touch =
        std::function<QString(const QString &grid, const GridCell &cell, const QString &space)>;
    TouchTool(Document *document, TableScene *scene, Touch touch,
              std::function<void(const QString &)> say);

    QString hint() const override;
    bool mousePress(QGraphicsSceneMouseEvent *event) override;
    bool mouseMove(QGraphicsSceneMouseEvent *) override { return false; }
    bool mouseRelease(QGraphicsSceneMouseEvent *event) override;
    bool keyPress(QKeyEvent *event) override;
    void deactivate() override;

private:
    struct CellPick {
        QString grid;
        GridCell cell;
    };
    std::optional<CellPick> cellAt(const QPointF &p) const;
    void markCell(const CellPick &pick);
    void startAgain();

    Document *m_document;
    TableScene *m_scene;
    Touch m_touch;
    std::function<void(const QString &)> m_say;
    std::optional<CellPick> m_cell;
    QString m_space;
    QString m_cellName;
};

} // namespace ambuscade
