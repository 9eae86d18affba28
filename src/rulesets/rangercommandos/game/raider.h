// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/board.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ambuscade::rangercommandos {

// Where a raider's barge and commando stand in the game (README, "Turns").
enum class Stage {
    Crossing,  // the barge on the water by night, the commando aboard
    AtLanding, // the barge holds a landing, the commando not yet ashore
    Ashore,    // the commando on the island
    Returning, // after the alarm, the barge heading home by day
    Home,      // in a home dock: a place taken
    Captured,  // out of the game
};

// One raider: a colour, its barge and its commando, and what he carries. Plain data.
struct Raider {
    QString colour;
    Stage stage = Stage::Crossing;
    GridCell barge;      // the barge's wave (the rim beside its dock before it sails)
    QString landing;     // the landing the barge holds, once it holds one
    QString commando;    // the commando's space while ashore
    QList<int> counters; // the counters taken, face down: their points
    QStringList raided;  // the installations he took them from
    int place = 0;       // 1 for the first home, …; 0 for none
    QString dock;        // the dock he came home to

    bool playing() const { return stage != Stage::Home && stage != Stage::Captured; }
    bool afloat() const { return stage == Stage::Crossing || stage == Stage::AtLanding; }
};

} // namespace ambuscade::rangercommandos
