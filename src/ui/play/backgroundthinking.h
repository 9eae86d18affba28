// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/opponent.h"

#include <functional>
#include <memory>

namespace ambuscade {

// An opponent that thinks for long (the search, a second an order) deciding on a thread of
// its own, while the window goes on painting and its timers run: the game waits in an event
// loop that takes no input (clicks and keys come after, as when the window was busy) under
// the busy cursor. Only the decision moves off the window's thread: the view it decides from
// is its own, and every order is still carried out on the window's thread, between them.
// `thinking` is told true as each decision begins and false once it is made, so that the
// window can say why nothing happens for a while.
class BackgroundThinking final : public Opponent
{
public:
    BackgroundThinking(std::unique_ptr<Opponent> thinker, std::function<void(bool)> thinking);
    std::optional<GameAction> decide(const Game &view) override;

private:
    std::unique_ptr<Opponent> m_thinker;
    std::function<void(bool)> m_thinking;
};

} // namespace ambuscade
