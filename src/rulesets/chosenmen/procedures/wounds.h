// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// The wound die (reading §6): 1–4 minor, 5–7 serious, 8–0 fatal.
enum class Wound { Minor, Serious, Fatal };
Wound woundFromDie(int die);

// What a figure carries. Three untreated minors become a serious wound; two serious wounds
// kill.
struct WoundState {
    int minor = 0;
    int serious = 0;
    bool dead = false;
    bool operator==(const WoundState &o) const
    {
        return minor == o.minor && serious == o.serious && dead == o.dead;
    }
};
// A wound taken; a musician's unit ignores minor wounds.
WoundState addWound(WoundState state, Wound wound, bool ignoresMinor = false);
// A turn doing nothing else removes the minor wounds.
WoundState treatMinors(WoundState state);
// A musician removes one serious wound from a unit of his command.
WoundState removeSerious(WoundState state);
// Whether the figure counts as a casualty for morale: dead, seriously or (for the turn)
// minorly wounded.
bool isCasualty(const WoundState &state);

// A hit's wound dice rolled onto a figure: one die, three for small cannon, six for large.
struct WoundRoll {
    QList<int> dice;
    QList<Wound> wounds;
    WoundState after;
};
WoundRoll rollWounds(WoundState before, int woundDice, Dice &dice, bool ignoresMinor = false);

// A seriously wounded horse throws its rider and bolts 2d10 in in a random direction (§7).
// The game reads a serious wound on a mounted man as his horse's too: it bolts unless he
// was killed.
bool horseBolts(const WoundState &before, const WoundState &after, bool mounted);
// The bolt: 2d10 in, and a d10 for the direction, each face a tenth of the circle clockwise
// from the top of the table (10 is straight up).
struct HorseBolt {
    QList<int> dice; // the two distance dice, then the direction die
    int inches = 0;
    int degrees = 0;
};
HorseBolt boltHorse(Dice &dice);

} // namespace ambuscade::chosenmen
