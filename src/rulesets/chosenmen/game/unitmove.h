// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/movement.h"
#include "chosenmen/tables/terraintable.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <QVariantList>
#include <optional>

namespace ambuscade {
class Dice;
}

namespace ambuscade::chosenmen {

// What a unit's move came to.
struct MovedUnit {
    double inches = 0;     // how far the squad leader went
    double allowedIn = 0;  // how far the roll let him go, after the ground
    QString rollText;      // "rolls 4 and 7: 11 in, halved"
    bool turnOnly = false; // he was to turn where he stands, not to go anywhere
    QVariantList diceJson;
    QPointF leaderEnd;
};

// A unit's move on the table (reading §4): the squad leader (or, with none, the man who
// stands in for him) rolls the unit's dice for the ground he stands on and goes straight
// towards a point, halved when he starts, ends or passes in woods, water or a building, 2 in less
// for each low wall or fence he crosses and 2 in less per serious wound in the unit. He stops
// 1 in short of any enemy (touching one is a charge), at impassable ground, at the table's
// edge, and for cavalry at the edge of a building or a wood. His men keep their places round him,
// turned with him, and close up to within the unit's placing distance.
class UnitMove
{
public:
    UnitMove(Scenario &s, const geo::TableGeometry &g, const QString &group, bool blown);
    // One man moving on his own (an officer): nobody is placed round him.
    UnitMove(Scenario &s, const geo::TableGeometry &g, int man);

    // `face`: the point the men face afterwards; a null point: the way they went. `gather`:
    // the men close in on their leader (a unit retreating into cover).
    MovedUnit toward(const QPointF &to, const QPointF &face, Dice &dice, bool gather = false);
    // What the ground and the unit's wounds make of a move all the way to a point (halved,
    // obstacles crossed, wounds), and the ground he rolls for: a charge's odds before it is
    // rolled.
    MoveConditions conditionsTo(const QPointF &to, Ground *ground) const;
    // The man the unit moves by.
    int leader() const { return m_leader; }
    MoveClass moveClass() const { return m_class; }

private:
    // The ground on the way he could go with his roll unhalved: halved when the path crosses
    // woods, water or a building; 2 in off for each wall or fence crossed.
    MoveConditions onTheWay(const QPointF &start, const QPointF &way, double reachCm,
                            MoveConditions conditions, geo::PathCost *cost) const;
    QPointF stopShort(const QPointF &from, const QPointF &to) const;
    // Where he starts: halved there or where he goes, his unit's serious wounds, a gun's hands.
    MoveConditions startConditions(const GroundAt &here, const QPointF &to) const;
    void placeMen(const QPointF &leaderStart, double turnDegrees, bool gather);
    // Nobody of the unit left standing on another's base once it has moved (issue 42).
    void makeRoomRound();

    Scenario &m_s;
    const geo::TableGeometry &m_g;
    QString m_group;
    int m_leader = -1;
    MoveClass m_class = MoveClass::Infantry;
    bool m_alone = false;
    int m_pushersIn = 0;     // a gun's hands beyond its crew
    bool m_gunStays = false; // a gun that may not move now stays where it stands
};

// How a unit moves (reading §4): its kind's row, a mounted leader's cavalry row, blown
// cavalry as infantry. The man it moves by: its squad leader, or its first man (a gun is none).
MoveClass moveClassOf(const Scenario &s, const QString &group, bool blown);
int moverOf(const Scenario &s, const QString &group);

// Whether the point lies in ground the unit may not enter (cavalry and horse artillery keep
// out of buildings and dense woods, §4), moving as `move`, or as it moves now.
bool closedTo(const Scenario &s, const geo::TableGeometry &g, const QString &group, MoveClass move,
              const QPointF &p);
bool closedTo(const Scenario &s, const geo::TableGeometry &g, const QString &group, bool blown,
              const QPointF &p);

// Where a unit forced to retreat goes: the nearest cover its leader could reach with the best
// roll, not nearer the threat than he stands; without one, straight away from the threat.
QPointF nearestCoverAwayFrom(const Scenario &s, const geo::TableGeometry &g, const QString &group,
                             const std::optional<QPointF> &threat);
// Where a fleeing unit runs: straight away from the nearest enemy, towards the table's edge.
QPointF fleeingPoint(const Scenario &s, const QPointF &from, const std::optional<QPointF> &threat);
// The log's line for a move: "3rd Hussars moves 5 in (rolls 9, 3 and 2: 14 in, halved)", "…,
// but stays where it stands (…)", "… turns where it stands". `person`: one man (an officer),
// not a unit.
QString movedText(const QString &who, const QString &verb, const MovedUnit &moved, bool person);
// The most inches a roll of these dice could give.
double bestRollIn(MoveClass move, Ground ground);

} // namespace ambuscade::chosenmen
