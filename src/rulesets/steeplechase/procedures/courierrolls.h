// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/procedures/modifier.h"
#include "steeplechase/tables/courier.h"

namespace ambuscade::steeplechase {

// The modifiers of a courier's own rolls (reading §3 and §5) and what each must reach.

// Jumping a stream: read on the stream table.
QList<Modifier> streamJumpModifiers(const Courier &courier);
// Jumping a wall, having ridden `beforeWallIn` this move before reaching it and
// `soFarIn` in all: read on the wall table.
QList<Modifier> wallJumpModifiers(const Courier &courier, double beforeWallIn, double soFarIn);

// Catching his loose horse: 5 or more. `horseWasFatigued`: the horse that ran off;
// `mountedHelper`: a mounted companion tries for him.
constexpr int kCatchHorseNeeds = 5;
QList<Modifier> catchHorseModifiers(const Courier &courier, bool horseWasFatigued,
                                    bool mountedHelper);

// Hiding from his pursuers: 4 or more, worth 2 boasts.
constexpr int kHideNeeds = 4;
constexpr int kHideBoasts = 2;
QList<Modifier> hideModifiers(const Courier &courier);

// Firing his pistol at an enemy within range (procedures/reach): this or more removes the
// figure.
constexpr int kPistolHitsOn = 5;

// Added to each of his combat dice.
int combatModifier(const Courier &courier);
// The re-rolls he may spend each turn on dice he fights defensively, besides his energy's.
int defensiveRerolls(const Courier &courier);

} // namespace ambuscade::steeplechase
