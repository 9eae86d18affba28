// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/ai/tactics.h"
#include "fiw/game/fiwgame.h"
#include "game/opponent.h"

#include <QHash>
#include <QList>

namespace ambuscade::fiw {

class FiwGame;

// The computer's side in a FIW game, within what the rules leave free. In the command phase
// each leader in turn rolls his dice, calls every NCO, drummer and bugler he can reach (their
// dice join the pool), and commands, while his points last, the groups whose command buys
// most (tactics.h: fire ready, and leave to move better than the table would have it). Each
// commanded group moves as weighed by bestManoeuvre (hits taken and given, cover, loading, ground
// towards the objective) and fires at the enemy group its ready men would hurt most; its player
// characters pick off leaders where they can. Each order says why
// in the log. A group of its own that wins a melee follows up unless that costs it its cover
// or ground towards the objective. Everything else its side does the rules do by themselves.
class ComputerOpponent final : public Opponent
{
public:
    std::optional<GameAction> decide(const Game &game) override;
    // In the movement phase, the best few ways for the next commanded group to move;
    // elsewhere the one order it would give.
    QList<GameAction> proposals(const Game &game, int most) override;

private:
    enum class Stage { NextLeader, Links, Others, Done };
    // What it decided so far in the step it is at; a new step starts afresh.
    void startStep(const FiwGame &game);
    std::optional<GameAction> nextCommand(const FiwGame &game);
    // The next commanded group's ways to move, the best `most` of them, best first.
    QList<GameAction> nextManoeuvres(const FiwGame &game, int most);
    std::optional<GameAction> nextVolley(const FiwGame &game);
    // Its player characters' own shots, each at the mark worth most.
    std::optional<GameAction> nextAimedShot(const FiwGame &game);
    // Whether a group of its own that won a melee follows up (followupchoice.h).
    std::optional<GameAction> nextFollowUp(const FiwGame &game) const;
    // The groups the session may still command, those that gain most by orders first.
    QList<GameAction> wantedGroups(const FiwGame &game);
    // commandValue, worked out once a command phase for each group: nobody moves, fires or
    // falls while the leaders command, so a group in reach of several leaders is worth the
    // same to each (and weighing it is most of the computer's work).
    double cachedCommandValue(const FiwGame &game, int group);

    FiwGame::StepAt m_step; // the step it is playing
    Stage m_stage = Stage::NextLeader;
    int m_leader = -1;         // the last leader who rolled
    QList<GameAction> m_queue; // the commands decided and not yet given
    int m_moved = 0;           // the next commanded group to move
    int m_volley = 0;          // the next commanded group to fire
    int m_marksman = 0;        // the next figure to look at for an aimed shot
    Objectives m_objectives;   // its side's objective and the enemy's

    // group: its commandValue in this step (startStep forgets them)
    QHash<int, double> m_commandValues;
};

} // namespace ambuscade::fiw
