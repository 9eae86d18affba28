// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/orderkinds.h"

namespace ambuscade::steeplechase::orderkind {

// The kinds of order (GameAction::kind) a Steeplechase race takes; what each carries is said
// at SteeplechaseGame.
using ambuscade::orderkind::kMove; // a courier dragged: a ride towards the end of the path
using ambuscade::orderkind::kNext;

// Set-up: a courier's ability and two items.
inline constexpr QLatin1String kOutfit{"outfit"};

// Movement: a ride of n dice; how many dice a drag rolls; an excellent horseman's turn in his
// next dragged ride; whether his dragged ride jumps streams and walls; no move this turn.
inline constexpr QLatin1String kRide{"ride"};
inline constexpr QLatin1String kDice{"dice"};
inline constexpr QLatin1String kTurn{"turn"};
inline constexpr QLatin1String kJump{"jump"};
inline constexpr QLatin1String kStay{"stay"};
// The dice of a ride rolled and waiting that he rolls again, by their place in the roll.
inline constexpr QLatin1String kReroll{"reroll"};

// Actions.
inline constexpr QLatin1String kCatchHorse{"catch-horse"};
inline constexpr QLatin1String kDrink{"drink"};
inline constexpr QLatin1String kEat{"eat"};
inline constexpr QLatin1String kSleep{"sleep"};
inline constexpr QLatin1String kParley{"parley"};
inline constexpr QLatin1String kFight{"fight"};
inline constexpr QLatin1String kAdventure{"adventure"};
inline constexpr QLatin1String kAttack{"attack"};
inline constexpr QLatin1String kHide{"hide"};
inline constexpr QLatin1String kDestroyMissive{"destroy-missive"};
inline constexpr QLatin1String kPassMissive{"pass-missive"};
inline constexpr QLatin1String kFirePistol{"fire-pistol"};
inline constexpr QLatin1String kBoast{"boast"};
inline constexpr QLatin1String kFightFire{"fight-fire"};
inline constexpr QLatin1String kReleasePrisoners{"release-prisoners"};
inline constexpr QLatin1String kLoot{"loot"};
inline constexpr QLatin1String kPrisonerRoll{"prisoner-roll"};

// The answer to a choice a table offered the courier.
inline constexpr QLatin1String kAccept{"accept"};
inline constexpr QLatin1String kRefuse{"refuse"};

} // namespace ambuscade::steeplechase::orderkind
