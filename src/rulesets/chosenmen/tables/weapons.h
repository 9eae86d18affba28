// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ambuscade::chosenmen {

// What a gun fires (reading §5): ball, or grape.
enum class Load { Shot, Ball, Grape };

// One row of the weapons table (reading §5). A gun has a row per load.
struct FireWeapon {
    const char *arm; // the figure's "weapon" field
    Load load;
    const char *name; // translatable in the context "ChosenMen"
    int reloadTurns;
    int dicePerShot;
    double closeIn;
    double effectiveIn;
    int fireModifier;      // rifle +1, blunderbuss +1, grape +3
    int woundDice;         // a hit's wound dice: small cannon 3, large guns 6 (§6)
    bool bounces = false;  // ball: a d10 against everything in its path
    double spreadIn = 0;   // grape: 6 in
    bool tapLoads = false; // a rifle may be tap-loaded for one turn, then fires as a musket
    bool oneTurnForSteadyTroops = false; // a musket: 1 turn for crack, veteran, British regulars
};
const QList<FireWeapon> &fireWeapons();
// The row of an arm with this load (Load::Shot for hand arms); null for none.
const FireWeapon *findFireWeapon(const QString &arm, Load load = Load::Shot);
// The arms a figure may carry, as its "weapon" field names them ("none" first).
QStringList armIds();
bool isGun(const QString &arm);

} // namespace ambuscade::chosenmen
