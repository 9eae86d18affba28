// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangersui.h"

namespace ambuscade::rogersrangers {

QString RogersRangersUi::rulesetId() const
{
    return QStringLiteral("rogers-rangers");
}

const RulesetUi &registeredUi()
{
    static const RogersRangersUi ui;
    return ui;
}

} // namespace ambuscade::rogersrangers
