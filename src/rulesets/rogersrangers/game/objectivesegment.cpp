// SPDX-License-Identifier: GPL-3.0-or-later
// Markers turned up, the Objective segment, demolition, rewards and the camp (README §5, §7).
#include "rogersrangers/game/orderkinds.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/referee.h"
#include "rogersrangers/tables/aftermath.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersObjectives)
};

// A reward's gear item: each kind still to be had, for a unit of the force with a hand free.
// Which unit is the player's to say ("to", any of the carriers); the options name none, and
// an order naming none gives it as a purchase would.
void offerGearItem(const RangersState &s, Question &q)
{
    const QStringList carriers = carriersAmong(s, s.force);
    if (carriers.isEmpty())
        return;
    QStringList offered;
    for (const GearKind &g : gearKinds())
        if (s.gearInPlay(g.gear) < g.count) {
            offered << g.id;
            q.offer({orderkind::kTakeGear, {}, {{QStringLiteral("gear"), g.id}}, {}},
                    gearName(g.gear));
        }
    q.detail.insert(QStringLiteral("carriers"), QJsonArray::fromStringList(carriers));
    q.accepts = [offered, carriers](const GameAction &a) -> QString {
        if (a.kind != orderkind::kTakeGear)
            return Text::tr("Take the reward as it is offered.");
        if (!offered.contains(a.params.value(QStringLiteral("gear")).toString()))
            return Text::tr("That item is not to be had.");
        if (!carriers.contains(a.params.value(QStringLiteral("to")).toString()))
            return Text::tr("That unit is not with the force or has no free hand.");
        return {};
    };
}
} // namespace

QList<int> Referee::faceDownWithin(const QString &space, int paths) const
{
    const QHash<QString, int> d = m_map.distances(space, FrontierMap::Way::Any);
    QList<const PlacedMarker *> found;
    for (const PlacedMarker &m : m_s.markers)
        if (!m.faceUp && m.carrier.isEmpty() && d.contains(m.space) && d.value(m.space) <= paths)
            found << &m;
    std::sort(found.begin(), found.end(), [this](const PlacedMarker *a, const PlacedMarker *b) {
        return m_map.orderOf(a->space) < m_map.orderOf(b->space);
    });
    QList<int> ids;
    for (const PlacedMarker *m : found)
        ids << m->id;
    return ids;
}

void Referee::objectiveSegment()
{
    const QString space = m_s.forceSpace;
    if (m_s.force.isEmpty() || m_s.unitsIn(space).isEmpty())
        return;
    for (PlacedMarker *m : m_s.markersIn(space))
        if (!m->faceUp) {
            turnUp(*m, Text::tr("found by the force"), true);
            break;
        }
    // An ambush the marker sprang may have killed the whole force (a camp standing there is
    // no one to do a task), or sent it back along a path.
    if (m_s.force.isEmpty() || m_s.unitsIn(space).isEmpty())
        return;
    if (m_s.hostilesIn(space).isEmpty())
        doTask();
    buildCamp();
}

// A marker turned up: one of the mission's kinds stays face up until its task is done; any
// other is removed. An Ambush found by the force's presence is sprung at once.
void Referee::turnUp(PlacedMarker &marker, const QString &how, bool byPresence)
{
    marker.faceUp = true;
    ++m_s.progress.markersTurnedUp;
    const int id = marker.id;
    const bool missionKind = m_s.setup().missionKinds.contains(marker.kind);
    say(QStringLiteral("marker"),
        Text::tr("The marker at %1 is turned up (%2): %3.")
            .arg(spaceName(marker.space), how, markerName(marker.kind)),
        {{QStringLiteral("marker"), id},
         {QStringLiteral("kind"), QLatin1String(objectiveMarkerSpec(marker.kind).id)}});
    if (marker.kind == ObjectiveMarker::Ambush && byPresence) {
        springAmbush(id);
        return;
    }
    if (!missionKind) {
        m_s.removeMarker(id);
        say(QStringLiteral("marker"), Text::tr("It is not what this mission seeks: removed."));
    }
}

void Referee::springAmbush(int markerId)
{
    const QString space = m_s.marker(markerId)->space;
    say(QStringLiteral("marker"), Text::tr("Ambush at %1!").arg(spaceName(space)));
    drawInto(space, m_s.alert, false);
    fightBattle(space, true);
    const bool missionKind = m_s.setup().missionKinds.contains(ObjectiveMarker::Ambush);
    if (m_s.lastBattleWon)
        m_s.progress.ambushWon = true;
    if (m_s.lastBattleWon || !missionKind)
        m_s.removeMarker(markerId);
}

