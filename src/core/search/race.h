// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/candidatescores.h"

#include <QList>

namespace ambuscade {

class RoundPlayer;
struct SearchBudget;

// A race among the candidate orders (the computer's own first), spending the playouts where
// they matter (successive halving). While more than one other order is in the race, a phase
// plays every order in it on the same fresh samples, then keeps the better half of the
// others. The last phase plays the computer's order and the one other left on samples of
// their own, held out from the choosing: only there may the other show itself clearly better
// (bestCandidate), so the chance of leaving the computer's order for one no better stays
// about 5 % however many orders were weighed. The last phase has half the budget (all of it
// with one other order); the phases before share the rest alike.
//
// The budget is the one a search of every order on the same number of samples would spend:
// `playouts` for each order (so playouts × orders in all), or `seconds` in all.
struct RaceResult {
    QList<CandidateScore> scores;
    int heldOutFrom = 0; // the first round of the last phase
    bool alike = false;  // every order scored alike on each round of the look: it ended there
};

// The look, the first rounds of the race: a quarter of the first phase's rounds, at least
// this many (never more than the phase has). When every order in it scored alike on each of
// its rounds (the same sample, the same score: a decision the playouts say makes no
// difference), the race ends there and the computer's order is given; the rest of the budget
// is not spent. In the time budget, the look is the first quarter of the first phase's time.
constexpr int kLeastLook = 4;
RaceResult raceOrders(const QList<GameAction> &orders, const RoundPlayer &player,
                      const SearchBudget &budget);

// How many phases of halving come before the last one, for this many orders (the
// computer's own among them): none with two, one with three, two with four or five, …
int halvingPhases(int orders);

} // namespace ambuscade
