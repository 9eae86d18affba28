// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <QString>

namespace ambuscade::rangercommandos {

class RangerCommandosGame;

// A walk offered, as a row of the Raid panel's list shows it: where it ends and the way there,
// and whether it ends on a sentry (he gives the alarm) or passes one (safely: README, "The
// raid"), said first so that a row cut short still says it; and its tooltip, the whole walk
// in words, for a long walk the list cuts off.
struct WalkRow {
    QString text;
    QString toolTip; // plain text
};

WalkRow walkRow(const RangerCommandosGame &game, const GameAction &walk);

} // namespace ambuscade::rangercommandos