void Referee::doTask()
{
    const QString space = m_s.forceSpace;
    Question q(QStringLiteral("task"),
               Text::tr("The Objective segment at %1: a task?").arg(spaceName(space)));
    q.offer({orderkind::kSkip, {}, {}, {}}, Text::tr("No task"));
    bool demolishers = false;
    for (const QString &key : std::as_const(m_s.force))
        demolishers = demolishers || m_s.unit(key)->unit.type == RaiderType::Pioneers ||
                      m_s.unit(key)->unit.carries(Gear::Barrel);
    for (const PlacedMarker *m : m_s.markersIn(space)) {
        if (!m->faceUp)
            continue;
        const QJsonObject marker{{QStringLiteral("marker"), m->id}};
        switch (objectiveMarkerSpec(m->kind).task) {
        case Task::Destroy:
            if (demolishers)
                q.offer({orderkind::kDemolish, {}, marker, {}},
                        Text::tr("Destroy the %1").arg(markerName(m->kind)));
            break;
        case Task::TakeHome:
            q.offer({orderkind::kTake, {}, marker, {}}, Text::tr("Take the prisoners (Alert +1)"));
            break;
        case Task::Gain:
            q.offer({orderkind::kGain, {}, marker, {}}, Text::tr("Gain the intelligence"));
            break;
        case Task::Spring:
            q.offer({orderkind::kSpring, {}, marker, {}}, Text::tr("Spring the ambush"));
            break;
        case Task::None:
            break;
        }
    }
    if (q.options.size() > 1 && q.options[1].kind != orderkind::kSpring)
        q.defaultOption = 1;
    const GameAction order = ask(q);
    const int id = order.params.value(QStringLiteral("marker")).toInt();
    if (order.kind == orderkind::kDemolish) {
        demolish(*m_s.marker(id));
    } else if (order.kind == orderkind::kTake) {
        m_s.marker(id)->carrier = m_s.force.first();
        say(QStringLiteral("marker"), Text::tr("The prisoners are freed; %1 takes them home.")
                                          .arg(unitName(m_s.force.first())));
        changeAlert(+1, Text::tr("Prisoners taken"));
        takeReward(ObjectiveMarker::Prisoners);
    } else if (order.kind == orderkind::kGain) {
        m_s.removeMarker(id);
        ++m_s.progress.intelGained;
        say(QStringLiteral("marker"), Text::tr("The intelligence is gained."));
        takeReward(ObjectiveMarker::Intel);
    } else if (order.kind == orderkind::kSpring) {
        springAmbush(id);
    }
}

// A die for each Pioneer, one at a time, and one for each barrel spent; the first
// "destroyed" ends it; the player may stop after any die.
void Referee::demolish(PlacedMarker &target)
{
    const int id = target.id;
    const ObjectiveMarker kind = target.kind;
    QStringList rolled;
    for (;;) {
        Question q(QStringLiteral("demolition"),
                   Text::tr("Demolition of the %1: the next die?").arg(markerName(kind)));
        for (const QString &key : std::as_const(m_s.force))
            if (m_s.unit(key)->unit.type == RaiderType::Pioneers && !rolled.contains(key))
                q.offer({orderkind::kRoll, {}, {{QStringLiteral("with"), key}}, {}},
                        Text::tr("%1 tries").arg(unitName(key)));
        QString barrelCarrier;
        for (const QString &key : std::as_const(m_s.force))
            if (m_s.unit(key)->unit.carries(Gear::Barrel))
                barrelCarrier = key;
        if (!barrelCarrier.isEmpty())
            q.offer(
                {orderkind::kRoll, {}, {{QStringLiteral("with"), QStringLiteral("barrel")}}, {}},
                Text::tr("Spend a gunpowder barrel"));
        q.offer({orderkind::kStop, {}, {}, {}}, Text::tr("Stop"));
        const GameAction order = ask(q);
        if (order.kind == orderkind::kStop) {
            say(QStringLiteral("demolition"),
                Text::tr("The demolition stops; it may be tried again later."));
            return;
        }
        const QString with = order.params.value(QStringLiteral("with")).toString();
        if (with == QLatin1String("barrel"))
            m_s.unit(barrelCarrier)->unit.gear.removeOne(Gear::Barrel);
        else
            rolled << with;
        switch (demolitionOn(roll(Text::tr("Demolition")))) {
        case Demolition::Mishap:
            changeAlert(+1, Text::tr("A demolition mishap"));
            break;
        case Demolition::Nothing:
            say(QStringLiteral("demolition"), Text::tr("Nothing comes of it."));
            break;
        case Demolition::Destroyed:
            say(QStringLiteral("demolition"),
                Text::tr("The %1 is destroyed.").arg(markerName(kind)));
            m_s.removeMarker(id);
            (kind == ObjectiveMarker::Depot ? m_s.progress.depotsDestroyed
                                            : m_s.progress.villagesDestroyed)++;
            changeAlert(+1, Text::tr("The %1 burns").arg(markerName(kind)));
            takeReward(kind);
            return;
        }
    }
}

