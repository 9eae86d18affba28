// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameaction.h"

#include <optional>

namespace ambuscade {

class Game;

// A computer opponent: it plays the side on turn. Asked again after each of its orders is
// carried out, it gives the next, each with its reason, or nothing when it is done with the
// step (playStep then gives "next").
class Opponent
{
public:
    virtual ~Opponent() = default;
    virtual std::optional<GameAction> decide(const Game &game) = 0;
};

// Plays the step the game is at for the side on turn: every order the opponent gives,
// then "next". At most `limit` orders, against an opponent that would never stop.
void playStep(Game &game, Opponent &opponent, int limit = 100000);

// One step as it goes at the table when nobody there gives an order: a side the computer
// plays (Side::controller) plays it with `computer`; a person's side has only what the rules
// do by themselves.
void playSeatedStep(Game &game, Opponent &computer);
// Whole turns of that, from the step the game is at (or until it ends).
void playSeatedTurns(Game &game, Opponent &computer, int turns);

} // namespace ambuscade
