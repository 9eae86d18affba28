// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>

namespace ambuscade {

// The one seeded generator of a game (PCG32). Its whole state is two numbers, so a saved
// game or an undo step can put it back exactly; the same seed gives the same dice on every
// machine.
class Dice
{
public:
    explicit Dice(quint64 seed = 0);

    // One die of that many sides: 1..sides, every face equally likely.
    int roll(int sides);
    QList<int> roll(int count, int sides);

    struct State {
        quint64 state;
        quint64 increment;
        bool operator==(const State &o) const
        {
            return state == o.state && increment == o.increment;
        }
    };
    State state() const { return {m_state, m_increment}; }
    void restore(const State &s);
    // A seed for another generator, read from this one's state without drawing from it: the
    // same state gives the same seed, and the seed tells nothing of the draws to come.
    quint64 offshootSeed() const;

private:
    quint32 next();

    quint64 m_state = 0;
    quint64 m_increment = 0;
};

} // namespace ambuscade
