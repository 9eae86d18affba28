// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/ordersfile.h"

#include <QString>

namespace ambuscade {
struct GameFile;
}

namespace ambuscade::cli {

// Whether a saved game's orders, given again from its start and seed, make the same game (its
// log, event for event): `validate` and `orders` ask it. Empty when they do, with the orders
// stamped with their steps in *stamped if asked; else why not. A game saved before games kept
// their orders has none to check: `unknown` is then set and the answer is empty.
QString ordersRemakeProblem(const GameFile &file, QList<StampedOrder> *stamped, bool *unknown);

} // namespace ambuscade::cli
