// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

namespace ambuscade::chosenmen {

// Officers and squad leaders (reading §3, §8, §9).

// An officer within 2 in (edge to edge) of a unit's figure may rally it with his bonus or
// make a field promotion in a unit whose squad leader is lost.
bool officerWithinRally(const Scenario &scenario, const QString &officer, const QString &group);
// Whether a unit has lost its squad leader and has no other: it retreats to the nearest cover
// and may only load or fire until a field promotion.
bool awaitsFieldPromotion(const Scenario &scenario, const QString &group);
// A field promotion: the figure becomes the unit's squad leader. False, changing nothing,
// when the officer is not within 2 in or the figure is not a living man of the unit.
bool promote(Scenario &scenario, const QString &officer, const QString &figure);

// A figure out of command: neither his squad leader within his unit's placing distance (6 in,
// 10 for skirmishers, 2 round a gun) nor an officer of his command within 6 in. He may not
// advance until one is in range, and fights at −4. Leaders and officers are never out of it.
bool outOfCommand(const Scenario &scenario, const QString &figure);

// A squad set off by its officer's card forms up on its leader as a free move: each man
// beyond the placing distance steps straight towards the leader until he is within it. The
// ids of the men moved; none when the unit has no leader. A gun is never moved by it: a unit
// whose leader stands within 2 in of its gun closes up within 2 in of the gun instead.
QStringList formUp(Scenario &scenario, const QString &group);

// An officer stands alone when no other man of his side on the table is within 2 in of him
// (edge to edge), the distance he rallies and promotes at.
bool standsAlone(const Scenario &scenario, const QString &officer);
// An officer alone and charged at 4:1 or worse flees a full move, or surrenders if he has
// already moved this turn.
enum class IsolatedOfficer { Stands, Flees, Surrenders };
IsolatedOfficer isolatedOfficer(bool alone, int chargers, bool hasMoved);

// Guards needed for so many prisoners: one holds up to seven.
int guardsNeeded(int prisoners);

} // namespace ambuscade::chosenmen
