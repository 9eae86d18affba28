// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/tables/troops.h"
#include "chosenmen/tables/weapons.h"

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// A figure's reload counter (reading §5, §9): the turns of loading still to do before it may
// fire. The game keeps it in the figure's "reload" field.
struct Loading {
    int turnsLeft = 0;      // 0: loaded
    bool tapLoaded = false; // a rifle loaded in one turn: its next shot is a musket's
    bool loaded() const { return turnsLeft == 0; }
};

// After a shot: the weapon's reload turns for these troops.
Loading afterFiring(const FireWeapon &weapon, const Quality &quality, bool britishRegulars);
// A turn spent loading.
Loading loadTurn(Loading loading);
// A rifle tap-loaded: ready after this turn's loading, firing as a musket (reading §5).
Loading tapLoad(const FireWeapon &weapon, Loading loading);
// The weapon a loaded figure fires: a tap-loaded rifle fires as a musket.
const FireWeapon &firedAs(const FireWeapon &weapon, const Loading &loading);

// A gun's crew (reading §9): a small gun needs 3 to reload, a large one 5.
int fullCrew(const FireWeapon &gun);
// A gun's reload turns with crew lost: 2 more per man lost, 1 per man seriously wounded.
int gunReloadTurns(const FireWeapon &gun, int crewLost, int crewSeriouslyWounded);
// Whether the carriage is destroyed by the wounds artillery has dealt it: 2 serious wounds for
// a small gun, 4 for a large one, or any fatal wound die.
bool carriageDestroyed(const FireWeapon &gun, int seriousFromArtillery, bool fatal);
// Wound dice thrown at a carriage by ball or grape: serious wounds add up, a fatal one ends
// it, minor ones do nothing; no die is thrown once it is destroyed.
struct CarriageHit {
    QList<int> dice;
    int serious = 0; // its serious wounds after the hit
    bool destroyed = false;
};
CarriageHit hitCarriage(const FireWeapon &gun, int seriousBefore, int woundDice, Dice &dice);

} // namespace ambuscade::chosenmen
