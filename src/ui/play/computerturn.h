// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"
#include "scenario/scenario.h"

class QGraphicsItem;

namespace ambuscade {

class Game;

// The computer's latest side turn in a game's log: the last stretch of events written by a
// side it plays (first and last event, or -1 when it has not played yet).
struct EventRange {
    int first = -1;
    int last = -1;
    bool isEmpty() const { return first < 0; }
};
EventRange lastComputerTurn(const Scenario &table, const GameLog &log);

// The moves of that turn as a trail on the table: from where each man stood to where he
// went, in his side's colour; null when nobody moved.
QGraphicsItem *movesTrail(const Scenario &table, const GameLog &log, const EventRange &turn);

} // namespace ambuscade
