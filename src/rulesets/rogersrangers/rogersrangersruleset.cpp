// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/rogersrangersruleset.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

const RogersRangersRuleset &registeredRuleset()
{
    static const RogersRangersRuleset rules;
    return rules;
}

QString RogersRangersRuleset::displayName() const
{
    return QCoreApplication::translate("Ruleset", "Rogers' Rangers");
}

} // namespace ambuscade::rogersrangers
