// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rangercommandos/procedures/walks.h"

#include <QString>

namespace ambuscade::rangercommandos {

class RangerCommandosGame;

// The computer's pick among the walks offered, and why, in words for the log.
struct WalkChoice {
    Walk walk;
    double value = 0;
    QString reason;
};

// Weighs each walk's end: a counter's expected points, the chance of being caught that far
// from the barge should the alarm sound before the next turn, how near the end brings him to
// a stocked installation, and, on a sentry, what giving the alarm himself costs him and the
// other raiders ashore.
WalkChoice chooseWalk(const RangerCommandosGame &game);

} // namespace ambuscade::rangercommandos
