// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"

namespace ambuscade {
struct Scenario;
}

namespace ambuscade::rogersrangers {

// The mission's sheet to play from: its set-up, victory, garrisons, the placement column
// read from the board, and the tracks and purchases to mark in pencil.
print::Sheet missionSheet(const Scenario &scenario);
// The rules summary: the Op, the pieces and gear, battles, the after-battle tables, and
// the 26 operation cards.
print::Sheet referenceSheet();

} // namespace ambuscade::rogersrangers