void Referee::takeReward(ObjectiveMarker kind)
{
    const QList<Reward> &rewards = objectiveMarkerSpec(kind).rewards;
    if (rewards.isEmpty())
        return;
    Question q(QStringLiteral("reward"),
               Text::tr("The reward of the %1: which?").arg(markerName(kind)));
    for (const Reward &r : rewards) {
        switch (r.kind) {
        case RewardKind::RecruitPoints:
            q.offer({orderkind::kTakeRp, {}, {}, {}}, Text::tr("%1 RP").arg(r.amount));
            break;
        case RewardKind::ExtraOps:
            q.offer({orderkind::kTakeOps, {}, {}, {}}, Text::tr("Ops +%1").arg(r.amount));
            break;
        case RewardKind::TurnUpMarker:
            if (!faceDownWithin(m_s.forceSpace, 99).isEmpty())
                q.offer({orderkind::kTurnUp, {}, {}, {}}, Text::tr("Turn up a face-down marker"));
            break;
        case RewardKind::GearItem:
            offerGearItem(m_s, q);
            break;
        }
    }
    const GameAction order = ask(q);
    const QString why = Text::tr("The reward of the %1").arg(markerName(kind));
    const int amount = rewards.first().amount;
    if (order.kind == orderkind::kTakeRp)
        changeRp(amount, why);
    else if (order.kind == orderkind::kTakeOps)
        changeOps(+1, why);
    else if (order.kind == orderkind::kTurnUp)
        chooseMarkerToTurnUp(faceDownWithin(m_s.forceSpace, 99), why);
    else if (order.kind == orderkind::kTakeGear)
        takeGearItem(order);
}

void Referee::takeGearItem(const GameAction &order)
{
    QString to = order.params.value(QStringLiteral("to")).toString();
    if (to.isEmpty())
        to = receiverAmong(m_s, carriersAmong(m_s, m_s.force));
    for (const GearKind &g : gearKinds())
        if (g.id == order.params.value(QStringLiteral("gear")).toString() && m_s.unit(to) &&
            m_s.unit(to)->unit.carry(g.gear))
            say(QStringLiteral("gear"),
                Text::tr("%1 takes %2.").arg(unitName(to), gearName(g.gear)));
}

void Referee::buildCamp()
{
    const QString space = m_s.forceSpace;
    if (!m_s.campSpace().isEmpty() || m_s.rp < 3 || space == m_map.staging() ||
        !m_s.hostilesIn(space).isEmpty() || m_s.unitsIn(space).isEmpty())
        return;
    Question q(QStringLiteral("camp"),
               Text::tr("Build the Ranger Camp at %1 for 3 RP?").arg(spaceName(space)));
    q.offer({orderkind::kNoCamp, {}, {}, {}}, Text::tr("Not here"));
    q.offer({orderkind::kBuildCamp, {}, {}, {}}, Text::tr("Build the camp (3 RP)"));
    if (ask(q).kind != orderkind::kBuildCamp)
        return;
    m_s.units << PlacedUnit{Unit{RaiderType::Camp, 1, {}}, space};
    changeRp(-3, Text::tr("The camp is built at %1").arg(spaceName(space)));
}

void Referee::rescuePrisoners()
{
    const QString camp = m_s.campSpace();
    QList<int> rescued;
    for (const PlacedMarker &m : m_s.markers) {
        const PlacedUnit *carrier = m.carrier.isEmpty() ? nullptr : m_s.unit(m.carrier);
        if (carrier && (carrier->space == m_map.staging() || carrier->space == camp))
            rescued << m.id;
    }
    for (int id : rescued) {
        m_s.removeMarker(id);
        ++m_s.progress.prisonersRescued;
        say(QStringLiteral("marker"), Text::tr("Prisoners are brought home safe."));
    }
}

} // namespace ambuscade::rogersrangers
