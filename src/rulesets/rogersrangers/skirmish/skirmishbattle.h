// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/tables/pieces.h"

#include <QList>
#include <QString>

namespace ambuscade::rogersrangers {

// README §10: the kinds of battle a skirmish is set up for.
enum class SkirmishKind {
    Ordinary, // the Raiders come on from the south edge
    Ambush,   // the hostiles lie hidden on both flanks of the Raiders
    AtCamp,   // the hostiles come on against the Ranger Camp
};

// A battle on the board as the skirmish table is built from it: the space and its counters.
struct SkirmishBattle {
    QString spaceId;
    QString spaceName;
    QString spaceKind;     // "fort", "village", "forest" or "open"
    QString waterPathKind; // "" for none, "river" or "lake": a water path leaves the space
    SkirmishKind kind = SkirmishKind::Ordinary;
    QList<Unit> raiders; // ids unique per type
    QList<HostileType> hostiles;
    int garrison = 0; // the first `garrison` hostiles are the space's garrison
    // The Tactical Edge, rolled on the board, decides only who takes the first turn.
    bool raidersFirst = true;
};

} // namespace ambuscade::rogersrangers
