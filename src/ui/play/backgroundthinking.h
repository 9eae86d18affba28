// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

#include <memory>

namespace ambuscade {

// An opponent that thinks for long (the search, a second an order) deciding on a thread of
// its own, while the window goes on painting and its timers run: the game waits in an event
// loop that takes no input (clicks and keys come after, as when the window was busy) under
// the busy cursor. Only the decision moves off the window's thread: the view it decides from
// is its own, and every order is still carried out on the window's thread, between them.
class BackgroundThinking final : public Opponent
{
public:
    explicit BackgroundThinking(std::unique_ptr<Opponent> thinker);
    std::optional<GameAction> decide(const Game &view) override;

private:
    std::unique_ptr<Opponent> m_thinker;
};

} // namespace ambuscade
