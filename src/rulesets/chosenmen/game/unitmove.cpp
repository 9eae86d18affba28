// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/game/unitmove.h"

#include "chosenmen/game/baseroom.h"
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/artillery.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/terraintable.h"
#include "chosenmen/terms.h"
#include "game/dice.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QTransform>

#include <limits>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

// A move keeps this far from the enemy: touching him is a charge.
constexpr double kKeepOffCm = 1 * kCmPerInch;
// Men gathering on their leader close to this share of their distance from him.
constexpr double kGatherShare = 1.0 / 3;
// The step a move is checked in against the enemy's bases.
constexpr double kCheckStepCm = 0.25;

// The dice as a player reads them off the table: "rolls 9, 3 and 2: 14 in", "rolls 4, 5 and
// 4, the 5 dropped: 8 in", "rolls 2 and 7, +2: 11 in".
QString diceText(const MoveRoll &roll)
{
    QString text = Text::tr("rolls %1").arg(diceList(roll.dice));
    if (roll.dropped >= 0)
        text += Text::tr(", the %1 dropped").arg(roll.dice[roll.dropped]);
    if (roll.addIn)
        text +=
            roll.addIn > 0 ? Text::tr(", +%1").arg(roll.addIn) : Text::tr(", −%1").arg(-roll.addIn);
    return Text::tr("%1: %2 in").arg(text).arg(roll.rolledIn);
}

int seriousWoundsIn(const Scenario &s, const QString &group)
{
    int serious = 0;
    for (int i : menOf(s, group)) // a gun's carriage is no man's wound
        serious += figureRole(s.figures[i]) == Role::Gun ? 0 : woundsOf(s.figures[i]).serious;
    return serious;
}
} // namespace

UnitMove::UnitMove(Scenario &s, const geo::TableGeometry &g, const QString &group, bool blown)
    : m_s(s), m_g(g), m_group(group), m_leader(moverOf(s, group)),
      m_class(moveClassOf(s, group, blown)), m_gunStays(!gunMovable(s, group, &m_pushersIn))
{
    if (m_gunStays) // no hands on a gun left behind (§10: "when manhandling a gun")
        m_pushersIn = 0;
}

MoveClass moveClassOf(const Scenario &s, const QString &group, bool blown)
{
    const Group *unit = s.group(group);
    const int leader = moverOf(s, group);
    MoveClass move = unit ? unitKind(*unit).move : MoveClass::Infantry;
    if (leader >= 0 && isMounted(s.figures[leader]))
        move = MoveClass::Cavalry;
    if (blown && move == MoveClass::Cavalry) // blown cavalry move as infantry (§7)
        move = MoveClass::Infantry;
    return move;
}

int moverOf(const Scenario &s, const QString &group)
{
    const int leader = squadLeader(s, group);
    if (leader >= 0)
        return leader;
    // A gun is no man: it is moved by its crew, not they by it.
    for (int i : menOf(s, group))
        if (figureRole(s.figures[i]) != Role::Gun)
            return i;
    return -1;
}

UnitMove::UnitMove(Scenario &s, const geo::TableGeometry &g, int man)
    : m_s(s), m_g(g), m_group(s.figures[man].group), m_leader(man), m_alone(true)
{
    const Group *unit = s.group(m_group);
    m_class = isMounted(s.figures[man]) ? MoveClass::Cavalry
              : unit                    ? unitKind(*unit).move
                                        : MoveClass::Infantry;
}

