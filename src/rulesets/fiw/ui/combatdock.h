// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/game/combatreport.h"

#include "play/fightspanel.h"

namespace ambuscade::fiw {

// The game's volleys and melees, one at a time, step by step: for a melee the pairing, each
// fighter's die and modifiers, each pair's result and who falls back; for a volley each
// shot's score needed and rolled, where the hits fell and the damage. The newest fight is
// shown as it happens; any earlier one can be chosen.
class CombatDock : public FightsPanel
{
    Q_OBJECT
public:
    explicit CombatDock(QWidget *parent = nullptr);
    // A volley is marked by a line from each shooter to the man he shot at (red for a hit),
    // a melee by a line between each pair of fighters.
    bool marksOnTable(const LogEvent &event) const override;
    QGraphicsItem *replayOverlay(const Game &game, const Scenario &table,
                                 int events) const override;

protected:
    QList<Fight> fights(const Game &game) const override;
};

} // namespace ambuscade::fiw
