// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/procedures/battle.h"

#include <QList>

namespace ambuscade::rogersrangers {

// The chance the Raiders win a battle fought to the end (no retreat), worked out exactly:
// each side aims at the other's topmost unit standing (the hostiles by the rule, the Raiders
// as the computer does, at the highest value), so the fallen are always the top of a line
// and a state is how far down each line the dead reach, where each side stands in its
// round, and whose turn it is.

// From the two lines' combat values, top first, and each side's Edge modifiers.
double raidersWinChance(const QList<int> &raiderValues, const QList<int> &hostileValues,
                        int raidersEdgeModifier, int hostilesEdgeModifier);
// The same with the side that fires first known.
double raidersWinChanceFiringFirst(const QList<int> &raiderValues, const QList<int> &hostileValues,
                                   BattleSide firstToFire);
// From a battle as the game would hand it over: its lines, terrain, gear and ambush.
double raidersWinChance(const BattleSetup &setup);

} // namespace ambuscade::rogersrangers
