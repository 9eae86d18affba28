// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/rulesetui.h"

namespace ambuscade::steeplechase {

// Steeplechase in the window: the Race panel.
class SteeplechaseUi final : public RulesetUi
{
public:
    QString rulesetId() const override;
    QList<GamePanel *> createPanels(GameSession *session, QWidget *parent) const override;
};

// The one instance, as the registry holds it.
const RulesetUi &registeredUi();

} // namespace ambuscade::steeplechase
