// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandosui.h"

namespace ambuscade::rangercommandos {

QString RangerCommandosUi::rulesetId() const
{
    return QStringLiteral("ranger-commandos");
}

QList<GamePanel *> RangerCommandosUi::createPanels(GameSession *, QWidget *) const
{
    return {};
}

const RulesetUi &registeredUi()
{
    static const RangerCommandosUi ui;
    return ui;
}

} // namespace ambuscade::rangercommandos
