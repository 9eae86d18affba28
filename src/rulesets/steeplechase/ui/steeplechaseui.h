// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/rulesetui.h"

namespace ambuscade::steeplechase {

// Steeplechase in the window: the setup dialog before a race, and the Race panel.
class SteeplechaseUi final : public RulesetUi
{
public:
    QString rulesetId() const override;
    QString introduction() const override;
    std::optional<OpponentWords> opponentWords(const QString &kind) const override;
    QList<GamePanel *> createPanels(GameSession *session, QWidget *parent) const override;
    // The setup dialog: each person's courier picks his ability and items.
    void prepareGame(const Scenario &scenario, QWidget *parent,
                     std::function<void(const Scenario &)> start) const override;
    // Every courier's tally and the story of each ride.
    QDialog *makeResults(const Game &game, QWidget *parent) const override;
};

// The one instance, as the registry holds it.
const RulesetUi &registeredUi();

} // namespace ambuscade::steeplechase
