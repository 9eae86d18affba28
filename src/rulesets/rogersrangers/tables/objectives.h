// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::rogersrangers {

// The six kinds of objective marker (README §5).
enum class ObjectiveMarker { Depot, HostileVillage, Prisoners, Intel, Ambush, Abandoned };

// What a force must do with a face-up marker of the kind.
enum class Task {
    Destroy,  // a demolition, by Pioneers and barrels
    TakeHome, // take them (Alert +1), rescued at Rogers Island or the camp
    Gain,     // gained by standing on it with no hostiles there
    Spring,   // an ambush battle (its Ops are the battle's: won +1, lost −1)
    None,     // nothing to do: removed when turned up
};

// One way a reward may be taken; a kind with two lets the player choose.
enum class RewardKind {
    RecruitPoints, // RP on the track
    GearItem,      // one gear item free to the force
    ExtraOps,      // Ops +
    TurnUpMarker,  // a face-down marker turned up (way (b))
};
struct Reward {
    RewardKind kind;
    int amount = 1;
};

struct ObjectiveMarkerSpec {
    ObjectiveMarker kind;
    const char *id; // as the log and the files write it; Ruleset::termText names it
    int count = 0;  // markers of the kind in the set of fourteen
    Task task = Task::None;
    QList<Reward> rewards; // taken once, when the task is done; empty for none
};

// The set, in the table's order.
const QList<ObjectiveMarkerSpec> &objectiveMarkerSpecs();
const ObjectiveMarkerSpec &objectiveMarkerSpec(ObjectiveMarker kind);
// How many markers the set holds in all.
int objectiveMarkerCount();

} // namespace ambuscade::rogersrangers
