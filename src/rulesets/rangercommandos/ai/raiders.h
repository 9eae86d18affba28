// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

#include <memory>

namespace ambuscade::rangercommandos {

// The computer's raiders by name: "computer" (weighs counters against capture) and
// "random" (any order the rules allow, the yardstick). Null for an unknown name.
std::unique_ptr<Opponent> raiderOpponent(const QString &name);

} // namespace ambuscade::rangercommandos
