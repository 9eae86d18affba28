// SPDX-License-Identifier: GPL-3.0-or-later
// The rule set's paper: the sheets are made in print/.
#include "rangercommandos/print/printsheets.h"
#include "rangercommandos/rangercommandosruleset.h"

namespace ambuscade::rangercommandos {

print::Sheet RangerCommandosRuleset::rosterSheet(const Scenario &scenario,
                                                 const QString &side) const
{
    return rangercommandos::rosterSheet(scenario, side);
}

print::Sheet RangerCommandosRuleset::referenceSheet() const
{
    return rangercommandos::referenceSheet();
}

} // namespace ambuscade::rangercommandos
