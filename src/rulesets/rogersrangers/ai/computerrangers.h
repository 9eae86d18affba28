// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

namespace ambuscade::rogersrangers {

class RogersRangersGame;
struct Question;

// The computer commanding the Rangers (README §11): it answers each question the rules put
// by a few named reckonings (a plan's worth in markers, battles and the way home; a battle's
// chance of winning), and says its reason in the log.
class ComputerRangers final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override;
};

// One answer and why, for the pieces of the computer's reckoning.
GameAction withReason(GameAction order, const QString &reason);

} // namespace ambuscade::rogersrangers
