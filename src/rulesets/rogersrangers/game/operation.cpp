// SPDX-License-Identifier: GPL-3.0-or-later
// An Op (README §3): choose the force, scout, act, the card, battles, objectives, supply.
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersOperation)
};

QString listText(const QStringList &names)
{
    return names.join(QStringLiteral(", "));
}
} // namespace

void Referee::playOp()
{
    m_phase = QStringLiteral("force");
    if (!canOperate()) {
        say(QStringLiteral("mission"), Text::tr("No unit is left that can operate."));
        endMission(false);
        return;
    }
    ++m_s.op;
    m_s.force.clear();
    m_s.scouted = m_s.rowed = m_s.cardDrawn = m_s.stopOp = false;
    m_s.ambushAt.clear();
    chooseForce();
    if (m_s.stopOp)
        return;
    m_phase = QStringLiteral("act");
    act();
    m_phase = QStringLiteral("card");
    drawCard();
    m_phase = QStringLiteral("battle");
    fightBattles();
    m_phase = QStringLiteral("objectives");
    objectiveSegment();
    m_phase = QStringLiteral("supply");
    supplyPhase();
    endOp();
}

bool Referee::canOperate() const
{
    for (const PlacedUnit &u : m_s.units)
        if (u.unit.type != RaiderType::Camp)
            return true;
    return false;
}

void Referee::chooseForce()
{
    for (;;) {
        Question q(QStringLiteral("force"),
                   Text::tr("Op %1 (%2 Ops left): choose the force that operates.")
                       .arg(m_s.op)
                       .arg(m_s.ops));
        QHash<QString, QStringList> movable; // space → its units that may operate
        for (const BoardSpace &space : m_map.board().spaces) {
            QStringList keys, names;
            for (const PlacedUnit *u : m_s.unitsIn(space.id))
                if (u->unit.type != RaiderType::Camp) {
                    keys << u->key();
                    names << rangersUnitName(u->unit);
                }
            if (keys.isEmpty())
                continue;
            movable.insert(space.id, keys);
            q.offer({orderkind::kOperate, {}, {{QStringLiteral("space"), space.id}}, {}},
                    Text::tr("%1: %2").arg(spaceName(space.id), listText(names)));
        }
        if (m_s.rp >= 2 && m_s.ops < 20)
            q.offer({orderkind::kBuyOp, {}, {}, {}}, Text::tr("Buy an Op (2 RP)"));
        if (victoryMet())
            q.offer({orderkind::kEndMission, {}, {}, {}},
                    Text::tr("End the mission now: its victory is met"));
        // Some of a space's units may go without the others.
        q.accepts = [movable](const GameAction &a) -> QString {
            const QStringList all =
                movable.value(a.params.value(QStringLiteral("space")).toString());
            const QJsonArray chosen = a.params.value(QStringLiteral("units")).toArray();
            if (all.isEmpty() || chosen.isEmpty())
                return Text::tr("Choose a space with your units, and some of them.");
            for (const QJsonValue &key : chosen)
                if (!all.contains(key.toString()))
                    return Text::tr("%1 is not one of the units there.").arg(key.toString());
            return {};
        };
        const GameAction order = ask(q);
        if (order.kind == orderkind::kBuyOp) {
            changeRp(-2, Text::tr("An Op bought"));
            changeOps(+1, Text::tr("An Op bought"));
            continue;
        }
        if (order.kind == orderkind::kEndMission) {
            say(QStringLiteral("mission"), Text::tr("You end the mission."));
            endMission(false);
            m_s.stopOp = true;
            return;
        }
        m_s.forceSpace = order.params.value(QStringLiteral("space")).toString();
        const QJsonArray chosen = order.params.value(QStringLiteral("units")).toArray();
        m_s.force = movable.value(m_s.forceSpace);
        if (!chosen.isEmpty()) {
            m_s.force.clear();
            for (const QJsonValue &key : chosen)
                m_s.force << key.toString();
        }
        QStringList names;
        for (const QString &key : std::as_const(m_s.force))
            names << unitName(key);
        changeOps(-1, Text::tr("Op %1: %2 operate from %3")
                          .arg(m_s.op)
                          .arg(listText(names), spaceName(m_s.forceSpace)));
        return;
    }
}

