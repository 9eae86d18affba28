// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/rulesetui.h"

namespace ambuscade::chosenmen {

// Chosen Men in the window: its game brings the Cards panel (the deck and the card's orders).
class ChosenMenUi final : public RulesetUi
{
public:
    QString rulesetId() const override;
    QString introduction() const override;
    QList<GamePanel *> createPanels(GameSession *session, QWidget *parent) const override;
    // The shared results, its men and losses counted as the rules break a side.
    QDialog *makeResults(const Game &game, QWidget *parent) const override;
};

// The one instance, as the registry holds it.
const RulesetUi &registeredUi();

} // namespace ambuscade::chosenmen
