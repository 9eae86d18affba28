// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/orderkinds.h"

namespace ambuscade::rangercommandos::orderkind {

// The kinds of order (GameAction::kind) a game of Ranger Commandos takes; what each carries
// is said at RangerCommandosGame.
using ambuscade::orderkind::kMove; // a commando dragged on the board: the walk ending there
using ambuscade::orderkind::kNext;

// The raider on turn spins, and walks one of the walks of the number spun.
inline constexpr QLatin1String kSpin{"spin"};
inline constexpr QLatin1String kWalk{"walk"};

} // namespace ambuscade::rangercommandos::orderkind
