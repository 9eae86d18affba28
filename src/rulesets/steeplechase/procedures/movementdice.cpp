// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/procedures/movementdice.h"

#include <QCoreApplication>
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

QList<int> withEnergyRerolls(QList<int> dice, Energy energy, Dice &roller, QList<int> *rerolled)
{
    for (int &die : dice)
        if (mayRollAgain(die, energy)) {
            die = roller.roll(6);
            if (rerolled)
                *rerolled << die;
        }
    return dice;
}

int dieForTarget(Energy energy, int modifier, int needs, Dice &roller, QList<int> *faces)
{
    const int die = roller.roll(6);
    if (faces)
        *faces << die;
    const bool shortOf = die + modifier < needs;
    if (!shortOf || !mayRollAgain(die, energy))
        return die;
    const int again = roller.roll(6);
    if (faces)
        *faces << again;
    return again;
}

QString facesText(const QList<int> &faces)
{
    if (faces.size() < 2)
        return QCoreApplication::translate("Steeplechase", "rolled %1").arg(faces.value(0));
    return QCoreApplication::translate("Steeplechase", "rolled %1, again %2")
        .arg(faces.value(0))
        .arg(faces.value(1));
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
