// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/morale.h"

namespace ambuscade::chosenmen {

// A charge (reading §7), before the melee it leads to.

enum class Slope { Level, Downhill, Uphill };

// The ground the charge crosses on its way in.
struct ChargePath {
    bool leaderReaches = true; // the squad leader reaches the target
    bool crossesObstacle = false;
    bool crossesDifficult = false;
    Slope slope = Slope::Level;
    bool blown = false; // cavalry that charged before and have not rested
};

// The charge happens only if the squad leader reaches the target.
bool chargeHappens(const ChargePath &path);
// The charge bonus: kept over open ground, lost crossing an obstacle or difficult ground (a
// downhill charge keeps it through difficult ground), lost uphill, and never for the blown.
bool keepsChargeBonus(const ChargePath &path);

// Both sides test morale; the attacker not when it has passed a test this turn already.
bool attackerTestsMorale(bool passedThisTurn);
// A unit that is charged may fire only once it has passed its test.
bool chargedMayFire(MoraleOutcome test);

// Cavalry that charged are blown until they spend two turns doing nothing else.
constexpr int kTurnsToRecover = 2;
struct Blown {
    int restTurns = 0; // turns spent resting since the charge
    bool blown = true;
};
Blown restTurn(Blown state);

} // namespace ambuscade::chosenmen
