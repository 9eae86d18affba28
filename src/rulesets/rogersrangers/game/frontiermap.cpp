// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/game/frontiermap.h"

#include "rogersrangers/board/spacekinds.h"

#include <QQueue>

namespace ambuscade::rogersrangers {

FrontierMap::FrontierMap(const Board &board) : m_board(board), m_placement(board)
{
    for (int i = 0; i < board.spaces.size(); ++i) {
        m_order.insert(board.spaces[i].id, i);
        if (board.spaces[i].kind == stagingKind() && m_staging.isEmpty())
            m_staging = board.spaces[i].id;
    }
    for (int i = 0; i < m_board.paths.size(); ++i) {
        const BoardPath &p = m_board.paths[i];
        m_pathsAt[p.from] << i;
        if (p.to != p.from)
            m_pathsAt[p.to] << i;
    }
    for (Way way : {Way::Any, Way::OnFoot, Way::ByBoat})
        for (const BoardSpace &space : m_board.spaces)
            m_neighbours[int(way)].insert(space.id, neighboursOf(space.id, way));
}

const BoardSpace *FrontierMap::spaceOf(const QString &space) const
{
    const int i = orderOf(space);
    return i >= 0 ? &m_board.spaces[i] : nullptr;
}

QList<const BoardPath *> FrontierMap::pathsOf(const QString &space) const
{
    QList<const BoardPath *> paths;
    for (int i : m_pathsAt.value(space))
        paths << &m_board.paths[i];
    return paths;
}

QString FrontierMap::nameOf(const QString &space) const
{
    const BoardSpace *s = spaceOf(space);
    if (!s)
        return space;
    return s->name.isEmpty() ? s->id : s->name;
}

std::optional<Terrain> FrontierMap::terrainOf(const QString &space) const
{
    return terrainOfKind(kindOf(space));
}

QString FrontierMap::kindOf(const QString &space) const
{
    const BoardSpace *s = spaceOf(space);
    return s ? s->kind : QString();
}

QStringList FrontierMap::neighbours(const QString &space, Way way) const
{
    return m_neighbours[int(way)].value(space);
}

QStringList FrontierMap::neighboursOf(const QString &space, Way way) const
{
    QStringList next;
    for (const BoardPath *p : pathsOf(space)) {
        const bool usable = way == Way::Any || (way == Way::OnFoot && walkable(p->kind)) ||
                            (way == Way::ByBoat && navigable(p->kind));
        if (usable)
            next << p->otherEnd(space);
    }
    // Board order, so that every walk the rules make is the same on every machine.
    std::sort(next.begin(), next.end(),
              [this](const QString &a, const QString &b) { return orderOf(a) < orderOf(b); });
    return next;
}

QHash<QString, int> FrontierMap::distances(const QString &from, Way way) const
{
    QHash<QString, int> d{{from, 0}};
    QQueue<QString> queue;
    queue.enqueue(from);
    while (!queue.isEmpty()) {
        const QString at = queue.dequeue();
        for (const QString &n : neighbours(at, way))
            if (!d.contains(n)) {
                d.insert(n, d.value(at) + 1);
                queue.enqueue(n);
            }
    }
    return d;
}

int FrontierMap::distance(const QString &from, const QString &to, Way way) const
{
    return distances(from, way).value(to, kUnreachable);
}

QStringList FrontierMap::route(const QString &from, const QString &to, Way way) const
{
    const QHash<QString, int> back = distances(to, way);
    if (!back.contains(from))
        return {};
    QStringList way_;
    QString at = from;
    while (at != to) {
        for (const QString &n : neighbours(at, way))
            if (back.contains(n) && back.value(n) == back.value(at) - 1) {
                at = n;
                break;
            }
        way_ << at;
    }
    return way_;
}

QString FrontierMap::waterBeside(const QString &space) const
{
    QString water;
    for (const BoardPath *p : pathsOf(space)) {
        if (p->kind.startsWith(QLatin1String("lake")))
            return QStringLiteral("lake");
        if (p->kind.startsWith(QLatin1String("river")))
            water = QStringLiteral("river");
    }
    return water;
}

} // namespace ambuscade::rogersrangers
