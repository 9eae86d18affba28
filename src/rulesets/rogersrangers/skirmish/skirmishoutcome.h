// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/game.h"
#include "rogersrangers/skirmish/skirmishbattle.h"
#include "scenario/scenario.h"

#include <QStringList>

namespace ambuscade::rogersrangers {

// README §10, "Back to the board": what a finished skirmish does to the counters.
struct SkirmishOutcome {
    bool raidersWon = false; // the hostiles broke; at the turn limit they hold and win
    QList<Unit> raidersLost;
    QList<int> hostilesLost; // places in SkirmishBattle::hostiles
    QStringList text;        // the winner, then each counter lost and why, in words
};

// A group is lost when it ends running or withdrawing, or with half its figures or more
// killed or wounded; a leader only when his figure is killed. Read from the table as the
// game left it (the game's state), the groups found by the ids the table builder gave them.
SkirmishOutcome skirmishOutcome(const SkirmishBattle &battle, const Scenario &finalTable,
                                const GameResult &result);

} // namespace ambuscade::rogersrangers