// What the force may do this Op: each way to move, the camp's and the island's business,
// a scouting while it has Rangers and has not scouted, and gear handed between its units.
Question Referee::actQuestion() const
{
    Question q(QStringLiteral("act"),
               Text::tr("What does the force at %1 do?").arg(spaceName(m_s.forceSpace)));
    q.offer({orderkind::kStay, {}, {}, {}}, Text::tr("Stay where it is"));
    for (const QString &to : landReach())
        q.offer({orderkind::kMove, {}, {{QStringLiteral("to"), to}}, {}},
                Text::tr("March to %1").arg(spaceName(to)));
    if (forceCarries(Gear::Boat) &&
        !m_map.neighbours(m_s.forceSpace, FrontierMap::Way::ByBoat).isEmpty())
        q.offer({orderkind::kRow, {}, {}, {}}, Text::tr("Take to the boats (roll a die)"));
    if (!m_s.scouted && m_s.forceHas(RaiderType::Rangers))
        for (int id : faceDownWithin(m_s.forceSpace, 2))
            q.offer({orderkind::kScout, {}, {{QStringLiteral("marker"), id}}, {}},
                    Text::tr("Scout the marker at %1").arg(spaceName(m_s.marker(id)->space)));
    if (m_s.forceSpace == m_s.campSpace()) {
        q.offer({orderkind::kResupply, {}, {}, {}}, Text::tr("Resupply at the camp"));
        q.offer({orderkind::kRally, {}, {}, {}}, Text::tr("Rally at the camp"));
    }
    if (m_s.forceSpace == m_map.staging())
        q.offer({orderkind::kRefit, {}, {}, {}}, Text::tr("Refit at Rogers Island"));
    offerGearHandOvers(q);
    return q;
}

void Referee::offerGearHandOvers(Question &q) const
{
    for (const QString &from : m_s.keysIn(m_s.forceSpace))
        for (Gear item : m_s.unit(from)->unit.gear)
            for (const QString &to : m_s.keysIn(m_s.forceSpace))
                if (to != from && m_s.unit(to)->unit.canCarryMore())
                    q.offer({orderkind::kGive,
                             {},
                             {{QStringLiteral("gear"), gearKind(item).id},
                              {QStringLiteral("from"), from},
                              {QStringLiteral("to"), to}},
                             {}},
                            Text::tr("Hand %1 from %2 to %3")
                                .arg(gearName(item), unitName(from), unitName(to)));
}

// Handing gear over and scouting leave the force free to act again; anything else is the act.
void Referee::act()
{
    for (;;) {
        const GameAction order = ask(actQuestion());
        const QString kind = order.kind;
        if (kind == orderkind::kGive) {
            give(order);
            continue;
        }
        if (kind == orderkind::kScout) {
            scout(*m_s.marker(order.params.value(QStringLiteral("marker")).toInt()));
            continue;
        }
        if (kind == orderkind::kMove)
            moveForce(order.params.value(QStringLiteral("to")).toString());
        else if (kind == orderkind::kRow)
            row();
        else if (kind == orderkind::kResupply)
            shop(m_s.forceSpace, false, true,
                 Text::tr("Resupply: buy gear at the camp (%1 RP).").arg(m_s.rp));
        else if (kind == orderkind::kRefit)
            shop(m_s.forceSpace, true, true,
                 Text::tr("Refit: buy units and gear at Rogers Island (%1 RP).").arg(m_s.rp));
        else if (kind == orderkind::kRally)
            rally();
        else
            say(QStringLiteral("act"),
                Text::tr("The force stays at %1.").arg(spaceName(m_s.forceSpace)));
        return;
    }
}

// Once an Op: a 4 or more (Rogers adds 1) turns the marker up.
void Referee::scout(PlacedMarker &m)
{
    m_s.scouted = true;
    const bool withRogers = m_s.force.contains(QStringLiteral("rogers-1"));
    const int die =
        roll(Text::tr("Scouting %1%2")
                 .arg(spaceName(m.space), withRogers ? Text::tr(", +1 with Rogers") : QString()));
    if (die + (withRogers ? 1 : 0) >= 4)
        turnUp(m, Text::tr("scouted"));
    else
        say(QStringLiteral("scout"), Text::tr("The scouts learn nothing."));
}

