// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/modifier.h"
#include "chosenmen/tables/troops.h"
#include "geometry/terraineffect.h"
#include "scenario/scenario.h"

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// One fighter of a melee and what bears on his die (reading §7).
struct MeleeFighter {
    const Quality *quality = nullptr;
    int closeWeaponModifier = 0;   // sword, bayonet or pike +1
    bool chargingOverOpen = false; // the charge bonus: no obstacle or difficult ground crossed
    geo::Cover defendingCover = geo::Cover::Open; // the cover he defends
    bool chargedInBuilding = false;
    bool formed = false;
    bool bayonets = false;                    // he carries a bayonet
    bool bayonetsAgainstCavalryFront = false; // formed with bayonets, cavalry to the front
    bool onFlankOrRear = false;               // an attacker who comes at his man's side or back
    bool mounted = false;
    bool blown = false; // cavalry that charged: no charge or mounted bonus
    bool outnumbered = false;
    bool outOfCommand = false;
    bool colourBearer = false;
    int officerBonus = 0; // an officer's bonus points spent on his own melee (§8)
    bool light = false;   // light troops and skirmishers lose a draw by 1
    bool guards = false;  // grenadiers and guards win a draw by 1
};

// A fighter of this quality and kind, before the situation's modifiers: his quality, whether
// he is mounted, light or a guardsman.
MeleeFighter meleeFighter(const Quality &quality, const TroopKind &kind);

// The defender as he stands against one attacker: formed, his bayonets count +5 against
// cavalry at his front (not at his flank or rear).
MeleeFighter defenderAgainst(MeleeFighter defender, const MeleeFighter &attacker);
// Whether an attacker standing at `from` is at the defender's flank or rear: outside the
// quarter ahead of him, kFrontHalfDegrees either side of his facing.
constexpr double kFrontHalfDegrees = 45;
bool atFlankOrRear(const Figure &defender, const QPointF &from);

// The modifiers on his die. A charge with its bonus ignores the defender's cover, so the
// caller says whether his opponent has it.
QList<Modifier> meleeModifiers(const MeleeFighter &f, bool opponentHasChargeBonus);
bool hasChargeBonus(const MeleeFighter &f);

// What a pair's dice decide: a draw (fight on next round), the loser falling back beyond
// command distance (or captured if he cannot), or a casualty with wound dice.
enum class MeleeOutcome { Draw, FallBack, Casualty };
struct PairResult {
    int attackerTotal = 0;
    int defenderTotal = 0;
    int margin = 0; // attacker's total minus defender's, after the draw rules
    MeleeOutcome outcome = MeleeOutcome::Draw;
    bool attackerWon = false;
    int woundDice = 0; // for a casualty: one per point over, more on a cavalry flank
};
// Two totals judged: the draw rules for light troops and guards, the margin's outcome.
// Cavalry at a flank or rear (the attacker mounted and onFlankOrRear) throw an extra wound
// die per point of victory.
PairResult judgePair(int attackerTotal, int defenderTotal, const MeleeFighter &attacker,
                     const MeleeFighter &defender);

// A round against one defender: up to three attackers each roll a die, the defender rolls
// one die used against each (with his modifiers against that attacker, defenderAgainst).
struct MeleeRound {
    QList<int> attackerDice;
    int defenderDie = 0;
    QList<PairResult> pairs;
};
constexpr int kMostAttackersOnOne = 3;
MeleeRound fightRound(const QList<MeleeFighter> &attackers, const MeleeFighter &defender,
                      Dice &dice);

} // namespace ambuscade::chosenmen
