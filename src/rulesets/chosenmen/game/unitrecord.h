// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/morale.h"

#include <QString>

namespace ambuscade::chosenmen {

// What a game remembers of a unit beyond where its men stand and their wounds (which the
// figures' fields keep): what its morale test said, and this turn's doings.
struct UnitRecord {
    MoraleOutcome morale = MoraleOutcome::CarryOn; // its latest test
    // It has taken casualties since its last test (§2: "test whenever casualties are taken"):
    // a man killed or taken, a serious wound, or a minor one its musician does not ignore,
    // whether or not the man counted as a casualty already.
    bool tookCasualties = false;
    bool passedThisTurn = false; // a charger that passed a test this turn does not test again
    bool charged = false;        // charged this turn: it fires only once it has passed a test
    bool holdingFire = false;  // hold fire: it fires at the first enemy to come within close range
    bool didSomething = false; // moved, fired, loaded or fought this turn (blown cavalry rest)
    bool forcedMoveDone = false; // retreated or fled this turn already
    bool blown = false;          // cavalry that charged, until two turns of rest
    int restTurns = 0;
    int prisoners = 0; // men it has taken prisoner, one of its men guarding each seven (§9)
    QString spiking;   // the enemy gun it is spiking (§9), and the turns in a row at it
    int spikingTurns = 0;
    bool spikedThisTurn = false;
    int limberingTurns = 0; // horse artillery: turns spent limbering or unlimbering so far
};

// Two units locked in melee: the attacker charged the defender; a draw carries on next time
// the card of either comes up.
struct Melee {
    QString attacker;
    QString defender;
    bool chargeBonus = false; // the first round only
    int rounds = 0;
    int foughtAtStep = -1; // the step of the game its last round was fought in
    // An officer charged alone by fewer than four: he is the one defender (`defender` is his
    // group), fighting his melee on his own (§8).
    QString officer;
    bool operator==(const Melee &o) const
    {
        return attacker == o.attacker && defender == o.defender;
    }
};

} // namespace ambuscade::chosenmen
