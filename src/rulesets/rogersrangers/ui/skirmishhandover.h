// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <optional>

class QWidget;

namespace ambuscade::rogersrangers {

class RogersRangersGame;

// The window's side of a battle fought as a skirmish (skirmish/handover.h): the table saved
// where the player chooses, to be opened and played as any scenario; and the saved game of
// it read back into the answer that ends the battle on the board, the player choosing where
// the survivors of a lost skirmish fall back. Each returns what it did, or why not, in words.
QString saveSkirmishTable(const RogersRangersGame &game, QWidget *parent);
std::optional<GameAction> askSkirmishResult(const RogersRangersGame &game, QWidget *parent,
                                            QString *said);

} // namespace ambuscade::rogersrangers
