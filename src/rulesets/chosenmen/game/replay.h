// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"
#include "game/gamelog.h"
#include "game/gamereplay.h"
#include "scenario/scenario.h"

namespace ambuscade::chosenmen {

// Steps through a game of Chosen Men as it was played. The game is kept as its orders (its
// log does not say everything that changed the table), so the replay makes it again from the
// scenario and seed it began from and gives the same orders on the same dice, keeping the
// table after each. The events an order logged come together: while none of them has been
// passed the table is shown as it stood before the order, from the first of them on as it
// stood after it.
class Replay final : public GameReplay
{
public:
    Replay(const Scenario &start, quint64 seed, const QList<GameAction> &orders,
           const GameLog &log);

    const GameLog &log() const override { return m_log; }
    int position() const override { return m_position; }
    void seek(int position) override;
    Scenario view() const override { return m_tables[m_ordersShown]; }
    // How many of the game's orders the table shown has been given, and how many there are.
    int ordersShown() const { return m_ordersShown; }
    int orders() const { return int(m_tables.size()) - 1; }

private:
    GameLog m_log;
    QList<Scenario> m_tables; // the table after 0, 1, … orders
    QList<int> m_logAfter;    // the events logged by then
    int m_position = 0;
    int m_ordersShown = 0;
};

} // namespace ambuscade::chosenmen
