// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <QList>

namespace ambuscade {

class Game;
class Opponent;

// At most this many of the computer's proposals are weighed at one decision.
constexpr int kMostProposals = 4;
// A board's legal orders are all weighed when there are at most this many.
constexpr int kShortLegalList = 12;

// The orders a search weighs at a decision of the side on turn in `view`: the computer's
// proposals (Opponent::proposals: its own choice first, then its next best), and on a board,
// where every legal order is whole (a table's moves lack their paths), the others of a short
// list of legal orders, "next" left out: ending the step is the computer's to say. Each order
// once; empty when the computer is done with the step. Asking moves the computer on, as
// deciding does.
QList<GameAction> candidateOrders(const Game &view, Opponent &computer);

} // namespace ambuscade
