// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "game/opponent.h"

#include <QList>

namespace ambuscade {

struct Scenario;

// How each candidate order did in a search: its playouts' scores (playout.h) and the round
// each was played in (round i's sample is the same for every order played in it); an order
// the rules refused on a sample is tried no more, and one the race left behind (race.h) is
// played no more.
struct CandidateScore {
    GameAction order;
    QList<double> byRound;
    QList<int> rounds;
    bool refused = false;
    bool dropped = false;

    int playouts() const { return int(byRound.size()); }
    double mean() const;
    bool inRace() const { return !refused && !dropped; }
};

// The order to give: the other order left in the race (the best of the others), if it beats
// the computer's own (the first) by `margin` standard errors (Opponent::searchMargin) on the
// rounds from `heldOutFrom` on, samples that took no part in choosing it (so that the
// luckiest of many is not taken for the best); else the computer's own (or, if the rules
// refused it, the best of the rest).
int bestCandidate(const QList<CandidateScore> &scores, int heldOutFrom, double margin);

// The order chosen, its reason saying how it did against the others, best first:
// "Thought ahead — manoeuvre rangers (action advance): scored 58 % over 400 playouts;
// manoeuvre rangers (action halt) 47 %; …." followed by the order's own reason; when it kept
// the computer's own order though another scored higher, it says so;
// when the race ended at its look with every order alike (`alike`, race.h), it says so.
// Said as the table names things: an id of a side, group or figure of `table` by its name.
GameAction explainedChoice(const QList<CandidateScore> &scores, int chosen, bool alike,
                           const Scenario &table);

// An order in a few words, from its data alone: its kind, who acts, and the plain values of
// its order, an id of the table's by its name, a flag set by its name alone and one not set
// not at all ("fire Hussars
// (target Line B)", "ride Capitaine Moreau (dice 2, jump)"); a path or a list is left out.
QString orderWords(const GameAction &order, const Scenario &table);

} // namespace ambuscade