MovedUnit UnitMove::toward(const QPointF &to, const QPointF &face, Dice &dice, bool gather)
{
    MovedUnit moved;
    if (m_leader < 0)
        return moved;
    Figure &leader = m_s.figures[m_leader];
    const QPointF start = leader.position;
    const GroundAt here = groundAt(m_s, m_g, start);
    MoveConditions conditions = startConditions(here, to);
    const MoveRoll roll = rollMove(m_class, here.ground, conditions, dice);
    const double wanted = geo::distance(start, to);
    const QPointF way = wanted > 0 ? (to - start) / wanted : QPointF();
    geo::PathCost cost;
    conditions = onTheWay(start, way, std::min(wanted, movedInches(roll.rolledIn, {}) * kCmPerInch),
                          conditions, &cost);
    moved.allowedIn = movedInches(roll.rolledIn, conditions);
    double goCm = std::min(wanted, moved.allowedIn * kCmPerInch);
    if (!cost.passable)
        goCm =
            std::min(goCm, std::max(0.0, geo::distance(start, cost.stoppedAt) - leader.radius()));
    const QPointF end = stopShort(start, m_s.table.clamp(start + way * goCm));
    const double oldFacing = leader.facing;
    leader.position = end;
    if (!face.isNull() && face != end)
        leader.facing = geo::facingOf(face - end);
    else if (geo::distance(start, end) > 0)
        leader.facing = geo::facingOf(end - start);
    if (!m_alone)
        placeMen(start, leader.facing - oldFacing, gather);
    if (!m_alone)
        makeRoomRound();
    moved.inches = geo::distance(start, end) / kCmPerInch;
    moved.turnOnly = wanted < kCheckStepCm;
    moved.leaderEnd = leader.position; // where his gun's reach left him
    moved.rollText = diceText(roll);
    if (conditions.halved)
        moved.rollText += Text::tr(", halved");
    if (conditions.obstacles == 1)
        moved.rollText += Text::tr(", 1 obstacle crossed");
    else if (conditions.obstacles > 1)
        moved.rollText += Text::tr(", %1 obstacles crossed").arg(conditions.obstacles);
    for (int d : roll.dice)
        moved.diceJson << d;
    return moved;
}

MoveConditions UnitMove::startConditions(const GroundAt &here, const QPointF &to) const
{
    MoveConditions conditions;
    conditions.halved = here.halved || groundAt(m_s, m_g, to).halved;
    conditions.seriousWounds =
        m_alone ? woundsOf(m_s.figures[m_leader]).serious : seriousWoundsIn(m_s, m_group);
    conditions.pushersIn = m_pushersIn;
    return conditions;
}

MoveConditions UnitMove::conditionsTo(const QPointF &to, Ground *ground) const
{
    const QPointF start = m_s.figures[m_leader].position;
    const GroundAt here = groundAt(m_s, m_g, start);
    *ground = here.ground;
    const MoveConditions conditions = startConditions(here, to);
    const double wanted = geo::distance(start, to);
    if (wanted <= 0)
        return conditions;
    geo::PathCost cost;
    return onTheWay(start, (to - start) / wanted, wanted, conditions, &cost);
}

MoveConditions UnitMove::onTheWay(const QPointF &start, const QPointF &way, double reachCm,
                                  MoveConditions conditions, geo::PathCost *cost) const
{
    *cost = m_g.pathCost({start, start + way * reachCm}, reachCm);
    conditions.obstacles = int(cost->barriers.size());
    for (const QString &id : std::as_const(cost->difficult))
        if (const TerrainFeature *t = m_s.terrainFeature(id); t && terrainRow(t->kind).halvesMove)
            conditions.halved = true;
    return conditions;
}

