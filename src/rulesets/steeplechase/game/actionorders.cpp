// SPDX-License-Identifier: GPL-3.0-or-later
// A courier's one action a turn (reading §5): what he may do where he stands, and doing it.
#include "steeplechase/game/gamerules.h"

#include "steeplechase/game/actionplaces.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>
#include <QSet>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

GameAction order(QLatin1String kind, const QString &courier, const QJsonObject &params = {})
{
    return GameAction{kind, courier, params, {}};
}

// A boasting contest shows a chit of each (reading §5); with none on either side both show
// nothing, a tie that wins nothing: it is not offered.
bool hasChitToShow(const SteeplechaseGame &g, const QString &courier, const QString &other)
{
    return !g.record(courier).boastChits.isEmpty() || !g.record(other).boastChits.isEmpty();
}

// Why a contest with none of the couriers near him can be had.
QString whyNoContest(const SteeplechaseGame &g, const QString &courier, const ActionPlaces &at)
{
    const QStringList near = at.couriersWithin(kBoastingIn, false);
    if (near.isEmpty())
        return Text::tr("No other courier stands within %1 in.").arg(kBoastingIn);
    for (const QString &other : near)
        if (!g.record(courier).contested.contains(other))
            return Text::tr("Neither he nor %1 has a boast chit to show: nobody could win.")
                .arg(g.state().figure(other)->name);
    return Text::tr("He has had his contest with each courier near him (one a pair a mission).");
}

// The rules' reason a courier standing still may not take one of the actions that need it:
// the level it lifts (drink, eat, sleep), then his having ridden, then the place.
QString whyNotStill(const SteeplechaseGame &g, const QString &courier, const QString &kind)
{
    const CourierRecord &r = g.record(courier);
    const QString energy = nameOf(r.courier.energy);
    if (kind == orderkind::kDrink && r.courier.energy != Energy::Thirsty)
        return Text::tr("Drinking lifts only a thirsty man; he is %1.").arg(energy);
    if (kind == orderkind::kEat && r.courier.energy != Energy::Hungry)
        return Text::tr("Eating lifts only a hungry man; he is %1.").arg(energy);
    if (kind == orderkind::kSleep && r.courier.energy != Energy::Exhausted &&
        r.courier.mount != Mount::FatiguedHorse && r.horseAtDoor != Mount::FatiguedHorse)
        return Text::tr("He is not exhausted and his horse is not tired: sleep gives him "
                        "nothing.");
    if (kind == orderkind::kHide && !g.pursued(courier))
        return Text::tr("Nobody is chasing him.");
    if (kind == orderkind::kCatchHorse && !r.horseLoose)
        return Text::tr("No loose horse of his, nor of a companion within %1 in who stayed "
                        "put.")
            .arg(kCompanionCatchIn);
    if (r.moved)
        return Text::tr("He rode this turn: only a courier who has not moved may do this.");
    if (kind == orderkind::kDrink)
        return Text::tr("No water within %1 in, and no wine.").arg(kBesideIn);
    if (kind == orderkind::kEat)
        return Text::tr("No building within %1 in to forage in, and no bread.").arg(kBesideIn);
    return Text::tr("No cover within %1 in to hide behind.").arg(kBesideIn);
}

// Why an action that needs no standing still is not his now.
QString whyNotHere(const SteeplechaseGame &g, const QString &courier, const QString &kind,
                   const ActionPlaces &at)
{
    const CourierRecord &r = g.record(courier);
    if (kind == orderkind::kFight)
        return Text::tr("No enemy touches him.");
    if (kind == orderkind::kParley)
        return r.silenced ? Text::tr("He has been silenced: he may not parley.")
                          : Text::tr("Nobody within %1 in to parley with.").arg(kParleyIn);
    if (kind == orderkind::kAdventure)
        return Text::tr("No farmhouse, woods or bridge here whose adventure he has not had.");
    if (kind == orderkind::kFirePistol)
        return r.courier.has(Item::Pistol) ? Text::tr("No enemy within %1 in.").arg(kPistolIn)
                                           : Text::tr("He has no pistol.");
    if (kind == orderkind::kBoast)
        return whyNoContest(g, courier, at);
    if (!r.hasMissive)
        return Text::tr("He has no missive.");
    return Text::tr("No French courier without a missive stands within %1 in.").arg(kPassMissiveIn);
}
} // namespace

