// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsurface.h"

#include <QLineF>
#include <QQueue>
#include <limits>

namespace ambuscade {

QPointF BoardSurface::placeFor(const QPointF &p) const
{
    QPointF best = p;
    double bestDistance = std::numeric_limits<double>::max();
    const auto consider = [&](const QPointF &spot) {
        const double d = QLineF(p, spot).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = spot;
        }
    };
    for (const BoardSpace &s : m_board.spaces)
        consider(s.position);
    for (const BoardGrid &g : m_board.grids) {
        if (const auto cell = g.cellAt(p); cell && g.contains(*cell))
            consider(g.centre(*cell));
    }
    return best;
}

QHash<QString, int> stepsFrom(const Board &board, const QString &from, const QSet<QString> &kinds)
{
    // Each space's paths gathered once: asking the board at every step walks all its paths.
    QHash<QString, QList<const BoardPath *>> pathsAt;
    for (const BoardPath &path : board.paths) {
        pathsAt[path.from] << &path;
        if (path.to != path.from)
            pathsAt[path.to] << &path;
    }
    QHash<QString, int> steps{{from, 0}};
    QQueue<QString> frontier;
    frontier.enqueue(from);
    while (!frontier.isEmpty()) {
        const QString here = frontier.dequeue();
        for (const BoardPath *path : pathsAt.value(here)) {
            if (!kinds.isEmpty() && !kinds.contains(path->kind))
                continue;
            const QString next = path->otherEnd(here);
            if (steps.contains(next))
                continue;
            steps.insert(next, steps.value(here) + 1);
            frontier.enqueue(next);
        }
    }
    return steps;
}

} // namespace ambuscade