QPointF UnitMove::stopShort(const QPointF &from, const QPointF &to) const
{
    const Figure &leader = m_s.figures[m_leader];
    const double length = geo::distance(from, to);
    // The gap to the nearest enemy base, edge to edge.
    const auto gap = [&](const QPointF &p) {
        double nearest = std::numeric_limits<double>::infinity();
        for (const Figure &f : m_s.figures)
            if (f.side != leader.side && f.onTable())
                nearest =
                    std::min(nearest, geo::distance(p, f.position) - f.radius() - leader.radius());
        return nearest;
    };
    // He keeps 1 in off the enemy; already nearer, he may only draw away.
    const double startGap = gap(from);
    const auto tooNear = [&](const QPointF &p) {
        const double g = gap(p);
        return g < kKeepOffCm && g < startGap - 1e-9;
    };
    // Cavalry and horse artillery keep out of buildings and dense woods (§4); a unit already
    // in one may ride out.
    const auto closed = [&](const QPointF &p) { return closedTo(m_s, m_g, m_group, m_class, p); };
    const bool startsClosed = closed(from);
    QPointF reached = from;
    for (double d = kCheckStepCm; d < length + kCheckStepCm; d += kCheckStepCm) {
        const QPointF p = from + (to - from) * std::min(1.0, d / length);
        if (tooNear(p) || (!startsClosed && closed(p)))
            break;
        reached = p;
    }
    // He ends on no other unit's base: short of it, on his way (his own men are placed round
    // him afterwards).
    QList<int> movingWith = m_alone ? QList<int>() : menOf(m_s, m_group);
    if (m_gunStays)
        movingWith.removeAll(unitGun(m_s, m_group));
    const QPointF end = reached;
    const double went = geo::distance(from, end);
    for (double d = went; d > 0 && crowdedAt(m_s, m_leader, reached, movingWith);) {
        d = std::max(0.0, d - kCheckStepCm);
        reached = from + (end - from) * (d / went);
    }
    return reached;
}

void UnitMove::placeMen(const QPointF &leaderStart, double turnDegrees, bool gather)
{
    Figure &leader = m_s.figures[m_leader];
    const Group *unit = m_s.group(m_group);
    QTransform turn;
    turn.rotate(turnDegrees);
    // A gun that goes is moved by its crew (§4: "move gun and all others within 2"): it goes
    // as far as the leader went, the way he went, and turns on the spot; it is nobody's
    // offset from him. Its men stand within 2 in of it afterwards. A turn on the spot turns
    // the men about the gun.
    const int gun = m_gunStays ? -1 : unitGun(m_s, m_group);
    QPointF centre = leader.position, from = leaderStart;
    double reachCm = (unit ? placingIn(unitKind(*unit)) : 6) * kCmPerInch;
    if (gun >= 0) {
        Figure &g = m_s.figures[gun];
        const QPointF gunStart = g.position;
        g.position = m_s.table.clamp(gunStart + (leader.position - leaderStart));
        g.facing = leader.facing;
        reachCm = distances().crewAroundGunIn * kCmPerInch;
        if (leader.position == leaderStart) {
            centre = g.position;
            from = gunStart;
        }
    }
    for (int i : menOf(m_s, m_group)) {
        if (i == gun || (m_gunStays && figureRole(m_s.figures[i]) == Role::Gun))
            continue;
        if (i == m_leader && gun < 0)
            continue;
        Figure &f = m_s.figures[i];
        // Gathering, a man keeps his bearing from the leader at a third of the distance. The
        // leader has gone already: he is placed from where he stood.
        const QPointF was = i == m_leader ? leaderStart : f.position;
        QPointF p = centre + turn.map(was - from) * (gather ? kGatherShare : 1);
        // Closed up to the placing distance: from the leader, or from the gun it takes along.
        const Figure &anchor = gun >= 0 ? m_s.figures[gun] : leader;
        const double apart = geo::distance(p, anchor.position);
        const double most = reachCm + f.radius() + anchor.radius();
        if (apart > most)
            p = anchor.position + (p - anchor.position) * (most / apart);
        // Nobody is placed beyond ground his leader could not cross to reach him (a river).
        const geo::PathCost way =
            m_g.pathCost({leader.position, p}, geo::distance(leader.position, p));
        if (i != m_leader && !way.passable) {
            const double short_ =
                std::max(0.0, geo::distance(leader.position, way.stoppedAt) - f.radius());
            p = leader.position + (p - leader.position) *
                                      (short_ / std::max(1e-9, geo::distance(leader.position, p)));
        }
        f.position = m_s.table.clamp(p);
        f.facing = leader.facing;
    }
}

