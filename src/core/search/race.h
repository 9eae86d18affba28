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
};
RaceResult raceOrders(const QList<GameAction> &orders, const RoundPlayer &player,
                      const SearchBudget &budget);

// How many phases of halving come before the last one, for this many orders (the
// computer's own among them): none with two, one with three, two with four or five, …
int halvingPhases(int orders);

} // namespace ambuscade
