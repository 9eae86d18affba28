// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

#include <QList>

namespace ambuscade::fiw {

class FiwGame;

// The computer's side in a FIW game, within what the rules leave free. In the command phase
// each leader in turn rolls his dice and commands, while his points last, the groups in his
// reach most at risk of failing their reaction test (their risk factor highest), after calling
// every NCO, drummer and bugler it can reach so that their dice join the pool. Its commanded groups
// carry on with their standing orders facing the enemy, and fire on orders at the nearest enemy
// each sees. Everything else its side does the rules do by themselves.
class ComputerOpponent final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override;

private:
    enum class Stage { NextLeader, Links, Others, Done };
    // What it decided so far in the step it is at; a new step starts afresh.
    void startStep(const FiwGame &game);
    std::optional<GameAction> nextCommand(const FiwGame &game);
    std::optional<GameAction> nextVolley(const FiwGame &game);
    // The groups the session may still command, most at risk first.
    QList<GameAction> wantedGroups(const FiwGame &game) const;

    QString m_step; // turn, side and phase of the step it is playing
    Stage m_stage = Stage::NextLeader;
    int m_leader = -1;         // the last leader who rolled
    QList<GameAction> m_queue; // the commands decided and not yet given
    int m_volley = 0;          // the next commanded group to fire
};

} // namespace ambuscade::fiw
