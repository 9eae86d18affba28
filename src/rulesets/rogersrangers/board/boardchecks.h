// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"
#include "scenario/board.h"

namespace ambuscade::rogersrangers {

// What keeps a board from being a frontier the game can be played on, whatever the mission
// (README §2): not exactly one staging area, or a placement roll given to two spaces. Each
// problem names the field at fault by its JSON path.
Problems checkBoard(const Board &board);

} // namespace ambuscade::rogersrangers
