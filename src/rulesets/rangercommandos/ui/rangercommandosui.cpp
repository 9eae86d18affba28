// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandosui.h"

#include "raiddock.h"

namespace ambuscade::rangercommandos {

QString RangerCommandosUi::rulesetId() const
{
    return QStringLiteral("ranger-commandos");
}

QList<GamePanel *> RangerCommandosUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new RaidDock(session, parent)};
}

const RulesetUi &registeredUi()
{
    static const RangerCommandosUi ui;
    return ui;
}

} // namespace ambuscade::rangercommandos
