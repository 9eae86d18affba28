// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/board.h"

#include <QJsonObject>

namespace ambuscade {

class Ruleset;

// Writes a board's spaces, paths and grids into a scenario's top level; a scenario played
// on a table has none and gets none of those keys.
void writeBoard(QJsonObject &root, const Board &board, const Ruleset *rules);

} // namespace ambuscade
