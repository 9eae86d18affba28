// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/tables/movementtable.h"

#include <algorithm>

namespace ambuscade::chosenmen {

const MoveDice &moveDice(MoveClass move, Ground ground)
{
    // Rows in MoveClass order, columns open, road, hills and difficult going (reading §4).
    static const MoveDice table[][3] = {
        /* infantry       */ {{2, Drop::None, 0}, {3, Drop::Lowest, 0}, {3, Drop::Highest, 0}},
        /* skirmisher     */ {{2, Drop::None, 2}, {3, Drop::Lowest, 2}, {2, Drop::None, 2}},
        /* cavalry        */ {{3, Drop::None, 0}, {4, Drop::Lowest, 0}, {4, Drop::Highest, 0}},
        /* hand artillery */ {{2, Drop::None, -5}, {3, Drop::Highest, 0}, {1, Drop::None, -2}},
        /* boat           */ {{2, Drop::None, 0}, {2, Drop::None, 0}, {2, Drop::None, 0}},
    };
    return table[static_cast<int>(move)][static_cast<int>(ground)];
}

double meanMoveIn(const MoveDice &dice)
{
    // Averaged over every way the dice can fall (at most 10^4), so drops count exactly.
    int ways = 1;
    for (int i = 0; i < dice.dice; ++i)
        ways *= 10;
    double total = 0;
    for (int n = 0; n < ways; ++n) {
        int sum = 0, low = 10, high = 1;
        for (int i = 0, rest = n; i < dice.dice; ++i, rest /= 10) {
            const int die = rest % 10 + 1;
            sum += die;
            low = std::min(low, die);
            high = std::max(high, die);
        }
        if (dice.drop == Drop::Lowest)
            sum -= low;
        else if (dice.drop == Drop::Highest)
            sum -= high;
        total += std::max(0, sum + dice.addIn);
    }
    return total / ways;
}

} // namespace ambuscade::chosenmen
