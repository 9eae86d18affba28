// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gamelog.h"
#include "scenario/scenario.h"

namespace ambuscade {

// Steps through a game's log from the start, showing the table as it stood after each
// event. Nothing is rolled again: the rule set applies what each event says happened.
class GameReplay
{
public:
    virtual ~GameReplay() = default;
    virtual const GameLog &log() const = 0;
    int size() const { return log().size(); }
    // How many events have been applied: 0 before the first, size() at the end.
    virtual int position() const = 0;
    virtual void seek(int position) = 0;
    // The table as it stood after position() events, as the people at it could see it.
    virtual Scenario view() const = 0;
};

} // namespace ambuscade
