// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rangercommandos/procedures/raidboard.h"

#include <QList>

namespace ambuscade::rangercommandos {

// What a barge's one-wave step comes to (README, "The crossing" and "The return").
struct BargeStep {
    enum Result {
        Moved,        // onto the next wave
        OffBoard,     // it would leave the water: turn lost
        Blocked,      // a barge lies on that wave: turn lost
        LandingsHeld, // by night, every landing that wave touches is held: turn lost
        PointOfLand,  // by day, the home shore there is no dock: turn lost
        Home,         // by day, into a home dock (any colour's)
    };
    Result result = Moved;
    GridCell cell;   // where the barge is after the step
    QString landing; // by night, the free landing it now holds; empty for none
    QString dock;    // home: the dock it entered
};

// One step of a barge from `from` in `direction`. `barges` are the other barges' waves;
// `held` the landings other barges hold. By night landings matter; by day docks do.
BargeStep stepBarge(const RaidBoard &board, const GridCell &from, Compass direction, bool night,
                    const QList<GridCell> &barges, const QStringList &held);

} // namespace ambuscade::rangercommandos
