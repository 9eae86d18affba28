// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ambuscade::steeplechase {

// How the courier takes an enemy's die (reading §6): defensively he wins ties and at best
// fends the blow off; aggressively the enemy wins ties and at best that enemy falls.
enum class Stance { Defensive, Aggressive };

enum class Exchange {
    FendedOff,   // defensive, his die as high or higher: no harm
    Beaten,      // defensive, lower: he reads the group's losing table
    EnemyFalls,  // aggressive, higher: that figure is removed
    EnemyStands, // aggressive, as high or lower: nothing happens
};

// One enemy's die against the courier's die (his combat modifier included).
Exchange exchange(int courierTotal, int enemyDie, Stance stance);

} // namespace ambuscade::steeplechase
