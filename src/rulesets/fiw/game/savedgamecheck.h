// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"
#include "io/limits.h"
#include "scenario/scenario.h"

#include <QJsonObject>

namespace ambuscade::fiw {

// The most a figure can have walked in a turn, or a move can have cost, as a file may say:
// far more than any allowance, far less than would overflow a sum.
constexpr double kMaxLoggedDistanceCm = limits::kMaxTableCm * 10;

// Checks what FiwGame::fromJson reads of a game file on trust, as the scenario reader checks
// a scenario. The turn record: `winner` and `loser` a side or empty, `spotting` and
// `moved_cm` distances in range, `acted_in` a turn reached, each reaction's risk factor
// and reasons ones the rules could give. The log (as read, `log`): every event at a turn
// the game has reached, by a side and in a phase of the game; every figure and group an event
// names one of the table's; every point finite and on the table, every facing and distance
// finite, and every die, modifier and count one the rules could give. The replay, the Combat
// panel and the log panel read these fields; a hand-edited file must not hand them nonsense.
// Returns the first problem with its path inside the game ("log[12].shots[0].die: should be
// a whole number from 0 to 8"), or nothing.
QString checkSavedGame(const QJsonObject &json, const GameLog &log, const Scenario &state,
                       int turn);

} // namespace ambuscade::fiw
