// SPDX-License-Identifier: GPL-3.0-or-later
// The rule set's paper: the sheets are made in print/.
#include "steeplechase/print/printsheets.h"
#include "steeplechase/steeplechaseruleset.h"

namespace ambuscade::steeplechase {

print::Sheet SteeplechaseRuleset::rosterSheet(const Scenario &scenario, const QString &side) const
{
    return steeplechase::rosterSheet(scenario, side);
}

print::Sheet SteeplechaseRuleset::referenceSheet() const
{
    return steeplechase::referenceSheet();
}

} // namespace ambuscade::steeplechase
