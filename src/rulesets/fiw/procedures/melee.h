// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/battlefield.h"
#include "game/dice.h"

namespace ambuscade::fiw {

// An attacker and the defender he fights.
struct MeleePair {
    int attacker;
    int defender;
};

// Bases closer than this touch: a charge stops its men at contact, a millimetre is slack.
constexpr double kContactCm = 0.1;

bool inBaseContact(const Battlefield &field, int a, int b);

// §11: pairs the men in base contact, as evenly as possible: an attacker takes the least
// engaged defender he touches, and a defender touched but not chosen fights one of the men
// touching him. Men touching no enemy do not fight.
QList<MeleePair> pairForMelee(const Battlefield &field, const QList<int> &attackers,
                              const QList<int> &defenders);

// One fighter's die and what was added to it.
struct MeleeRoll {
    int figure = -1;
    int die = 0;
    int classBonus = 0;   // −1 raw, +1 hero
    int outnumbered = 0;  // one for each enemy on him beyond the first
    int betterWeapon = 0; // +1 when his melee factor beats every foe's
    int modifier() const { return classBonus - outnumbered + betterWeapon; }
    int total() const { return die + modifier(); }
};

struct PairResult {
    MeleePair pair;
    int winner = -1; // −1: equal totals, no effect
    bool loserWounded = false;
    bool loserKilled = false;
};

struct MeleeResult {
    QList<MeleeRoll> rolls;
    QList<PairResult> pairs;
    int attackerWins = 0;
    int defenderWins = 0;
    // Groups that lost (both on a draw): pushed back and retreating next turn.
    QList<int> pushedBack;
    // Each man of those groups as he fell back.
    struct FallBack {
        int figure;
        QPointF from, to;
    };
    QList<FallBack> fellBack;
    // The group that won (the only one not pushed back), −1 on a draw or with no fight.
    int winnerGroup = -1;
    // Each man of the winning group who may step after the man he fought (§11, "the winner
    // may follow up"): whether he does is the winner's choice (followUp).
    QList<MeleePair> followers; // attacker: the follower, defender: the man he follows
};

// A figure's melee factor: its weapon's, and a musket's with a bayonet fixed.
int meleeFactor(const Figure &figure);

// §11: every paired figure rolls once; the higher total wins each pair it is in; a winner's
// natural 5 wounds and 6 kills. The side that won fewer pairs falls back 5 cm from the
// enemy (both on a draw) and is retreating; the winners who fought may follow up (listed in
// `followers`, moved by followUp). Nobody is pushed into water, off the table or onto
// another base: he goes as far along his way as he can. A leader standing apart from his
// group (Battlefield: GroupView::apart) falls back with it only if he fought. Results are
// written into `state`.
MeleeResult fightMelee(const Battlefield &field, Scenario &state, const QList<MeleePair> &pairs,
                       Dice &dice);

// §11, the winner follows up: each follower still standing steps after his man, if that man
// still stands, back into base contact with him, facing him, as far as the way lets him (the
// limits of a fall-back). Returns each man's step; written into `state`.
QList<MeleeResult::FallBack> followUp(const Battlefield &field, Scenario &state,
                                      const QList<MeleePair> &followers);

// How far a beaten group falls back.
constexpr double kPushBackCm = 5;

} // namespace ambuscade::fiw
