// SPDX-License-Identifier: GPL-3.0-or-later
// A board's items on the table: its grids, its paths and its spaces.
#include "scene/tablescene.h"

#include "document/document.h"
#include "rules/ruleset.h"
#include "rules/spacekindlookup.h"
#include "scene/boarditems.h"

namespace ambuscade {

void TableScene::addBoardItems()
{
    const Scenario &s = m_document->scenario();
    if (s.board.isEmpty())
        return;
    const Ruleset *rules = findRuleset(s.ruleset);
    for (const BoardGrid &grid : s.board.grids) {
        auto *item = new GridItem(grid);
        item->setGrid(grid, s.board);
        m_gridItems.insert(grid.id, item);
        addItem(item);
    }
    const QList<PathKind> pathKinds = rules ? rules->pathKinds() : QList<PathKind>();
    for (const BoardPath &path : s.board.paths) {
        const BoardSpace *from = s.board.space(path.from), *to = s.board.space(path.to);
        if (!from || !to)
            continue;
        const PathKind *kind = findPathKind(pathKinds, path.kind);
        auto *item = new PathItem(path, kind ? *kind : PathKind{});
        item->setEnds(from->position, to->position);
        m_pathItems << item;
        addItem(item);
    }
    for (const BoardSpace &space : s.board.spaces) {
        auto *item = new SpaceItem(space, rules);
        m_spaceItems.insert(space.id, item);
        addItem(item);
    }
}

void TableScene::updateBoardItems(const QStringList &spaces, const QStringList &grids)
{
    if (spaces.isEmpty() && grids.isEmpty())
        return;
    const Board &board = m_document->scenario().board;
    for (const QString &id : grids)
        if (const BoardGrid *g = board.grid(id); g && m_gridItems.contains(id))
            m_gridItems.value(id)->setGrid(*g, board);
    for (const QString &id : spaces) {
        const BoardSpace *b = board.space(id);
        if (SpaceItem *item = m_spaceItems.value(id); b && item)
            item->setSpace(*b);
    }
    // Only the ways that reach a changed space follow it; the rest of the board stays put.
    for (PathItem *item : std::as_const(m_pathItems)) {
        const BoardPath &p = item->path();
        if (!spaces.contains(p.from) && !spaces.contains(p.to))
            continue;
        const BoardSpace *from = board.space(p.from), *to = board.space(p.to);
        if (from && to)
            item->setEnds(from->position, to->position);
    }
    for (GridItem *item : std::as_const(m_gridItems)) {
        const QList<GridTouch> &touches = item->grid().touches;
        if (std::any_of(touches.begin(), touches.end(),
                        [&](const GridTouch &t) { return spaces.contains(t.space); }))
            item->setGrid(item->grid(), board);
    }
}

void TableScene::selectBoardItems(const Selection &wanted)
{
    for (const QString &id : wanted.spaces)
        if (QGraphicsItem *item = m_spaceItems.value(id))
            item->setSelected(true);
    for (const QString &id : wanted.grids)
        if (QGraphicsItem *item = m_gridItems.value(id))
            item->setSelected(true);
    for (PathItem *item : std::as_const(m_pathItems))
        for (const BoardPath &p : wanted.paths)
            if (item->path().joins(p.from, p.to))
                item->setSelected(true);
}

SpaceItem *TableScene::spaceAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm))
        if (auto *space = dynamic_cast<SpaceItem *>(item))
            return space;
    return nullptr;
}

PathItem *TableScene::pathAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm))
        if (auto *path = dynamic_cast<PathItem *>(item))
            return path;
    return nullptr;
}

GridItem *TableScene::gridAt(const QPointF &cm) const
{
    for (QGraphicsItem *item : items(cm))
        if (auto *grid = dynamic_cast<GridItem *>(item))
            return grid;
    return nullptr;
}

} // namespace ambuscade