QList<GameAction> ActionOrders::offered(const SteeplechaseGame &g, const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    const ActionPlaces at(g, courier);
    QList<GameAction> list;
    if (!r.captor.isEmpty()) {
        if (tablesOf(g.groupRecord(r.captor).kind).prisoner)
            list << order(orderkind::kPrisonerRoll, courier);
        return list;
    }
    // Lost in the woods (woods 4), his action is their adventure again, unless an enemy is
    // within an inch.
    if (r.lostInWoodsThisTurn >= 0 && !at.enemyWithin(kLostUnlessEnemyIn))
        return {order(orderkind::kAdventure, courier)};
    // Touching an enemy he must parley or fight (reading §2, the turn's actions), and may do
    // nothing else.
    if (!g.enemiesTouching(courier).isEmpty()) {
        list << order(orderkind::kFight, courier);
        for (const QString &group : at.parleyPartners())
            list << order(orderkind::kParley, courier, {{QStringLiteral("group"), group}});
        return list;
    }
    // Neutral people are no one's enemy until he falls on them (reading §4: "neutral until
    // provoked"); then they are his, and he fights them at once.
    for (const QString &group : at.neutralsTouching())
        list << order(orderkind::kAttack, courier, {{QStringLiteral("group"), group}});
    for (const QString &group : at.parleyPartners())
        list << order(orderkind::kParley, courier, {{QStringLiteral("group"), group}});
    if (!r.moved) {
        if (r.horseLoose)
            list << order(orderkind::kCatchHorse, courier);
        for (const QString &other : at.couriersWithin(kCompanionCatchIn, false))
            if (g.record(other).horseLoose && !g.record(other).moved)
                list << order(orderkind::kCatchHorse, courier, {{QStringLiteral("for"), other}});
        if (r.courier.energy == Energy::Thirsty && at.canDrink())
            list << order(orderkind::kDrink, courier);
        if (r.courier.energy == Energy::Hungry && at.canEat())
            list << order(orderkind::kEat, courier);
        if (r.courier.energy == Energy::Exhausted || r.courier.mount == Mount::FatiguedHorse ||
            r.horseAtDoor == Mount::FatiguedHorse)
            list << order(orderkind::kSleep, courier)
                 << order(orderkind::kSleep, courier, {{QStringLiteral("table"), true}});
        if (g.pursued(courier) && at.besideCover())
            list << order(orderkind::kHide, courier);
        // Farmhouse 4: "each turn, beginning next, if you do not move".
        if (r.fireAt >= 0 && g.turn() > r.fireSince && at.beside(r.fireAt))
            list << order(orderkind::kFightFire, courier);
    }
    if (at.adventureTable())
        list << order(orderkind::kAdventure, courier);
    // Decided: soldiers who surrendered to him (British overcome 3-4) may be let go, as his
    // action; while he keeps them he moves one die a turn.
    if (!r.escorting.isEmpty())
        list << order(orderkind::kReleasePrisoners, courier);
    if (!r.mayLootFrom.isEmpty())
        list << order(orderkind::kLoot, courier);
    if (r.courier.has(Item::Pistol))
        for (const QString &target : at.pistolTargets())
            list << order(orderkind::kFirePistol, courier, {{QStringLiteral("target"), target}});
    for (const QString &other : at.couriersWithin(kBoastingIn, false))
        if (!r.contested.contains(other) && hasChitToShow(g, courier, other))
            list << order(orderkind::kBoast, courier, {{QStringLiteral("with"), other}});
    // The missive's own actions last: a list read top down should not begin with the end of
    // his race.
    if (r.hasMissive) {
        for (const QString &other : at.couriersWithin(kPassMissiveIn, true))
            list << order(orderkind::kPassMissive, courier, {{QStringLiteral("to"), other}});
        list << order(orderkind::kDestroyMissive, courier);
    }
    return list;
}

QList<ClosedAction> ActionOrders::closed(const SteeplechaseGame &g, const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    QSet<QString> open;
    for (const GameAction &a : offered(g, courier))
        open << a.kind;
    const ActionPlaces at(g, courier);
    const bool lost = r.lostInWoodsThisTurn >= 0 && !at.enemyWithin(kLostUnlessEnemyIn);
    const bool touched = !g.enemiesTouching(courier).isEmpty();
    QList<ClosedAction> list;
    for (const QLatin1String k :
         {orderkind::kFight, orderkind::kParley, orderkind::kCatchHorse, orderkind::kDrink,
          orderkind::kEat, orderkind::kSleep, orderkind::kHide, orderkind::kAdventure,
          orderkind::kFirePistol, orderkind::kBoast, orderkind::kPassMissive,
          orderkind::kDestroyMissive}) {
        if (open.contains(k))
            continue;
        const bool still = k == orderkind::kCatchHorse || k == orderkind::kDrink ||
                           k == orderkind::kEat || k == orderkind::kSleep || k == orderkind::kHide;
        QString why;
        if (!r.captor.isEmpty())
            why = Text::tr("A prisoner acts only by his captors' prisoner table.");
        else if (lost)
            why = Text::tr("Lost in the woods, he must try their adventure again.");
        else if (touched && k != orderkind::kFight && k != orderkind::kParley)
            why = Text::tr("An enemy touches him: he must fight or parley.");
        else
            why = still ? whyNotStill(g, courier, k) : whyNotHere(g, courier, k, at);
        list << ClosedAction{k, why};
    }
    return list;
}

ActionOutcome ActionOrders::carryOut(SteeplechaseGame &g, const GameAction &given)
{
    const QString courier = g.actingCourier();
    if (g.record(courier).acted)
        return ActionOutcome::refused(
            Text::tr("%1 has taken his action this turn.").arg(g.nameOf(courier)));
    // The order must be one offered now (with the same choice of group, target or courier).
    const QList<GameAction> offers = offered(g, courier);
    const auto match = std::find_if(offers.begin(), offers.end(), [&](const GameAction &o) {
        if (o.kind != given.kind)
            return false;
        for (auto it = o.params.begin(); it != o.params.end(); ++it)
            if (given.params.value(it.key()) != it.value())
                return false;
        return true;
    });
    if (match == offers.end())
        return ActionOutcome::refused(
            Text::tr("%1 cannot do that now (%2).").arg(g.nameOf(courier), given.kind));
    g.m_couriers[courier].acted = true;
    ActionDoing(g, courier, given).carryOut();
    return {true, {}, {}};
}

} // namespace ambuscade::steeplechase
