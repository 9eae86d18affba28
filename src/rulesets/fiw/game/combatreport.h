// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"
#include "scenario/scenario.h"

namespace ambuscade::fiw {

// One step of a fight as a player would follow it at the table: a heading ("Pairing",
// "Dice", …) and one line per figure or pair.
struct CombatStep {
    QString heading;
    QStringList lines;
};

// A volley or a melee, told step by step from its summary event in the game's log.
struct CombatReport {
    int event = -1; // the summary event's place in the log
    int turn = 0;
    QString kind; // "volley" or "melee"
    QString title;
    QList<CombatStep> steps;
};

// Every volley and melee of the game, oldest first. `state` names the figures and groups
// (any state of the same game will do: figures are never removed).
QList<CombatReport> combatReports(const Scenario &state, const GameLog &log);

} // namespace ambuscade::fiw
