// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/ai/computer.h"
#include "game/opponent.h"

// A FIW game's phases and turns as they go at the table when nobody gives an order: the
// computer plays the sides it runs, the rules alone play the others.
inline void nextPhase(ambuscade::Game &game)
{
    ambuscade::fiw::ComputerOpponent computer;
    ambuscade::playSeatedStep(game, computer);
}

inline void playTurns(ambuscade::Game &game, int turns)
{
    ambuscade::fiw::ComputerOpponent computer;
    ambuscade::playSeatedTurns(game, computer, turns);
}
