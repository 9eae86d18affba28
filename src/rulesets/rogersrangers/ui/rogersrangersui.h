// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/rulesetui.h"

namespace ambuscade::rogersrangers {

// Rogers' Rangers in the window. Its boards are drawn and edited by the shared program; a
// game shows the Rangers' panel.
class RogersRangersUi final : public RulesetUi
{
public:
    QString rulesetId() const override;
    QString introduction() const override;
    QList<GamePanel *> createPanels(GameSession *session, QWidget *parent) const override;
    // The mission's set-up: the player chooses the difficulty (the rules' numbers or the
    // balanced ones), shown with the Ops, RP and Alert each gives the scenario's missions.
    void prepareGame(const Scenario &scenario, QWidget *parent,
                     std::function<void(const Scenario &)> start) const override;
    // A battle fought as a skirmish in the window, carried back (skirmishhandover.h).
    std::optional<GameAction> carryBack(const Game &game, const Scenario &sideScenario,
                                        const Game &sideGame, QWidget *parent,
                                        QString *said) const override;
    // A mission's or the campaign's end (missionresults.h).
    QDialog *makeResults(const Game &game, QWidget *parent) const override;
};

// The one instance, as the registry holds it.
const RulesetUi &registeredUi();

} // namespace ambuscade::rogersrangers
