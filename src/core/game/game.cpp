// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

namespace ambuscade {

namespace {
// A move nobody judged: the figure would go where it was taken.
MoveTrial unjudged(const QString &figure, const QList<QPointF> &path)
{
    MoveTrial trial;
    trial.figure = figure;
    trial.walked = path;
    if (!path.isEmpty())
        trial.reach = trial.end = path.last();
    return trial;
}
} // namespace

MoveTrial Game::tryMove(const QString &figure, const QList<QPointF> &path) const
{
    return unjudged(figure, path);
}

GameAction Game::dragOrder(const QString &figure, const QList<QPointF> &path) const
{
    return moveOrder(figure, path);
}

QList<MoveTrial> Game::tryMoveTogether(const QList<FigurePath> &moves) const
{
    QList<MoveTrial> trials;
    for (const FigurePath &m : moves)
        trials << unjudged(m.figure, m.path);
    return trials;
}

QList<TableIncident> Game::incidents() const
{
    QList<TableIncident> fell;
    for (const Figure &f : state().figures)
        if (f.killed)
            fell.append({TableIncident::Fell, f.position, f.side});
    return fell;
}

} // namespace ambuscade
