// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice.h"

#include <QHash>

namespace ambuscade {

// One of `count` things, 1..count, drawn from the game's dice as a die of that many faces
// would be, but no die a player reads: a card's place in a shuffle, a counter from a cup, a
// chit from a bag. The same draw as dice.roll(count); a DiceWatch counts it apart.
int pick(Dice &dice, int count);

// While one lives, it is told of every draw the generators on its thread make: a test counts
// the dice a game drew, to see that each reached its log. It changes no die; with none, a
// roll costs the test of one pointer. Draws are remembered by the generator's state before
// and after, so a game that plays on a copy of its dice, or plays a stretch again from a
// saved copy of them, is followed all the same: the game's dice are the chain of draws
// from the state its seed gives.
class DiceWatch
{
public:
    DiceWatch();
    ~DiceWatch();
    DiceWatch(const DiceWatch &) = delete;
    DiceWatch &operator=(const DiceWatch &) = delete;

    struct Drawn {
        int dice = 0;  // dice rolled (Dice::roll)
        int picks = 0; // things picked (pick)
    };
    // What a generator seeded so drew, on to the last state it reached.
    Drawn drawnFrom(quint64 seed) const;

private:
    friend class Dice;
    friend int pick(Dice &dice, int count);
    static DiceWatch *current();
    void saw(const Dice::State &before, const Dice::State &after);

    struct Step {
        Dice::State after;
        bool pick = false;
    };
    QHash<quint64, Step> m_steps; // by the state before the draw
    bool m_picking = false;
    DiceWatch *m_outer = nullptr;
};

} // namespace ambuscade
