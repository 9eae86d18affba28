// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/procedures/water.h"

namespace ambuscade::rangercommandos {

namespace {

BargeStep lost(BargeStep::Result why, const GridCell &stays)
{
    BargeStep step;
    step.result = why;
    step.cell = stays;
    return step;
}

} // namespace

BargeStep stepBarge(const RaidBoard &board, const GridCell &from, Compass direction, bool night,
                    const QList<GridCell> &barges, const QStringList &held)
{
    const BoardGrid *grid = board.grid();
    const GridCell to = from.stepped(direction);
    if (!grid)
        return lost(BargeStep::OffBoard, from);
    if (!grid->contains(to)) {
        // Only by day, and only onto the home shore, does a step off the water mean anything;
        // the shore's corners beyond the first and last rows are off the board (reading §6).
        const QStringList docks = board.touched(to, QStringLiteral("dock"));
        if (night || to.column != 0 || to.row < 1 || to.row > grid->rows)
            return lost(BargeStep::OffBoard, from);
        if (docks.isEmpty())
            return lost(BargeStep::PointOfLand, from);
        BargeStep home = lost(BargeStep::Home, to);
        home.dock = docks.first();
        return home;
    }
    if (barges.contains(to))
        return lost(BargeStep::Blocked, from);
    BargeStep step = lost(BargeStep::Moved, to);
    if (night) {
        const QStringList landings = board.touched(to, QStringLiteral("landing"));
        for (const QString &l : landings)
            if (!held.contains(l)) {
                step.landing = l;
                return step;
            }
        if (!landings.isEmpty())
            return lost(BargeStep::LandingsHeld, from);
        return step;
    }
    // By day the wave in front of a dock takes the barge straight in.
    if (const QStringList docks = board.touched(to, QStringLiteral("dock")); !docks.isEmpty()) {
        step.result = BargeStep::Home;
        step.dock = docks.first();
    }
    return step;
}

} // namespace ambuscade::rangercommandos
