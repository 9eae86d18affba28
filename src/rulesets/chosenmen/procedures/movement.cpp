// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/movement.h"

#include "chosenmen/procedures/modifier.h"
#include "chosenmen/tables/troops.h"
#include "game/dice.h"

#include <algorithm>
#include <numeric>

namespace ambuscade::chosenmen {

MoveRoll rollMove(MoveClass move, Ground ground, const MoveConditions &conditions, Dice &dice)
{
    const MoveDice &table = moveDice(move, ground);
    MoveRoll roll;
    roll.dice = dice.roll(table.dice, kD10);
    if (table.drop == Drop::Lowest)
        roll.dropped =
            int(std::min_element(roll.dice.begin(), roll.dice.end()) - roll.dice.begin());
    else if (table.drop == Drop::Highest)
        roll.dropped =
            int(std::max_element(roll.dice.begin(), roll.dice.end()) - roll.dice.begin());
    roll.addIn =
        table.addIn + (move == MoveClass::Boat ? conditions.currentIn : 0) + conditions.pushersIn;
    int kept = 0;
    for (int i = 0; i < roll.dice.size(); ++i)
        kept += i == roll.dropped ? 0 : roll.dice[i];
    roll.rolledIn = kept + roll.addIn;
    roll.inches = movedInches(roll.rolledIn, conditions);
    return roll;
}

double chanceToMove(MoveClass move, Ground ground, const MoveConditions &conditions, double inches)
{
    const MoveDice &table = moveDice(move, ground);
    const int addIn =
        table.addIn + (move == MoveClass::Boat ? conditions.currentIn : 0) + conditions.pushersIn;
    int outcomes = 1;
    for (int i = 0; i < table.dice; ++i)
        outcomes *= kD10;
    int enough = 0;
    QList<int> faces(table.dice);
    for (int n = 0; n < outcomes; ++n) {
        for (int i = 0, rest = n; i < table.dice; ++i, rest /= kD10)
            faces[i] = rest % kD10 + 1;
        const auto [low, high] = std::minmax_element(faces.begin(), faces.end());
        int kept = std::accumulate(faces.begin(), faces.end(), 0);
        kept -= table.drop == Drop::Lowest ? *low : table.drop == Drop::Highest ? *high : 0;
        enough += movedInches(kept + addIn, conditions) >= inches - 1e-9;
    }
    return double(enough) / outcomes;
}

double movedInches(int rolledIn, const MoveConditions &conditions)
{
    const Distances &d = distances();
    double inches = std::max(0, rolledIn) - conditions.seriousWounds * d.seriousWoundMoveIn;
    if (conditions.halved)
        inches /= 2;
    inches -= conditions.obstacles * d.obstacleCostIn;
    if (conditions.boardsOrLeavesBoat)
        inches -= d.boatBoardingIn;
    return std::max(0.0, inches);
}

} // namespace ambuscade::chosenmen
