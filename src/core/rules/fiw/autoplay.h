// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"
#include "scenario/scenario.h"

namespace ambuscade::fiw {

// How a game played by the computer on both sides ended.
struct AutoplayResult {
    QString winner;                 // the side that won; empty for none (the turn limit, or a draw)
    int turns = 0;                  // turns begun
    QHash<QString, int> casualties; // side → figures killed
    GameLog log;
    Scenario end; // the table as the game left it
};

// Plays a scenario with every side run by the computer, from a seed, until a side breaks,
// the scenario's turn limit is reached, or maxTurns have been played.
AutoplayResult autoplay(Scenario scenario, quint64 seed, int maxTurns);

} // namespace ambuscade::fiw
