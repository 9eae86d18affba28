// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/charge.h"

namespace ambuscade::chosenmen {

bool chargeHappens(const ChargePath &path)
{
    return path.leaderReaches;
}

bool keepsChargeBonus(const ChargePath &path)
{
    if (path.blown || path.crossesObstacle || path.slope == Slope::Uphill)
        return false;
    return !path.crossesDifficult || path.slope == Slope::Downhill;
}

bool attackerTestsMorale(bool passedThisTurn)
{
    return !passedThisTurn;
}

bool chargedMayFire(MoraleOutcome test)
{
    return test == MoraleOutcome::CarryOn;
}

Blown restTurn(Blown state)
{
    if (!state.blown)
        return state;
    ++state.restTurns;
    state.blown = state.restTurns < kTurnsToRecover;
    return state;
}

} // namespace ambuscade::chosenmen
