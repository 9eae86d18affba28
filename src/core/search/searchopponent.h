// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

#include <memory>

namespace ambuscade {

class PlayRules;

// The rule set's own computer, thinking ahead. At each decision it takes the computer's
// candidate orders (candidates.h); with one, it gives it. With more, it races them (race.h):
// each is played forward from samples of what its side may know (flat Monte Carlo), sample i
// its view seen afresh (Game::sideView with a seed made from the view's own seed and i), every
// order in the race tried on the same samples and the same dice (common random numbers), the
// rounds on every core (rounds.h), and the same game with the same playouts gives the same
// choice. Each playout is played on by the computer at every side (playout.h). It gives the
// computer's own order unless the best of the others beats it on samples held out from
// choosing it, by as many standard errors as the computer asks (Opponent::searchMargin),
// saying how each did.
class SearchOpponent final : public Opponent
{
public:
    SearchOpponent(const PlayRules &rules, const SearchBudget &budget);
    std::optional<GameAction> decide(const Game &view) override;

private:
    const PlayRules &m_rules;
    SearchBudget m_budget;
    std::unique_ptr<Opponent> m_computer; // proposes the candidates; remembers its step
};

} // namespace ambuscade
