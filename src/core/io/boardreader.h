// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "objectreader.h"
#include "scenario/board.h"

#include <QRectF>

namespace ambuscade {

class Ruleset;

// Reads a board's "spaces", "paths" and "grids" from a scenario's top level, checking every
// kind against the rule set's, every reference against the ids read and every position
// against the board's bounds.
void readBoard(ObjectReader &root, const Ruleset *rules, const QRectF &bounds, Board &board,
               Problems &problems);

// The spaces no path or grid reaches, where no piece could ever get. A board being drawn
// has them for a while (a space placed, not yet joined), so the reader takes them; `validate`
// and a game's start refuse them.
Problems spacesJoinedToNothing(const Board &board);

// Everything that keeps a board that reads from being finished: its spaces joined to
// nothing, then what its rule set finds (Ruleset::checkBoard), when it has one.
Problems finishedBoardProblems(const Board &board, const Ruleset *rules);

} // namespace ambuscade
