// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/rulesetui.h"

namespace ambuscade::rangercommandos {

// Ranger Commandos in the window. Its boards are drawn and edited by the shared program; the
// game's panels come with the game.
class RangerCommandosUi final : public RulesetUi
{
public:
    QString rulesetId() const override;
    QString introduction() const override;
    QList<GamePanel *> createPanels(GameSession *session, QWidget *parent) const override;
    // Each raider's place, counters and score, and the story of the raid.
    QDialog *makeResults(const Game &game, QWidget *parent) const override;
    // The raiders are their colours, as the rules name them: "Red", "Rouge" in French.
    QString sideName(const Scenario &scenario, const QString &side) const override;
    // A turn is one raider's spin; the game counts rounds of them (the alarm by round 40).
    QString turnHeading(int turn) const override;
};

// The one instance, as the registry holds it.
const RulesetUi &registeredUi();

} // namespace ambuscade::rangercommandos
