// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

namespace ambuscade::rogersrangers {

class RogersRangersGame;
struct Question;

// The computer commanding the Rangers (README §11): it answers each question the rules put
// by a few named reckonings (a plan's worth in markers, battles and the way home; a battle's
// chance of winning), and says its reason in the log. Its reckonings are rough: a search
// thinking ahead with it gives another answer whenever that answer is ahead of its own on
// the held-out playouts at all (measured better than asking it to be clearly ahead:
// README §11).
class ComputerRangers final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override;
    double searchMargin() const override { return 0; }
};

// One answer and why, for the pieces of the computer's reckoning.
GameAction withReason(GameAction order, const QString &reason);

} // namespace ambuscade::rogersrangers
