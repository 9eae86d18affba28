// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/dice.h"
#include "game/opponent.h"

#include <QString>

namespace ambuscade::fiw {

class FiwGame;

// The yardsticks the computer opponent is measured against (ambuscade-cli duel).

// Never commands: every group of its side acts on the Actions table alone, as the rules
// play an uncommanded group by themselves.
class DiceOnlyOpponent final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &) override { return std::nullopt; }
};

// Takes every choice the rules leave free at random: which leaders roll, which groups and
// links they command while points last, which commanded groups carry on (the others halt),
// whom each commanded group fires at, and whether a group that won a melee follows up. Its dice are
// drawn from the game's step and log, so the same game gives the same choices.
class RandomOpponent final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override;

private:
    void startStep(const FiwGame &game);
    std::optional<GameAction> pick(const QList<GameAction> &orders);

    QString m_step;
    Dice m_dice;
    bool m_carriedOn = false;
    QList<int> m_groupsToFire; // commanded groups not yet given their chance to fire
};

} // namespace ambuscade::fiw
