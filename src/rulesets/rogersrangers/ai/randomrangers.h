// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/dice.h"
#include "game/opponent.h"

namespace ambuscade::rogersrangers {

// The yardstick (README §11): every answer at random among those the question offers, but a
// retreat after a round only one time in six. Its own seeded dice, apart from the game's.
class RandomRangers final : public Opponent
{
public:
    explicit RandomRangers(quint64 seed = 7) : m_dice(seed) {}
    std::optional<GameAction> decide(const Game &game) override;

private:
    Dice m_dice;
};

} // namespace ambuscade::rogersrangers
