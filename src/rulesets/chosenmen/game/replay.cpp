// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/game/replay.h"

#include "chosenmen/game/chosenmengame.h"

#include <algorithm>

namespace ambuscade::chosenmen {

Replay::Replay(const Scenario &start, quint64 seed, const QList<GameAction> &orders,
               const GameLog &log)
    : m_log(log)
{
    // Scenarios share their lists until changed, so a table kept per order costs little.
    ChosenMenGame game(start, seed);
    m_tables << game.state();
    m_logAfter << game.log().size();
    for (const GameAction &order : orders) {
        // The game took every one of them on these dice; should one be refused now, the
        // replay ends where the game can no longer be followed.
        if (!game.perform(order).done)
            break;
        m_tables << game.state();
        m_logAfter << game.log().size();
    }
}

void Replay::seek(int position)
{
    m_position = std::clamp(position, 0, size());
    // The first order whose events reach the position (the opening's when none is needed).
    const auto reached = std::lower_bound(m_logAfter.cbegin(), m_logAfter.cend(), m_position);
    m_ordersShown = reached == m_logAfter.cend() ? orders() : int(reached - m_logAfter.cbegin());
}

} // namespace ambuscade::chosenmen
