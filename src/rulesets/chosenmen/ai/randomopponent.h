// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

namespace ambuscade::chosenmen {

// The yardstick the computer is measured against (ambuscade-cli duel): on each card, every
// unit and officer of it takes a legal order at random, moving to a random point within a
// foot's reach and facing a random enemy unit. Its dice come from the game's log, so the same
// game gives the same choices.
class RandomOpponent final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override;
};

} // namespace ambuscade::chosenmen
