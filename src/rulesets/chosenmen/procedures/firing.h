// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/modifier.h"
#include "chosenmen/tables/troops.h"
#include "chosenmen/tables/weapons.h"
#include "geometry/terraineffect.h"

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// How far a shot is (reading §5): within the close range, the effective, or beyond.
enum class RangeBand { Close, Effective, Out };
RangeBand rangeBand(const FireWeapon &weapon, double distanceCm);
QString rangeBandId(RangeBand band); // "close", "effective", "out"

// Who fires, how, and at what.
struct ShotSituation {
    const FireWeapon *weapon = nullptr;
    RangeBand band = RangeBand::Effective;
    const Quality *firer = nullptr;
    bool volley = false;
    bool firerMounted = false;
    bool targetFormed = false;
    bool targetMounted = false;
    bool targetSkirmishers = false;
    geo::Cover targetCover = geo::Cover::Open;
    bool sniperAtLeader = false; // a sniper singling out a leader needs 10, not 8
};

// The firing modifiers that apply (the reading's table, in its order).
QList<Modifier> fireModifiers(const ShotSituation &shot);
// The modified d10 a shot needs: 8, or 10 for a sniper at a leader.
int scoreNeeded(const ShotSituation &shot);

// Whom a natural 0 strikes (reading §5): the re-roll's 1–5 a ranker, 6–8 the squad leader,
// 9–0 an officer within 6 in of the target unit.
enum class Struck { Ranker, SquadLeader, Officer };
Struck struckBy(int reroll);

// One die of a shot, rolled: the die, the modified total, whether it hits, and for a
// natural 0 the re-roll that says whom it strikes.
struct ShotDie {
    int die = 0;
    int modified = 0;
    bool hit = false;
    int whoDie = 0; // 0: no re-roll
    Struck struck = Struck::Ranker;
};
struct Shot {
    QList<Modifier> modifiers;
    int needed = 8;
    QList<ShotDie> dice; // the weapon's dice per shot
    int hits() const;
};
Shot fire(const ShotSituation &situation, Dice &dice);

// The turns a weapon takes to load for these troops: a musket loads in one for crack,
// veteran and British regulars (reading §5).
int reloadTurns(const FireWeapon &weapon, const Quality &quality, bool britishRegulars);
// A tap-loaded rifle is ready after one turn and fires as a musket.
const FireWeapon &tapLoadedAs();

} // namespace ambuscade::chosenmen
