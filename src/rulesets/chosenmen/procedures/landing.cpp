// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/landing.h"

#include "chosenmen/procedures/modifier.h"
#include "game/dice.h"

namespace ambuscade::chosenmen {

Landing landingFromDie(int die)
{
    if (die <= 6)
        return Landing::Lands;
    return die <= 9 ? Landing::Drifts : Landing::Capsizes;
}

LandingRoll landBoat(bool atQuay, Dice &dice)
{
    if (atQuay)
        return {};
    LandingRoll roll;
    roll.die = dice.roll(kD10);
    roll.landing = landingFromDie(roll.die);
    return roll;
}

bool enoughRowers(int rowing, int aboard)
{
    return rowing * 2 >= aboard;
}

Anchor anchorTurn(const Anchor &before, int handsAboard)
{
    if (!before.anchored)
        return {true, 0};
    if (handsAboard < kWeighAnchorCrew)
        return before;
    const int turns = before.weighingTurns + 1;
    return turns >= kWeighAnchorTurns ? Anchor{false, 0} : Anchor{true, turns};
}

} // namespace ambuscade::chosenmen
