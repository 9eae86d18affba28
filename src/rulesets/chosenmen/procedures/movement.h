// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/tables/movementtable.h"

#include <QList>

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// What changes a rolled move (reading §4).
struct MoveConditions {
    bool halved = false;   // in woods, water or a building
    int obstacles = 0;     // low walls, fences and minor linear obstacles crossed, 2 in each
    int seriousWounds = 0; // in the unit: 2 in each
    int currentIn = 0;     // a boat's current, added to its roll
    int pushersIn = 0;     // men beyond a gun's full crew, 1 in each added to its roll (§9)
    bool boardsOrLeavesBoat = false; // 4 in
};

// A move rolled: every die, the one dropped, what the table adds, and the inches it gives.
struct MoveRoll {
    QList<int> dice;
    int dropped = -1; // index in dice; -1 for none
    int addIn = 0;    // the table's + or − and a boat's current
    int rolledIn = 0; // the kept dice plus addIn; a negative roll means no move
    double inches = 0;
};

MoveRoll rollMove(MoveClass move, Ground ground, const MoveConditions &conditions, Dice &dice);
// The rolled inches after the conditions: wounds off the roll, the rest halved in woods,
// water and buildings, then 2 in per obstacle and 4 in for boarding or leaving a boat; never
// below nothing.
double movedInches(int rolledIn, const MoveConditions &conditions);
// The chance that a roll of these dice, after the conditions, comes to `inches` or more: every
// face of every die counted (a charge's odds, shown before it is ordered).
double chanceToMove(MoveClass move, Ground ground, const MoveConditions &conditions, double inches);

} // namespace ambuscade::chosenmen
