// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/orderkinds.h"

namespace ambuscade::chosenmen::orderkind {

// The kinds of order (GameAction::kind) a game of Chosen Men takes; what each carries is said
// at ChosenMenGame.
using ambuscade::orderkind::kNext;
using ambuscade::orderkind::kPlace; // referee play: a man put where the player put him

// A unit's action on its card (unitActionId names them by these); its move is the shared
// move of a figure dragged on the table.
using ambuscade::orderkind::kMove;
inline constexpr QLatin1String kLoad{"load"};
inline constexpr QLatin1String kFire{"fire"};
inline constexpr QLatin1String kHoldFire{"hold-fire"};
inline constexpr QLatin1String kHeal{"heal"};
inline constexpr QLatin1String kCharge{"charge"};
// What a unit does instead of its action, or in its melee.
inline constexpr QLatin1String kYield{"yield"};
inline constexpr QLatin1String kSpike{"spike"};
inline constexpr QLatin1String kLimber{"limber"};
inline constexpr QLatin1String kCadence{"cadence"};
// A unit's boat.
inline constexpr QLatin1String kRow{"row"};
inline constexpr QLatin1String kLand{"land"};
inline constexpr QLatin1String kAnchor{"anchor"};
inline constexpr QLatin1String kBoard{"board"};
// An officer's own move and his bonuses.
inline constexpr QLatin1String kOfficerMove{"officer-move"};
inline constexpr QLatin1String kRally{"rally"};
inline constexpr QLatin1String kPromote{"promote"};
inline constexpr QLatin1String kRemoveWounds{"remove-wounds"};
inline constexpr QLatin1String kReroll{"reroll"};
inline constexpr QLatin1String kMeleeBonus{"melee-bonus"};

} // namespace ambuscade::chosenmen::orderkind
