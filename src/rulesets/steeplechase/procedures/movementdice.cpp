// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/procedures/movementdice.h"

#include <QStringList>

#include "game/dice.h"

#include <array>

namespace ambuscade::steeplechase {

int mostMovementDice(const Courier &courier, bool startsInRoughGround)
{
    if (startsInRoughGround && courier.mounted())
        return 1;
    return mountInfo(courier.mount).mostMovementDice;
}

QList<int> withEnergyRerolls(QList<int> dice, Energy energy, Dice &roller)
{
    const int highest = energyInfo(energy).highestRerolled;
    for (int &die : dice)
        if (die <= highest)
            die = roller.roll(6);
    return dice;
}

int dieForTarget(Energy energy, int modifier, int needs, Dice &roller)
{
    const int die = roller.roll(6);
    const bool shortOf = die + modifier < needs;
    return shortOf && die <= energyInfo(energy).highestRerolled ? roller.roll(6) : die;
}

DiceSets setsOf(const QList<int> &dice)
{
    std::array<int, 7> count{};
    for (int die : dice)
        if (die >= 1 && die <= 6)
            ++count[die];
    DiceSets sets;
    for (int face = 1; face <= 6; ++face) {
        if (count[face] >= 3)
            sets.triples = true;
        else if (count[face] == 2)
            ++sets.pairs;
    }
    if (sets.triples)
        sets.pairs = 0;
    return sets;
}

double movementInches(const QList<int> &dice)
{
    int sum = 0;
    for (int die : dice)
        sum += die;
    return setsOf(dice).triples ? sum / 2.0 : sum;
}

QString diceText(const QList<int> &dice)
{
    QStringList t;
    for (int d : dice)
        t << QString::number(d);
    return t.join(QStringLiteral(", "));
}

} // namespace ambuscade::steeplechase
