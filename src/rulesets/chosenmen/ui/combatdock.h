// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"
#include "play/fightspanel.h"
#include "scenario/scenario.h"

namespace ambuscade::chosenmen {

// One fight of a game as the Combat panel tells it: a unit's fire (each man's die against
// the score he needed, the wounds it did) or a charge and its melee (each pair's dice, their
// modifiers and totals, by how much and what came of it).
struct FightReport {
    int event = -1; // its first event's place in the log
    int turn = 0;
    QString title;
    QStringList lines;
};

// Every fire and melee of the game, oldest first, read from its log; `state` names the men.
QList<FightReport> fightReports(const Scenario &state, const GameLog &log);

// The Combat panel (issue 42, as Fighting in the Wilderness has one): the game's fights, the
// newest shown as it happens and any earlier one chosen, each with its numbers.
class CombatDock final : public FightsPanel
{
    Q_OBJECT
public:
    explicit CombatDock(QWidget *parent = nullptr);

protected:
    QList<Fight> fights(const Game &game) const override;
};

} // namespace ambuscade::chosenmen