void UnitMove::makeRoomRound()
{
    // His men make room; a gun that went with them first, clear of all but its own crew, who
    // then stand round it; a gun left where it stands is nobody's to shift.
    QList<int> men = menOf(m_s, m_group);
    men.removeAll(m_leader);
    if (const int gun = unitGun(m_s, m_group); gun >= 0) {
        men.removeAll(gun);
        if (!m_gunStays)
            m_s.figures[gun].position =
                nearestFreePlace(m_s, m_g, gun, m_s.figures[gun].position, menOf(m_s, m_group));
    }
    makeRoom(m_s, m_g, men);
}

bool closedTo(const Scenario &s, const geo::TableGeometry &g, const QString &group, MoveClass move,
              const QPointF &p)
{
    const Group *unit = s.group(group);
    const TroopKind &kind = move == MoveClass::Cavalry && unit && !unitKind(*unit).mounted
                                ? *findTroopKind(QStringLiteral("cavalry"))
                            : unit ? unitKind(*unit)
                                   : *findTroopKind(QStringLiteral("infantry"));
    for (int shape : g.areasAt(p))
        if (!mayEnter(kind, s.terrain[g.featureIndex(shape)].kind))
            return true;
    return false;
}

bool closedTo(const Scenario &s, const geo::TableGeometry &g, const QString &group, bool blown,
              const QPointF &p)
{
    return closedTo(s, g, group, moveClassOf(s, group, blown), p);
}

QPointF nearestCoverAwayFrom(const Scenario &s, const geo::TableGeometry &g, const QString &group,
                             const std::optional<QPointF> &threat)
{
    int leader = squadLeader(s, group);
    const QList<int> men = menOf(s, group);
    if (leader < 0)
        leader = men.isEmpty() ? -1 : men.first();
    if (leader < 0)
        return {};
    const QPointF here = s.figures[leader].position;
    const Group *unit = s.group(group);
    const double bestCm =
        bestRollIn(unit ? unitKind(*unit).move : MoveClass::Infantry, Ground::Road) * kCmPerInch;
    const auto notNearer = [&](const QPointF &p) {
        return !threat || geo::distance(p, *threat) >= geo::distance(here, *threat);
    };
    if (const auto spot = g.nearestCover(leader, bestCm, bestCm, threat, notNearer))
        return spot->point;
    return fleeingPoint(s, here, threat);
}

QPointF fleeingPoint(const Scenario &s, const QPointF &from, const std::optional<QPointF> &threat)
{
    QPointF away = threat && *threat != from ? from - *threat : QPointF(0, 1);
    away /= geo::length(away);
    // Far enough to reach the edge whichever way it lies; the table clamps it.
    const double across = s.table.widthCm + s.table.heightCm;
    return s.table.clamp(from + away * across);
}

QString movedText(const QString &who, const QString &verb, const MovedUnit &moved, bool person)
{
    // Sent where its leader stands already (a turn to face, or cover he is in): no roll
    // counts.
    if (moved.turnOnly && person)
        return Text::tr("%1 turns where he stands.").arg(who);
    if (moved.turnOnly)
        return verb == Text::tr("moves")
                   ? Text::tr("%1 turns where it stands.").arg(who)
                   : Text::tr("%1 %2, but its leader stands there already: it closes on him "
                              "where he stands.")
                         .arg(who, verb);
    // Less than a tape measure's quarter inch is no move.
    if (moved.inches < 0.125)
        return (person ? Text::tr("%1 %2, but stays where he stands (%3).")
                       : Text::tr("%1 %2, but stays where it stands (%3)."))
            .arg(who, verb, moved.rollText);
    return Text::tr("%1 %2 %3 (%4).")
        .arg(who, verb, lengthLabel(moved.inches * kCmPerInch, LengthUnit::Inches), moved.rollText);
}

double bestRollIn(MoveClass move, Ground ground)
{
    const MoveDice &dice = moveDice(move, ground);
    const int kept = dice.drop == Drop::None ? dice.dice : dice.dice - 1;
    return std::max(0, kept * 10 + dice.addIn);
}

} // namespace ambuscade::chosenmen
