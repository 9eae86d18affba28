// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <optional>

class QWidget;

namespace ambuscade {
class Game;
struct Scenario;
} // namespace ambuscade

namespace ambuscade::rogersrangers {

class RogersRangersGame;

// The window's side of a battle fought as a skirmish (skirmish/handover.h): the table saved
// where the player chooses, to be opened and played as any scenario; and a finished skirmish,
// played in this window or saved elsewhere, turned into the answer that ends the battle on
// the board, the player choosing where the survivors of a lost skirmish fall back. Each
// returns what it did, or why not, in words.
QString saveSkirmishTable(const RogersRangersGame &game, QWidget *parent);
std::optional<GameAction> askCarryBack(const RogersRangersGame &game, const Scenario &table,
                                       const Game &skirmish, QWidget *parent, QString *said);
// The same from a saved game the player chooses.
std::optional<GameAction> askSkirmishResult(const RogersRangersGame &game, QWidget *parent,
                                            QString *said);

} // namespace ambuscade::rogersrangers
