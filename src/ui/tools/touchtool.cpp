// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/touchtool.h"

#include "document/document.h"
#include "scene/boarditems.h"
#include "scene/tablescene.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(TouchTool)
};
} // namespace

TouchTool::TouchTool(Document *document, TableScene *scene, Touch touch,
                     std::function<void(const QString &)> say)
    : m_document(document), m_scene(scene), m_touch(std::move(touch)), m_say(std::move(say))
{}

QString TouchTool::hint() const
{
    if (m_cell)
        return Text::tr("Click the space that %1 touches (Esc: start again).").arg(m_cellName);
    if (!m_space.isEmpty())
        return Text::tr("Click the water cell, or the rim beside the grid, that touches %1 "
                        "(Esc: start again).")
            .arg(m_space);
    return Text::tr("Click a water cell (or the rim beside the grid), then the space it "
                    "touches: a landing, or a dock a step off the grid arrives at.");
}

std::optional<TouchTool::CellPick> TouchTool::cellAt(const QPointF &p) const
{
    for (const BoardGrid &g : m_document->scenario().board.grids)
        if (const std::optional<GridCell> cell = g.cellAt(p))
            return CellPick{g.id, *cell};
    return std::nullopt;
}

bool TouchTool::mousePress(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const QPointF at = event->scenePos();
    const SpaceItem *space = m_scene->spaceAt(at);
    const std::optional<CellPick> cell = space ? std::nullopt : cellAt(at);
    QString refusal;
    if (space && m_cell) {
        const CellPick pick = *m_cell;
        startAgain();
        refusal = m_touch(pick.grid, pick.cell, space->space().id);
    } else if (cell && !m_space.isEmpty()) {
        const QString touched = m_space;
        startAgain();
        refusal = m_touch(cell->grid, cell->cell, touched);
    } else if (space) {
        startAgain();
        m_space = space->space().id;
        m_document->setSelection({{}, {}, {}, {m_space}});
    } else if (cell) {
        startAgain();
        m_cell = cell;
        markCell(*cell);
    } else {
        startAgain();
    }
    m_say(refusal.isEmpty() ? hint() : refusal);
    return true;
}

void TouchTool::markCell(const CellPick &pick)
{
    // The grid is selected and the cell named in the hint: a mark of the scene's own would be
    // lost when an undo rebuilds the scene.
    const BoardGrid *grid = m_document->scenario().board.grid(pick.grid);
    m_cellName = grid ? grid->cellName(pick.cell) : QString();
    m_document->setSelection({{}, {}, {}, {}, {pick.grid}});
}

void TouchTool::deactivate()
{
    m_cell.reset();
    m_space.clear();
    m_cellName.clear();
}

void TouchTool::startAgain()
{
    deactivate();
    m_document->setSelection({});
}

bool TouchTool::mouseRelease(QGraphicsSceneMouseEvent *event)
{
    return event->button() == Qt::LeftButton;
}

bool TouchTool::keyPress(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape || (!m_cell && m_space.isEmpty()))
        return false;
    startAgain();
    m_say(hint());
    return true;
}

} // namespace ambuscade
