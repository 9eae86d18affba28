// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

#include <QString>
#include <memory>

namespace ambuscade::rogersrangers {

// The players of the Rangers by name: "computer" (README §11) and "random" (any answer the rules
// offer, the yardstick). Null for an unknown name.
std::unique_ptr<Opponent> rangersOpponent(const QString &name);

} // namespace ambuscade::rogersrangers
