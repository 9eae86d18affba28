// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/wounds.h"
#include "chosenmen/tables/weapons.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <QJsonArray>

namespace ambuscade::chosenmen {

// Questions a game and its computer ask of a unit on the table, answered in one place.

// The unit's men on the table (its officers are not of it), by index in Scenario::figures.
QList<int> menOf(const Scenario &s, const QString &group);
// Its men on the table who may be charged and fight a melee: menOf without its gun (a gun is
// no man, reading §9; a charge aimed at it reached no one).
QList<int> fightersOf(const Scenario &s, const QString &group);
// Of those, the one nearest a point (a charge's mark); -1 when there are none.
int nearestFighter(const Scenario &s, const QString &group, const QPointF &from);
// Whether it has a man left on the table: a unit whose men are all lost is lost (reading §2),
// though its gun stands (a gun is no man).
bool hasMen(const Scenario &s, const QString &group);
// Its casualties for morale in this turn: the dead and captured, the seriously wounded, and
// minor wounds for the turn they are taken in and the next (reading §6).
int casualtiesOf(const Scenario &s, const QString &group, int turn);
// Its men at the start of the game, living or not (its gun is no man).
int strengthOf(const Scenario &s, const QString &group);
// The middle of its men on the table.
QPointF centreOf(const Scenario &s, const QString &group);
// The least distance, edge to edge, between a man of one unit and a man of the other (cm);
// infinity when either has nobody on the table.
double unitGapCm(const Scenario &s, const QString &a, const QString &b);
// The least distance, edge to edge, from a man of the unit to a figure (cm).
double unitGapToFigureCm(const Scenario &s, const QString &group, const Figure &f);
// Whether most of its men stand in cover, soft or hard.
bool mostlyInCover(const Scenario &s, const geo::TableGeometry &g, const QString &group);
// The units of the other sides with men on the table.
QStringList enemyUnits(const Scenario &s, const QString &side);
// Where men stood, to tell their moves afterwards (for the referee of a real table): each
// man who moved or turned since, as {"figure", "from", "to", "facing"}.
struct Placement {
    int figure = -1;
    QPointF at;
    double facing = 0;
};
QList<Placement> placementsOf(const Scenario &s, const QList<int> &men);
QJsonArray movesSince(const Scenario &s, const QList<Placement> &before);
// A figure as the log names him: his name, or his id when he has none.
QString figureName(const Figure &f);
// Of those men, the one nearest a point; -1 when there are none.
int nearestOf(const Scenario &s, const QList<int> &men, const QPointF &from);
// Whether any of them carries a weapon not yet loaded (and powder dry enough to load it); a
// gun, with its crew at it.
bool anyToLoad(const Scenario &s, const QList<int> &men);
// Whether this figure takes a turn of loading with his unit's `load`.
bool mayLoad(const Scenario &s, int figure);
// The weapon a figure loads: his firearm, or his gun (ball and grape load alike).
const FireWeapon *weaponToLoad(const Figure &f);
// A figure's wounds as its fields keep them, and written back.
WoundState woundsOf(const Figure &f);
void setWounds(Figure &f, const WoundState &w);
// The wounds, minor and serious, on the unit's men still standing.
int woundsIn(const Scenario &s, const QString &group);
// Whether a man rides: his unit is cavalry, or he is mounted himself (an officer), and his
// horse has not thrown him.
bool rides(const Scenario &s, const Figure &f);
// A man fit to shoot or fight: on the table and not seriously wounded (a serious wound is a
// permanent casualty; a man with minor wounds counts as a casualty for morale for a turn,
// and fights on). A gun is no man; a guard over prisoners fights no more.
bool fitToFight(const Figure &f);
// The men of a unit fit to fight.
int fitMen(const Scenario &s, const QString &group);

} // namespace ambuscade::chosenmen
