// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/rulesetui.h"

namespace ambuscade {

// The words for an opponent every rule set has ("computer", "search", "random"), where a person
// chooses who plays: the Who Plays dialog, and Test Balance's Played by, which must name
// them the same way for a person to know them again.
RulesetUi::OpponentWords commonOpponentWords(const QString &kind);

// The words for an opponent of the rule set `ui` (none: only the common kinds): its own
// where it words the kind itself, else the common ones.
RulesetUi::OpponentWords opponentWords(const RulesetUi *ui, const QString &kind);

} // namespace ambuscade
