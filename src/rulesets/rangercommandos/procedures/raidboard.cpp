// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/procedures/raidboard.h"

namespace ambuscade::rangercommandos {

namespace {
const QString kLand = QStringLiteral("land");
const QString kEntry = QStringLiteral("entry");
} // namespace

RaidBoard::RaidBoard(const Board &board) : m_board(board)
{
    for (const BoardSpace &s : m_board.spaces) {
        m_spaces.insert(s.id, &s);
        if (s.kind == QLatin1String("objective"))
            m_objectiveIds << s.id;
        if (s.kind == QLatin1String("dock"))
            m_docks.insert(s.fields.text(QStringLiteral("colour")), s.id);
        else if (s.kind == QLatin1String("installation"))
            m_installationIds << s.id;
    }
    for (const BoardPath &p : m_board.paths) {
        if (p.kind == kLand) {
            m_neighbours[p.from] << p.to;
            m_neighbours[p.to] << p.from;
        } else if (p.kind == kEntry) {
            const bool fromObjective = kindOf(p.from) == QLatin1String("objective");
            m_installations.insert(fromObjective ? p.from : p.to, fromObjective ? p.to : p.from);
        }
    }
    placeDocksOnTheShore();
    measureLandSteps();
}

// Reading §3.1 and §6: a dock lies on the home shore west of the first column, its barge
// waiting beside it, so that E leads onto the wave in front of it and a day step from the
// first column into it is home (§9). A dock the file touches only from the wave in front is
// given its place on the shore as well.
void RaidBoard::placeDocksOnTheShore()
{
    if (m_board.grids.isEmpty())
        return;
    BoardGrid &g = m_board.grids[0];
    const auto onShore = [&g](const GridCell &c, int column) {
        return c.column == column && c.row >= 1 && c.row <= g.rows;
    };
    for (const BoardSpace &s : m_board.spaces) {
        if (s.kind != QLatin1String("dock"))
            continue;
        std::optional<GridCell> inFront;
        bool beside = false;
        for (const GridTouch &t : g.touches)
            if (t.space == s.id) {
                beside = beside || onShore(t.cell, 0);
                if (onShore(t.cell, 1) && !inFront)
                    inFront = t.cell;
            }
        if (!beside && inFront)
            g.touches.append({{inFront->row, 0}, s.id});
    }
}

// Breadth-first from every space a land path reaches, over their places in a list: a game
// asks often, and the board is small.
void RaidBoard::measureLandSteps()
{
    QList<QList<int>> next;
    auto indexOf = [&](const QString &id) {
        const auto it = m_landIndex.constFind(id);
        if (it != m_landIndex.cend())
            return *it;
        m_landIndex.insert(id, int(next.size()));
        next.append(QList<int>());
        return int(next.size()) - 1;
    };
    for (const BoardPath &p : m_board.paths)
        if (p.kind == kLand) {
            const int a = indexOf(p.from), b = indexOf(p.to);
            next[a] << b;
            next[b] << a;
        }
    const int n = int(next.size());
    m_landSteps = QList<int>(n * n, -1);
    QList<int> queue;
    for (int from = 0; from < n; ++from) {
        int *steps = m_landSteps.data() + from * n;
        queue = {from};
        steps[from] = 0;
        for (int head = 0; head < queue.size(); ++head)
            for (int to : next[queue[head]])
                if (steps[to] < 0) {
                    steps[to] = steps[queue[head]] + 1;
                    queue << to;
                }
    }
}

std::optional<GridCell> RaidBoard::dockCell(const QString &colour) const
{
    return shoreCell(dockOf(colour));
}

std::optional<GridCell> RaidBoard::shoreCell(const QString &dock) const
{
    const BoardGrid *g = grid();
    if (!g || dock.isEmpty())
        return std::nullopt;
    for (const GridTouch &t : g->touches)
        if (t.space == dock && t.cell.column == 0 && t.cell.row >= 1 && t.cell.row <= g->rows)
            return t.cell;
    return std::nullopt;
}

QStringList RaidBoard::touched(const GridCell &cell, const QString &kind) const
{
    QStringList found;
    if (const BoardGrid *g = grid())
        for (const QString &space : g->touchedFrom(cell))
            if (kindOf(space) == kind)
                found << space;
    return found;
}

const QStringList &RaidBoard::neighbours(const QString &space) const
{
    static const QStringList none;
    const auto it = m_neighbours.constFind(space);
    return it == m_neighbours.cend() ? none : *it;
}

QString RaidBoard::kindOf(const QString &space) const
{
    const BoardSpace *s = m_spaces.value(space);
    return s ? s->kind : QString();
}

QString RaidBoard::nameOf(const QString &space) const
{
    const BoardSpace *s = m_spaces.value(space);
    return s && !s->name.isEmpty() ? s->name : space;
}

int RaidBoard::countersOf(const QString &installation) const
{
    const BoardSpace *s = m_spaces.value(installation);
    return s ? s->fields.count(QStringLiteral("counters")) : 0;
}

int RaidBoard::landSteps(const QString &from, const QString &to) const
{
    const auto a = m_landIndex.constFind(from), b = m_landIndex.constFind(to);
    if (a == m_landIndex.cend() || b == m_landIndex.cend())
        return from == to ? 0 : -1;
    return m_landSteps[*a * int(m_landIndex.size()) + *b];
}

} // namespace ambuscade::rangercommandos
