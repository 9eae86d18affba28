// SPDX-License-Identifier: GPL-3.0-or-later
// A sample for the test rulesetlookup_broken: a panel that looks the rule set up by the
// scenario's name instead of asking its document. check_rulesetlookup.cmake must refuse it.
#include "rules/ruleset.h"

namespace ambuscade {

QString unitShown(const Scenario &s)
{
    const Ruleset *rules = findRuleset(s.ruleset);
    return rules ? lengthUnitId(rules->unit()) : QString();
}

} // namespace ambuscade
