// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/weapons.h"
#include "geometry/terraineffect.h"

namespace ambuscade::fiw {

// The to-hit table (reading §10): the D8 score needed, by range band and cover. Bands past
// long range have no entry; 0 means the shot cannot be taken.
int toHitNeeded(RangeBand band, geo::Cover cover);

// A shooter's class moves both the to-hit and the damage die.
int classModifier(const QString &figureClass);
// Does a D8 hit, for a shooter of that class, at that band against that cover?
bool shotHits(int d8, RangeBand band, geo::Cover cover, const QString &shooterClass);

enum class Damage { Graze, Wound, Kill };

// The damage table: the effect of a D6 (already modified and held to 1–6) in a column.
Damage damageFor(DamageColumn column, int die);
// The die as the table reads it: the roll plus the class modifier, held to 1–6.
int heldDamageDie(int roll, int modifier);

QString damageId(Damage damage);

} // namespace ambuscade::fiw
