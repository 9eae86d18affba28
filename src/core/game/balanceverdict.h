// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balancereport.h"

namespace ambuscade {

// A victory condition of the scenario in a few words, for the report ("The attackers: hold
// the farmhouse").
QString conditionLabel(const Scenario &scenario, int condition);

// A share (0 to 1) as a percentage to a tenth, as the language writes it: "31.0", "31,0".
QString percentText(double share);

// What a balance report says to the scenario's designer, in words: who wins how often, with
// the 95 % interval, whether that is even, and what might even it. Where one of the two sides
// decides nothing (BalanceReport::decides), it is said of the side that plays.
QString balanceVerdict(const Scenario &scenario, const BalanceReport &report);

// How a run compares with the last: each side's win rate then and now, and whether the
// change is more than chance would make (the 5 % level).
QString balanceComparison(const BalanceReport &now, const BalanceReport &before);

} // namespace ambuscade
