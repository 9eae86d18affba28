// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/dice.h"

#include <functional>

namespace ambuscade::rogersrangers {

// Where a battle's dice come from, one d6 a call: the game's seeded dice in play, a given
// sequence in a test, so that a battle can be replayed die for die.
using RollD6 = std::function<int()>;

inline RollD6 d6From(Dice &dice)
{
    return [&dice] { return dice.roll(6); };
}

} // namespace ambuscade::rogersrangers
