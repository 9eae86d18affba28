// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"
#include "scenario/board.h"

namespace ambuscade::rangercommandos {

// What a raid's board must be beyond what every board is (README, "Boards"): one grid of
// waves; dotted paths between the spaces a commando walks on; every objective's arrow leading
// into an installation and every installation entered from an objective; one dock of each
// colour, on the home shore; and the installations holding the whole counter set between
// them. Each problem at the JSON path of the space, path or grids at fault, or of the spaces.
Problems checkBoard(const Board &board);

} // namespace ambuscade::rangercommandos
