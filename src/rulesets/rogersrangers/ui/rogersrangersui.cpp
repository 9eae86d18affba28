// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangersui.h"

#include "rangersdock.h"

namespace ambuscade::rogersrangers {

QString RogersRangersUi::rulesetId() const
{
    return QStringLiteral("rogers-rangers");
}

QList<GamePanel *> RogersRangersUi::createPanels(GameSession *session, QWidget *parent) const
{
    return {new RangersDock(session, parent)};
}

const RulesetUi &registeredUi()
{
    static const RogersRangersUi ui;
    return ui;
}

} // namespace ambuscade::rogersrangers
