// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

namespace ambuscade::rogersrangers {

class RogersRangersGame;
struct Question;

// What the computer buys (README §11): Rangers first, a Pioneer and a barrel when things must
// be destroyed, friendly Indians and a boat for Canada, Supplies for the long way, 3 RP kept
// for a camp far out; at a refit or resupply, Supplies when the force has none.
struct RangersState;
// The RP it keeps for a camp: 3 on a mission into Canada (column B) until the camp stands.
int campReserve(const RangersState &state);
GameAction computerPurchase(const RogersRangersGame &game, const Question &question);

} // namespace ambuscade::rogersrangers
