// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"
#include "scenario/board.h"

namespace ambuscade::rangercommandos {

// What a raid's board must be beyond what every board is (README, "Boards"): every objective
// leads into an installation, and the installations hold the whole counter set between them.
// Each problem at the JSON path of the space at fault, or of the spaces.
Problems checkBoard(const Board &board);

} // namespace ambuscade::rangercommandos
