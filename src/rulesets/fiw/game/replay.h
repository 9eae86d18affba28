// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamelog.h"
#include "game/gamereplay.h"
#include "scenario/scenario.h"

namespace ambuscade::fiw {

// Steps through a game's log from the start, showing the table as it stood after each event.
// The opening is the game's own set-up, made again from its scenario and seed (markers placed
// by the same dice); from there every event that changes the table is applied in turn:
// moves and placements, falls back, wounds and deaths, lifted markers, and the statuses that
// reactions, orders and melees give groups. Nothing is rolled again.
class Replay final : public GameReplay
{
public:
    Replay(const Scenario &scenario, quint64 seed, const GameLog &log);

    const GameLog &log() const override { return m_log; }
    int position() const override { return m_position; }
    void seek(int position) override;
    Scenario view() const override;
    // The table as it stood after position() events, the hidden troops too.
    const Scenario &table() const { return m_table; }

private:
    void apply(const LogEvent &event);

    GameLog m_log;
    Scenario m_opening;
    int m_openingEvents = 0; // the events the set-up itself logged
    Scenario m_table;
    int m_position = 0;
};

} // namespace ambuscade::fiw
