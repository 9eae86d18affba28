// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/procedures/chits.h"

#include "game/dicewatch.h"

namespace ambuscade::steeplechase {

int drawBoast(Dice &dice)
{
    // Six chits to the bag's pattern: one 2, two 3s, two 4s, one 5.
    static constexpr int kBag[] = {2, 3, 3, 4, 4, 5};
    return kBag[pick(dice, 6) - 1];
}

int drawShame(Dice &dice)
{
    return pick(dice, 3);
}

int finalBoasts(const QList<int> &boastChits, bool braggart, bool captured)
{
    int sum = 0;
    for (int chit : boastChits)
        sum += chit + (braggart ? 1 : 0);
    return captured ? sum / 2 : sum;
}

} // namespace ambuscade::steeplechase
