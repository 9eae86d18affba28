// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's operations on a board: spaces, paths, water grids and what their cells touch.
#include "document/boardedits.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "rules/spacekindlookup.h"

namespace ambuscade {

namespace {
// A first grid's waves, cm: big enough for a barge counter, the bundled board's size.
constexpr double kFirstGridCellCm = 6;

} // namespace

void EditOperations::placeSpace(const QString &kind, const QPointF &at)
{
    const BoardRules *rules = m_document->rules().board();
    if (!rules)
        return;
    BoardSpace space;
    space.id = m_document->unusedId(kind);
    space.kind = kind;
    space.position = at;
    if (const SpaceKind *k = findSpaceKind(rules->spaceKinds(), kind))
        space.fields = newSpaceFields(*k);
    Scenario after = m_document->scenario();
    after.board.spaces << space;
    if (m_document->restructure(after, tr("Place space")))
        m_document->setSelection({{}, {}, {}, {space.id}});
}

QString EditOperations::joinSpaces(const QString &from, const QString &to, const QString &kind)
{
    Scenario after = m_document->scenario();
    if (from == to)
        return tr("A path joins two different spaces.");
    for (const BoardPath &p : after.board.paths)
        if (p.joins(from, to))
            return tr("Those two spaces are joined already.");
    BoardPath path;
    path.from = from;
    path.to = to;
    path.kind = kind;
    after.board.paths << path;
    // A path of a kind the rule set finds no sense in between those two spaces is refused,
    // in its words, rather than left for the board's check when it is saved or played.
    const BoardRules *rules = m_document->rules().board();
    const QString misfit =
        rules ? pathMisfit(after.board, *rules, after.board.paths.size() - 1) : QString();
    if (!misfit.isEmpty())
        return tr("Not joined: %1.").arg(misfit);
    m_document->restructure(after, tr("Join spaces"));
    return {};
}

QString EditOperations::layOutGrid(const QRectF &area)
{
    Scenario after = m_document->scenario();
    const Ruleset &rules = m_document->rules();
    const int most = rules.board() ? rules.board()->maxGrids() : 0;
    if (after.board.grids.size() >= most)
        return tr("%1 is played on at most %n water grid(s), and this board has them.", nullptr,
                  most)
            .arg(rules.displayName());
    const double cell =
        after.board.grids.isEmpty() ? kFirstGridCellCm : after.board.grids.first().cellCm;
    BoardGrid grid;
    // The whole cells the area holds, forgiving the mouse a fifth of a cell.
    grid.rows = int(std::floor(area.height() / cell + 0.2));
    grid.columns = int(std::floor(area.width() / cell + 0.2));
    if (grid.rows < 1 || grid.columns < 1)
        return tr("Drag out at least one wave: a grid's cells are %1 cm across.").arg(cell);
    grid.id =
        freeGridLetter(after.board, [this] { return m_document->unusedId(QStringLiteral("W")); });
    grid.cellCm = cell;
    grid.origin = area.topLeft() + QPointF(cell / 2, cell / 2);
    grid.directions = allCompassDirections();
    after.board.grids << grid;
    if (m_document->restructure(after, tr("Lay out water grid")))
        m_document->setSelection({{}, {}, {}, {}, {grid.id}});
    return {};
}

QString EditOperations::touchSpace(const QString &gridId, const GridCell &cell,
                                   const QString &space)
{
    Scenario after = m_document->scenario();
    BoardGrid *grid = nullptr;
    for (BoardGrid &g : after.board.grids)
        if (g.id == gridId)
            grid = &g;
    if (!grid || !after.board.space(space))
        return {};
    if (grid->touchedFrom(cell).contains(space))
        return tr("That cell touches %1 already.").arg(space);
    grid->touches << GridTouch{cell, space};
    m_document->restructure(after, tr("Touch a space from the water"));
    return {};
}

} // namespace ambuscade
