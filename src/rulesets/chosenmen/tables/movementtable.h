// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/tables/troops.h"

namespace ambuscade::chosenmen {

// The ground a move is rolled for (reading §4's columns).
enum class Ground { Open, Road, Difficult };

// Which die is left out of a roll.
enum class Drop { None, Lowest, Highest };

// How a move is rolled: so many d10, one dropped or none, plus a number of inches.
struct MoveDice {
    int dice;
    Drop drop;
    int addIn;
};

// The movement table: the dice of a kind of troops on that ground. Skirmishers roll their
// open-ground dice in difficult going (they ignore it); a boat rolls the same everywhere (the
// current is added by the caller).
const MoveDice &moveDice(MoveClass move, Ground ground);
// The mean of such a roll in inches (never below 0), for overlays and the computer's plans.
double meanMoveIn(const MoveDice &dice);

} // namespace ambuscade::chosenmen
