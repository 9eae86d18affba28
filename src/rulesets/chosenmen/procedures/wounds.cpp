// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/wounds.h"

#include "chosenmen/procedures/modifier.h"
#include "game/dice.h"

namespace ambuscade::chosenmen {

namespace {
constexpr int kMinorsMakeSerious = 3;
constexpr int kSeriousKill = 2;
} // namespace

Wound woundFromDie(int die)
{
    if (die <= 4)
        return Wound::Minor;
    return die <= 7 ? Wound::Serious : Wound::Fatal;
}

WoundState addWound(WoundState s, Wound wound, bool ignoresMinor)
{
    if (s.dead)
        return s;
    switch (wound) {
    case Wound::Minor:
        if (ignoresMinor)
            return s;
        if (++s.minor < kMinorsMakeSerious)
            return s;
        s.minor = 0;
        [[fallthrough]];
    case Wound::Serious:
        s.dead = ++s.serious >= kSeriousKill;
        return s;
    case Wound::Fatal:
        s.dead = true;
        return s;
    }
    return s;
}

WoundState treatMinors(WoundState s)
{
    s.minor = 0;
    return s;
}

WoundState removeSerious(WoundState s)
{
    if (!s.dead && s.serious > 0)
        --s.serious;
    return s;
}

bool isCasualty(const WoundState &s)
{
    return s.dead || s.serious > 0 || s.minor > 0;
}

WoundRoll rollWounds(WoundState before, int woundDice, Dice &dice, bool ignoresMinor)
{
    WoundRoll roll;
    roll.after = before;
    for (int i = 0; i < woundDice && !roll.after.dead; ++i) {
        const int die = dice.roll(kD10);
        roll.dice << die;
        roll.wounds << woundFromDie(die);
        roll.after = addWound(roll.after, roll.wounds.last(), ignoresMinor);
    }
    return roll;
}

bool horseBolts(const WoundState &before, const WoundState &after, bool mounted)
{
    return mounted && !after.dead && after.serious > before.serious;
}

HorseBolt boltHorse(Dice &dice)
{
    HorseBolt bolt;
    bolt.dice = dice.roll(2, kD10);
    bolt.inches = bolt.dice[0] + bolt.dice[1];
    const int direction = dice.roll(kD10);
    bolt.dice << direction;
    bolt.degrees = (direction % kD10) * 360 / kD10;
    return bolt;
}

} // namespace ambuscade::chosenmen
