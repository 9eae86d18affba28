// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ambuscade::chosenmen {

// A unit's quality (reading §1): its base morale and what it adds to fire and melee (§5, §7).
struct Quality {
    const char *id;
    const char *name; // translatable in the context "ChosenMen"
    int baseMorale;
    int fireModifier;
    int meleeModifier;
    bool loadsMusketInOneTurn; // veterans and crack troops (§5)
};
const QList<Quality> &qualities();
const Quality *findQuality(const QString &id);

// How a kind of troops moves (reading §4's rows).
enum class MoveClass { Infantry, Skirmisher, Cavalry, HandArtillery, Boat };

// A kind of troops (reading §1) and what the rules make of it elsewhere.
struct TroopKind {
    const char *id;
    const char *name; // translatable in the context "ChosenMen"
    MoveClass move;
    int moraleModifier; // dismounted cavalry −1 (§3)
    bool mounted;       // +2 in melee, −1 firing, a target +1 (§5, §7)
    bool skirmishers;   // a target −1; placed within 10 in of the leader (§4, §5)
    bool light;         // a draw in melee loses by 1 (§7)
    bool guards;        // grenadiers and guards: a draw wins by 1 (§7)
    bool servesGuns;    // only artillerymen and sailors serve guns (§9)
    bool afloatBonus;   // marines afloat +1 morale (§3)
    bool mayForm;       // never formed: skirmishers (not formed ones), dismounted cavalry (§1)
};
const QList<TroopKind> &troopKinds();
const TroopKind *findTroopKind(const QString &id);

// An officer's rank and the bonus points it gives (reading §8: 1 for a junior officer, 2 for
// a captain; the scenario may add more).
struct Rank {
    const char *id;
    const char *name; // translatable in the context "ChosenMen"
    int bonusPoints;
};
const QList<Rank> &ranks();
const Rank *findRank(const QString &id);

// An officer's fault (reading §8 names none and says nothing of what one does: the program's
// choice, written in the README). Each is a row of what it changes.
struct Fault {
    const char *id;
    int rallyModifier;       // on the points he spends on a rally (rash: one less)
    int meleeModifier;       // on the points he spends on his own melee (rash: one more)
    double commandShare;     // of the 6 in at which his card sets off squads (hesitant: half)
    int bonusPointsModifier; // on his points each turn (unlucky: one fewer)
};
const QList<Fault> &faults();
// His fault's row; "none" for an officer without one.
const Fault &findFault(const QString &id);
QStringList faultIds();

// A hand weapon for melee: sword, bayonet and pike each give +1 (§7).
struct CloseWeapon {
    const char *id;
    const char *name; // translatable in the context "ChosenMen"
    int meleeModifier;
};
const QList<CloseWeapon> &closeWeapons();
const CloseWeapon *findCloseWeapon(const QString &id);

// The distances of the reading, in inches (§2, §4, §8).
struct Distances {
    double officerCommandIn = 6;     // an officer's card reaches squads whose leader is this close
    double placeAroundLeaderIn = 6;  // the rankers stand within this of their leader
    double skirmisherPlacingIn = 10; // skirmishers within this
    double crewAroundGunIn = 2;      // a gun's crew within this of the gun
    double rallyIn = 2;              // an officer rallies or promotes within this
    double obstacleCostIn = 2;       // a low wall, fence or minor linear obstacle
    double boatBoardingIn = 4;       // boarding or leaving a boat
    double seriousWoundMoveIn = 2;   // lost from a unit's move per serious wound
};
const Distances &distances();
// How far from its leader a unit of this kind stands (reading §4): 6 in, 10 for skirmishers,
// 2 round a gun.
double placingIn(const TroopKind &kind);
// Individual fire reaches 22.5° either side of the facing: a 45° arc (reading §5).
constexpr double kFiringArcHalfDegrees = 22.5;

} // namespace ambuscade::chosenmen
