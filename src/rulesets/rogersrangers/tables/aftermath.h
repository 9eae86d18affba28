// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ambuscade::rogersrangers {

// The tables read after a battle and at a demolition (README §6 and §9), each a die (1–6) to
// what it means; the game applies the outcome.

// The Indian table's hostile column: the hostile Indians left in the space.
enum class HostileIndians {
    AllBackToCup, // 1
    OneBackToCup, // 2: one at random
    Stay,         // 3–4
    AlertUp,      // 5
    OneMoreDrawn, // 6: one more Indian drawn into the space
};
HostileIndians hostileIndiansOn(int die);

// The Indian table's friendly column: the friendly Indians left in the space.
enum class FriendlyIndians {
    AllGoHome,    // 1: back to the recruit pool
    OneGoesHome,  // 2: the player's choice
    Stay,         // 3–4
    TurnUpMarker, // 5: a face-down marker within 2 paths
    OpsUp,        // 6
};
FriendlyIndians friendlyIndiansOn(int die);

// The Escape table, for each of the Raiders' leaders killed.
enum class Escape {
    Killed,         // 1: out of the game
    LostInTheWoods, // 2–3: out for the rest of this mission
    Escaped,        // 4–6: placed at Rogers Island
};
Escape escapeOn(int die);

// The Demolition table, a die for each Pioneer who tries and for each barrel spent.
enum class Demolition {
    Mishap,    // 1: Alert +1
    Nothing,   // 2–3
    Destroyed, // 4–6: the reward is taken
};
Demolition demolitionOn(int die);

// The leader die after a won battle: on a 6 a leader from the recruit pool joins the force.
enum class LeaderDie { NobodyJoins, LeaderJoins };
LeaderDie leaderDieOn(int die);

} // namespace ambuscade::rogersrangers
