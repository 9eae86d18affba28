// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/ai/tactics.h"
#include "fiw/game/fiwgame.h"

namespace ambuscade::fiw {

// Whether a group of the computer's that won a melee follows up the beaten (§11: the winner
// may), and why, in one line for the log.
struct FollowUpDecision {
    bool follow = true;
    QString reason;
};

// It stands when following would take a man out of the cover he holds, or take the group
// away from the objective it makes for (its own, or the one it must deny the enemy);
// otherwise it follows, keeping the beaten men within its reach.
FollowUpDecision decideFollowUp(const FiwGame &game, const FollowUpChoice &choice,
                                const Objectives &objectives);

} // namespace ambuscade::fiw
