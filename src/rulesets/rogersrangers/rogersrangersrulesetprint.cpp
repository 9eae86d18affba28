// SPDX-License-Identifier: GPL-3.0-or-later
// The rule set's paper: the sheets are made in print/.
#include "rogersrangers/print/printsheets.h"
#include "rogersrangers/rogersrangersruleset.h"
#include "scenario/scenario.h"

namespace ambuscade::rogersrangers {

print::Sheet RogersRangersRuleset::rosterSheet(const Scenario &scenario, const QString &) const
{
    return missionSheet(scenario);
}

print::Sheet RogersRangersRuleset::referenceSheet() const
{
    return rogersrangers::referenceSheet();
}

} // namespace ambuscade::rogersrangers
