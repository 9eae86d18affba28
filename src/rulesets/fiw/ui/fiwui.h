// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/rulesetui.h"

namespace ambuscade::fiw {

// The FIW rules in the window: the Orders, Reactions and Combat panels.
class FiwUi final : public RulesetUi
{
public:
    QString rulesetId() const override;
    QString introduction() const override;
    std::optional<OpponentWords> opponentWords(const QString &kind) const override;
    QList<GamePanel *> createPanels(GameSession *session, QWidget *parent) const override;
};

// The one instance, as the registry holds it.
const RulesetUi &registeredUi();

} // namespace ambuscade::fiw
