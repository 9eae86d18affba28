// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

#include <QString>
#include <memory>

namespace ambuscade::steeplechase {

// The computer's couriers, by name: "computer" (plays to win: weighs the dice against the
// patrols, rides round rivers by the bridges and round woods, hides, rests and seeks
// adventures for boasts), "greedy" (the most dice, straight at the Emperor, nothing else)
// and "random" (every choice at random). Each plays the courier whose step it is; the
// groups' own phase is the rules'. Null for another name.
std::unique_ptr<Opponent> courierOpponent(const QString &name);

} // namespace ambuscade::steeplechase
