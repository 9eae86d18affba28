// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/procedures/dieroll.h"
#include "rogersrangers/tables/pieces.h"

#include <QList>

namespace ambuscade::rogersrangers {

enum class BattleSide { Raiders, Hostiles };

// Why a side's Edge die is raised (README §6).
enum class EdgeReason {
    Leader,     // +1 with a leader, either side
    Elite,      // +1 with a Rangers unit (Raiders) or a CFM (hostiles)
    LongRifles, // +1 for each long rifle the Raiders carry
    Ambush,     // +2 to the hostiles in an ambush battle
};

struct EdgeModifier {
    EdgeReason reason = EdgeReason::Leader;
    int amount = 0;
};

struct EdgeModifiers {
    QList<EdgeModifier> raiders;
    QList<EdgeModifier> hostiles;
    int raidersTotal() const;
    int hostilesTotal() const;
};

EdgeModifiers edgeModifiers(const QList<Unit> &raiders, const QList<HostileType> &hostiles,
                            bool ambush);

// One throw of both sides' dice, the Raiders' first.
struct EdgeThrow {
    int raidersDie = 0;
    int hostilesDie = 0;
};

struct EdgeOutcome {
    BattleSide firstToFire = BattleSide::Raiders;
    QList<EdgeThrow> throws; // every throw, the ties re-rolled before the last
};

EdgeOutcome rollEdge(const EdgeModifiers &modifiers, const RollD6 &d6);

// The chance the Raiders win the Edge with these totals of modifiers, ties re-rolled.
double raidersEdgeChance(int raidersModifier, int hostilesModifier);

} // namespace ambuscade::rogersrangers
