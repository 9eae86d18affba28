// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/game.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <QHash>
#include <QSet>

namespace ambuscade {

// What the game remembers of the scenario's victory conditions from turn to turn, by the
// condition's place in Victory::conditions.
struct ObjectiveProgress {
    QHash<int, int> turnsHeld;          // hold and destroy: turns in a row held so far
    QHash<int, QSet<QString>> rescuers; // rescue: the figures that have reached the marker
    bool operator==(const ObjectiveProgress &o) const
    {
        return turnsHeld == o.turnsHeld && rescuers == o.rescuers;
    }
};

// How the scenario's conditions are read on the table (each is the reading of this program;
// the rules leave objectives to the scenario):
// - reach: a living figure of the side stands in the terrain feature (its centre inside an
//   area, or its base touching a line);
// - hold: at the end of as many turns in a row as hold_turns (at least one), figures of the
//   side stand in the feature and no enemy does;
// - destroy: the same, at the marker (within kObjectiveReachCm of it) or in the feature:
//   the side's men stay there unopposed long enough to set the charges or the fire;
// - rescue: a figure of the side reaches the marker (the prisoners go with him) and later
//   stands in his side's deployment zone (or within kObjectiveReachCm of the table edge
//   nearest its centre, when the side has no zone);
// - exit: half or more of the side's living figures stand within kObjectiveReachCm of the
//   named table edge.
constexpr double kObjectiveReachCm = 5;

// Checked at the end of each turn: brings the progress up to date and returns the first
// condition met, or -1.
int checkObjectives(const Scenario &s, const geo::TableGeometry &g, ObjectiveProgress &progress);

// Every condition with its progress, as things stand (without changing the progress).
QList<ObjectiveStatus> objectiveStatus(const Scenario &s, const geo::TableGeometry &g,
                                       const ObjectiveProgress &progress);

} // namespace ambuscade
