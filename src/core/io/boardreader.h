// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "objectreader.h"
#include "scenario/board.h"

#include <QRectF>

namespace ambuscade {

class Ruleset;

// Reads a board's "spaces", "paths" and "grids" from a scenario's top level, checking every
// kind against the rule set's, every reference against the ids read, every position against
// the board's bounds, and that nothing stands apart: a space no path or grid reaches is
// reported, since no piece could ever get there.
void readBoard(ObjectReader &root, const Ruleset *rules, const QRectF &bounds, Board &board,
               Problems &problems);

} // namespace ambuscade