void Referee::give(const GameAction &order)
{
    const QString from = order.params.value(QStringLiteral("from")).toString();
    const QString to = order.params.value(QStringLiteral("to")).toString();
    const QString id = order.params.value(QStringLiteral("gear")).toString();
    for (const GearKind &g : gearKinds())
        if (g.id == id) {
            m_s.unit(from)->unit.gear.removeOne(g.gear);
            m_s.unit(to)->unit.carry(g.gear);
            say(QStringLiteral("gear"),
                Text::tr("%1 hands %2 to %3.").arg(unitName(from), gearName(g.gear), unitName(to)));
        }
}

// The spaces whose units could reach the camp by a land move, or by boat counting the die as
// 3 (README §3, ours), in board order.
QStringList Referee::rallySpaces(const QString &camp)
{
    QStringList from;
    const QStringList saved = m_s.force;
    const QString savedSpace = m_s.forceSpace;
    for (const BoardSpace &space : m_map.board().spaces) {
        m_s.force = m_s.keysIn(space.id);
        m_s.forceSpace = space.id;
        if (space.id == camp || m_s.force.isEmpty())
            continue;
        bool reaches = landReach().contains(camp);
        if (!reaches && forceCarries(Gear::Boat))
            reaches =
                m_map.distance(space.id, camp, FrontierMap::Way::ByBoat) <= 3 + lowestAllowance();
        if (reaches)
            from << space.id;
    }
    m_s.force = saved;
    m_s.forceSpace = savedSpace;
    return from;
}

// "Any or all" of the forces in reach (R§10), the player's choice: every combination is
// offered while there are few, and any is taken; all of them is the default.
QStringList Referee::askRally(const QStringList &from)
{
    Question q(QStringLiteral("rally"), Text::tr("Rally at the camp: which forces come in?"));
    const int n = int(from.size());
    const auto offerSet = [&](const QStringList &set) {
        QStringList names;
        for (const QString &space : set)
            names << spaceName(space);
        q.offer({orderkind::kRally,
                 {},
                 {{QStringLiteral("from"), QJsonArray::fromStringList(set)}},
                 {}},
                set.isEmpty()     ? Text::tr("None of them")
                : set.size() == n ? Text::tr("All of them: %1").arg(listText(names))
                                  : Text::tr("Only from %1").arg(listText(names)));
    };
    for (int mask = (1 << n) - 1; mask >= 0; --mask) {
        QStringList set;
        for (int i = 0; i < n; ++i)
            if (mask & (1 << i))
                set << from[i];
        if (n <= 4 || set.size() <= 1 || set.size() == n)
            offerSet(set);
    }
    q.accepts = [from](const GameAction &a) -> QString {
        QStringList seen;
        for (const QJsonValue &v : a.params.value(QStringLiteral("from")).toArray()) {
            if (!from.contains(v.toString()) || seen.contains(v.toString()))
                return Text::tr("%1 is not a force in reach of the camp, or is named twice.")
                    .arg(v.toString());
            seen << v.toString();
        }
        return {};
    };
    QStringList chosen;
    for (const QJsonValue &v : ask(q).params.value(QStringLiteral("from")).toArray())
        chosen << v.toString();
    return chosen;
}

// The forces chosen come into the camp and join the operating force: the card that follows
// is for the combined force (R§10).
void Referee::rally()
{
    const QString camp = m_s.campSpace();
    const QStringList from = rallySpaces(camp);
    QStringList came;
    for (const QString &space : from.isEmpty() ? QStringList() : askRally(from))
        for (const QString &key : m_s.keysIn(space)) {
            m_s.unit(key)->space = camp;
            m_s.force << key;
            came << unitName(key);
        }
    say(QStringLiteral("act"),
        came.isEmpty() ? Text::tr("The rally brings nobody in.")
                       : Text::tr("Rally at the camp: %1 come in.").arg(listText(came)));
}

void Referee::endOp()
{
    m_phase = QStringLiteral("end-of-op");
    rescuePrisoners();
    if (m_s.ops <= 0)
        endMission(true);
    else if (m_s.campaign.rogersKilled)
        endMission(false); // the campaign is lost with him: nothing is left to play for
    else if (!canOperate()) {
        say(QStringLiteral("mission"), Text::tr("No unit is left that can operate."));
        endMission(false);
    }
}

} // namespace ambuscade::rogersrangers
