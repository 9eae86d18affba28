// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/procedures/raidboard.h"

#include "surface/boardsurface.h"

namespace ambuscade::rangercommandos {

namespace {
const QString kLand = QStringLiteral("land");
const QString kEntry = QStringLiteral("entry");
} // namespace

RaidBoard::RaidBoard(const Board &board) : m_board(board)
{
    for (const BoardSpace &s : m_board.spaces) {
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
}

std::optional<GridCell> RaidBoard::dockCell(const QString &colour) const
{
    const BoardGrid *g = grid();
    const QString dock = dockOf(colour);
    if (!g || dock.isEmpty())
        return std::nullopt;
    std::optional<GridCell> inFront;
    for (const GridTouch &t : g->touches) {
        if (t.space != dock)
            continue;
        if (g->onRim(t.cell))
            return t.cell;
        if (!inFront)
            inFront = t.cell;
    }
    return inFront;
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
    const BoardSpace *s = m_board.space(space);
    return s ? s->kind : QString();
}

QString RaidBoard::nameOf(const QString &space) const
{
    const BoardSpace *s = m_board.space(space);
    return s && !s->name.isEmpty() ? s->name : space;
}

int RaidBoard::countersOf(const QString &installation) const
{
    const BoardSpace *s = m_board.space(installation);
    return s ? s->fields.count(QStringLiteral("counters")) : 0;
}

int RaidBoard::landSteps(const QString &from, const QString &to) const
{
    auto it = m_steps.find(from);
    if (it == m_steps.end())
        it = m_steps.insert(from, stepsFrom(m_board, from, {kLand}));
    return it->value(to, -1);
}

} // namespace ambuscade::rangercommandos
