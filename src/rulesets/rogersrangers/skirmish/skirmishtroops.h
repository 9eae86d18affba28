// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/skirmish/skirmishbattle.h"
#include "scenario/figure.h"
#include "scenario/group.h"

#include <QList>
#include <QStringList>

namespace ambuscade::rogersrangers {

// README §10, "The counters become groups": each counter as a group of FIW figures, not yet
// placed on the table (positions and orders are the table builder's).

inline const QString kRaidersSide = QStringLiteral("british");
inline const QString kHostilesSide = QStringLiteral("french");

// A counter's group and its figures.
struct SkirmishTroop {
    Group group;
    QList<Figure> figures;
    bool leader = false; // a leader is a group of one figure
};

// The id of a counter's group, by which the outcome finds it again.
QString raiderGroupId(const Unit &unit);
QString hostileGroupId(const QList<HostileType> &hostiles, int index);

// The Raiders' counters in the battle's order, the gear given out (a long rifle: two men of
// the group take rifles, a leader his own; a hatchet: a bayonet for every musket). The light
// gun's crew comes without its gun.
QList<SkirmishTroop> raiderTroops(const SkirmishBattle &battle);
// The hostiles' counters in the battle's order, from the FIW palette's templates (a leader
// is a partisan officer of his own).
QList<SkirmishTroop> hostileTroops(const SkirmishBattle &battle);

// What the skirmish leaves out of the battle, in words, for the player to read before he
// chooses how to fight it: the gun, and gear that plays no part. Empty when nothing is.
QStringList skirmishNotes(const SkirmishBattle &battle);

} // namespace ambuscade::rogersrangers
