// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/tables/courier.h"

#include <QList>
#include <QString>

namespace ambuscade {
class Dice;
}

namespace ambuscade::steeplechase {

// The most dice a courier may roll to move (reading §3): by his mount, or one die when he
// starts mounted (or leading his horse) in rough ground. He may always roll fewer.
int mostMovementDice(const Courier &courier, bool startsInRoughGround);

// His dice after the re-rolls his energy allows: every die showing that level's number or
// less is rolled once more (the computer's ride takes every re-roll offered: its choice of
// how many dice to roll is where it weighs the risk; a person chooses, RideOrders::rerollChosen).
// `rerolled`, when given, gets the faces of the dice rolled again, in order, for the log.
QList<int> withEnergyRerolls(QList<int> dice, Energy energy, Dice &roller,
                             QList<int> *rerolled = nullptr);

// One die for a roll that must come to `needs` with `modifier` added (catching a horse, a jump,
// digging out, a blow in a fight). A die his energy lets him roll again is rolled again only
// when it falls short (seed, Energy: he "may, if [he] wish[es], reroll"): a die that already
// succeeds is kept.
// `faces`, when given, gets every face rolled, the first die and its re-roll, for the log.
int dieForTarget(Energy energy, int modifier, int needs, Dice &roller, QList<int> *faces = nullptr);
// "rolled 2", or "rolled 2, again 5": a die and the re-roll his energy gave it.
QString facesText(const QList<int> &faces);

// What a movement roll sets off: each pair moves the nearest patrol not yet moved (two
// different pairs, the two nearest); a triple costs every courier a level of energy,
// fatigues the roller's horse and halves his move. Decided: a triple (or four of a kind)
// is a triple and no pair; two pairs need two different numbers.
struct DiceSets {
    int pairs = 0;
    bool triples = false;
};
DiceSets setsOf(const QList<int> &dice);

// Dice as the log shows them: "3, 5, 5".
QString diceText(const QList<int> &dice);

// How far he moves, in inches: the dice's sum, halved on triples.
double movementInches(const QList<int> &dice);

} // namespace ambuscade::steeplechase
