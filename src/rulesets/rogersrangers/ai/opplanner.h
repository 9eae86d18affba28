// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "rogersrangers/tables/pieces.h"

namespace ambuscade::rogersrangers {

class RogersRangersGame;
struct Question;
struct RangersState;

// The computer's reckoning of an Op (README §11): which force, and what it does.
GameAction bestForce(const RogersRangersGame &game, const Question &question);
GameAction bestAct(const RogersRangersGame &game, const Question &question);
// Which of the forces in reach a Rally brings into the camp.
GameAction bestRally(const RogersRangersGame &game, const Question &question);
// What a unit is worth to it: its price in RP, a leader far more (10), as a leader lost
// rolls on the Escape table and Rogers lost may end the campaign.
int unitWorth(const Unit &unit);
// Its line: the cheapest units on top, the leaders at the bottom.
QList<Unit> computerLine(QList<Unit> units);
// The chance its line beats the hostiles at the space.
double chanceAt(const RogersRangersGame &game, const QList<Unit> &units, const QString &space);
QList<Unit> unitsOf(const RangersState &state, const QStringList &keys);

} // namespace ambuscade::rogersrangers
