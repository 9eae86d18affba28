// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <QList>

namespace ambuscade {

// How each candidate order did in a search: the sum of its playouts' scores (playout.h) over
// how many it was tried in; an order the rules refused on a sample is tried no more.
struct CandidateScore {
    GameAction order;
    double total = 0;
    int playouts = 0;
    bool refused = false;

    double mean() const { return playouts > 0 ? total / playouts : 0; }
};

// The best scored, the first of equals (the computer's own comes first); the first when
// none was played.
int bestCandidate(const QList<CandidateScore> &scores);

// The order chosen, its reason saying how it did against the others, best first:
// "Thought ahead — manoeuvre Rangers (advance): scored 58 % over 400 playouts; take-cover
// 47 %; halt 31 %." followed by the order's own reason.
GameAction explainedChoice(const QList<CandidateScore> &scores, int chosen);

} // namespace ambuscade
