// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/firing.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <QJsonArray>

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// Who in a unit can fire at an enemy unit, and at whom (reading §5).

struct Aim {
    int shooter = -1;
    int mark = -1; // the man he aims at (in a volley: the nearest he sees, for the range)
    double distanceCm = 0;
    RangeBand band = RangeBand::Effective;
    bool sniperAtLeader = false;
};
// Every loaded, fit man of the unit (its guns apart) with a man of the target in range: in a
// volley (a formed unit, which fires when one of its men sees the target) in his front, the
// ranks firing past one another; otherwise in his 45° arc, in his own clear sight, and never
// a leader unless he is a sniper. `closeOnly`: held fire, at close range only.
QList<Aim> aimsAt(const Scenario &s, const geo::TableGeometry &g, const QString &group,
                  const QString &target, bool closeOnly);

// What is known of the target unit once for all its shots.
struct TargetUnit {
    bool formed = false;
    bool skirmishers = false;
    geo::Cover volleyCover = geo::Cover::Open; // the cover most of it is in (§5)
};
TargetUnit targetUnit(const Scenario &s, const geo::TableGeometry &g, const QString &target);
ShotSituation shotSituation(const Scenario &s, const geo::TableGeometry &g, const Aim &aim,
                            bool volley, const TargetUnit &target);
// The man a hit strikes: a natural 0's re-roll picks the squad leader or an officer within
// 6 in (when there is one), otherwise the man aimed at, or in a volley a ranker at random.
// -1 when the target has nobody left (its gun is nobody: musketry never strikes it).
int struckFigure(const Scenario &s, const QString &target, int mark, const ShotDie &die,
                 Dice &dice);
// A shot's dice for the log: each die with its modified score, whether it hit and a natural
// 0's re-roll ("who"); every face drawn, to-hit and re-roll in turn, is added to `faces`, and
// each to-hit die as people read it to `said` ("10, re-rolled 8 for who is struck").
QJsonArray shotDiceJson(const Shot &shot, QJsonArray *faces, QStringList *said);
// A fire's dice as `said` by shotDiceJson, in the order rolled: "Rolled 3, 7 and 10."
QString rolledText(const QStringList &said);

// The unit's gun (a figure with the role "gun"), or -1.
int unitGun(const Scenario &s, const QString &group);
inline bool hasGun(const Scenario &s, const QString &group)
{
    return unitGun(s, group) >= 0;
}
// Whether the gun bears on a point: within the 45° it turns freely (§9); more is a move.
bool gunBears(const Figure &gun, const QPointF &at);
// The nearest man of the target the gun sees within its reach with this load, and bears on;
// -1 for none.
int gunMark(const Scenario &s, const geo::TableGeometry &g, int gun, const QString &target,
            const FireWeapon &w);
bool unitHasMusician(const Scenario &s, const QString &group);
// The unit's men standing within 2 in of its gun, edge to edge (§4: "move gun and all others
// within 2"; §10: only they serve and move it); `crewOnly`: its crew figures only. None
// without a gun.
QList<int> atGun(const Scenario &s, const QString &group, bool crewOnly);
// Whether the unit may walk: it has no gun, none of its men stands within 2 in of the gun
// (an abandoned gun stays where it is), or it may take the gun along.
bool mayWalk(const Scenario &s, const QString &group);
// The gun's crew lost (fewer than a full crew at the gun) and seriously wounded, for its
// reload (§9).
std::pair<int, int> crewLosses(const Scenario &s, const QString &group, const FireWeapon &gun);
// Whether anyone of its crew stands at the gun to fire, load or limber it.
bool gunServed(const Scenario &s, const QString &group, const FireWeapon &gun);
// Whether the unit may take its gun along now: a full crew of hands (any of its men fit to
// fight standing within 2 in of it) and the gun not loaded (§9); a unit without a gun always may.
// `pushersIn`: the inches its hands beyond the crew add to the roll.
bool gunMovable(const Scenario &s, const QString &group, int *pushersIn = nullptr);
// Whether the unit's gun is horse artillery's and stands limbered, or unlimbered: horse
// artillery moves only limbered, fires only unlimbered (§4). False for any other gun.
bool horseGunLimbered(const Scenario &s, const QString &group);
bool horseGunUnlimbered(const Scenario &s, const QString &group);

} // namespace ambuscade::chosenmen
