// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

namespace ambuscade {

// How long the computer that thinks ahead ("search") may think over each order in the
// window (File → Preferences), kept in the settings: a second by default.
constexpr double kLeastThinkingSeconds = 0.1;
constexpr double kMostThinkingSeconds = 30;
double thinkingSeconds();
void setThinkingSeconds(double seconds);
// The search's budget in the window: that time per order, each playout to the game's end.
SearchBudget windowSearchBudget();

} // namespace ambuscade
