// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice.h"

#include "dicewatch.h"

namespace ambuscade {

namespace {
thread_local DiceWatch *t_watch = nullptr;
} // namespace

Dice::Dice(quint64 seed)
{
    // PCG32 seeding as its author gives it: the stream is fixed, the seed sets the start.
    m_increment = (0xda3e39cb94b95bdbULL << 1u) | 1u;
    m_state = 0;
    next();
    m_state += seed;
    next();
}

quint64 Dice::offshootSeed() const
{
    // SplitMix64's finaliser over both halves of the state: a one-way scramble.
    quint64 z = m_state ^ (m_increment * 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

quint32 Dice::next()
{
    const quint64 old = m_state;
    m_state = old * 6364136223846793005ULL + m_increment;
    const quint32 xorShifted = quint32(((old >> 18u) ^ old) >> 27u);
    const quint32 rotation = quint32(old >> 59u);
    return (xorShifted >> rotation) | (xorShifted << ((32 - rotation) & 31));
}

int Dice::roll(int sides)
{
    const State before = state();
    // Reject the top sliver of the range that would make low faces a little likelier.
    const quint32 bound = quint32(sides);
    const quint32 threshold = (0u - bound) % bound;
    for (;;) {
        const quint32 r = next();
        if (r >= threshold) {
            if (t_watch)
                t_watch->saw(before, state());
            return int(r % bound) + 1;
        }
    }
}

QList<int> Dice::roll(int count, int sides)
{
    QList<int> dice;
    for (int i = 0; i < count; ++i)
        dice << roll(sides);
    return dice;
}

void Dice::restore(const State &s)
{
    m_state = s.state;
    m_increment = s.increment;
}

int pick(Dice &dice, int count)
{
    DiceWatch *watch = DiceWatch::current();
    if (watch)
        watch->m_picking = true;
    const int picked = dice.roll(count);
    if (watch)
        watch->m_picking = false;
    return picked;
}

DiceWatch::DiceWatch() : m_outer(t_watch)
{
    t_watch = this;
}

DiceWatch::~DiceWatch()
{
    t_watch = m_outer;
}

DiceWatch *DiceWatch::current()
{
    return t_watch;
}

void DiceWatch::saw(const Dice::State &before, const Dice::State &after)
{
    m_steps.insert(before.state, {after, m_picking});
}

DiceWatch::Drawn DiceWatch::drawnFrom(quint64 seed) const
{
    Drawn drawn;
    quint64 at = Dice(seed).state().state;
    // A chain of draws never comes back to a state (PCG32's period is 2^64), so it ends.
    for (auto step = m_steps.constFind(at); step != m_steps.constEnd();
         step = m_steps.constFind(at)) {
        ++(step->pick ? drawn.picks : drawn.dice);
        at = step->after.state;
    }
    return drawn;
}

} // namespace ambuscade
