// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/morale.h"

#include <QList>

namespace ambuscade::chosenmen {

// What a unit does when its card is turned (reading §2, §3).

// The one action a unit takes, or the charge that leads to its melee.
enum class UnitAction { Move, Load, Fire, HoldFire, Heal, Charge };
QString unitActionId(UnitAction action); // "move", "load", "fire", "hold-fire", "heal", "charge"

// A unit tests morale when it has taken casualties, is fleeing, charges or is charged.
struct MoraleTriggers {
    bool tookCasualties = false;
    bool fleeing = false;
    bool charging = false;
    bool charged = false;
};
bool mustTestMorale(const MoraleTriggers &triggers);

// How the unit stands when its card comes up.
struct UnitStanding {
    MoraleOutcome morale = MoraleOutcome::CarryOn; // its latest test, or carry on
    bool inCover = false;
    bool awaitsFieldPromotion = false; // its squad leader lost, no promotion yet
};
// What it is forced to do before anything else: nothing, retreat to the nearest cover, or
// flee a full move.
enum class ForcedMove { None, RetreatToCover, Flee };
ForcedMove forcedMove(const UnitStanding &standing);
// The actions left to choose from: all of them when it carries on; a unit retreating (or
// awaiting a field promotion) may only load or fire, and only once in cover; a fleeing unit
// does nothing else.
QList<UnitAction> allowedActions(const UnitStanding &standing);

} // namespace ambuscade::chosenmen
