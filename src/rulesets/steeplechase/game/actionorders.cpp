// SPDX-License-Identifier: GPL-3.0-or-later
// A courier's one action a turn (reading §5): what he may do where he stands, and doing it.
#include "steeplechase/game/gamerules.h"

#include "steeplechase/game/actionplaces.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/grouptables.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

GameAction order(const char *kind, const QString &courier, const QJsonObject &params = {})
{
    return GameAction{QLatin1String(kind), courier, params, {}};
}
} // namespace

QList<GameAction> ActionOrders::offered(const SteeplechaseGame &g, const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    const ActionPlaces at(g, courier);
    QList<GameAction> list;
    if (!r.captor.isEmpty()) {
        if (tablesOf(g.groupRecord(r.captor).kind).prisoner)
            list << order("prisoner-roll", courier);
        return list;
    }
    // Lost in the woods (woods 4), his action is their adventure again, unless an enemy is
    // within an inch.
    if (r.lostInWoodsThisTurn >= 0 && !at.enemyWithin(kLostUnlessEnemyIn))
        return {order("adventure", courier)};
    // Touching an enemy he must parley or fight (reading §2, the turn's actions), and may do
    // nothing else.
    if (!g.enemiesTouching(courier).isEmpty()) {
        list << order("fight", courier);
        for (const QString &group : at.parleyPartners())
            list << order("parley", courier, {{QStringLiteral("group"), group}});
        return list;
    }
    // Neutral people are no one's enemy until he falls on them (reading §4: "neutral until
    // provoked"); then they are his, and he fights them at once.
    for (const QString &group : at.neutralsTouching())
        list << order("attack", courier, {{QStringLiteral("group"), group}});
    for (const QString &group : at.parleyPartners())
        list << order("parley", courier, {{QStringLiteral("group"), group}});
    if (!r.moved) {
        if (r.horseLoose)
            list << order("catch-horse", courier);
        for (const QString &other : at.couriersWithin(kCompanionCatchIn, false))
            if (g.record(other).horseLoose && !g.record(other).moved)
                list << order("catch-horse", courier, {{QStringLiteral("for"), other}});
        if (r.courier.energy == Energy::Thirsty && at.canDrink())
            list << order("drink", courier);
        if (r.courier.energy == Energy::Hungry && at.canEat())
            list << order("eat", courier);
        if (r.courier.energy == Energy::Exhausted || r.courier.mount == Mount::FatiguedHorse ||
            r.horseAtDoor == Mount::FatiguedHorse)
            list << order("sleep", courier)
                 << order("sleep", courier, {{QStringLiteral("table"), true}});
        if (g.pursued(courier) && at.besideCover())
            list << order("hide", courier);
        // Farmhouse 4: "each turn, beginning next, if you do not move".
        if (r.fireAt >= 0 && g.turn() > r.fireSince && at.beside(r.fireAt))
            list << order("fight-fire", courier);
    }
    if (at.adventureTable())
        list << order("adventure", courier);
    // Decided: soldiers who surrendered to him (British overcome 3-4) may be let go, as his
    // action; while he keeps them he moves one die a turn.
    if (!r.escorting.isEmpty())
        list << order("release-prisoners", courier);
    if (!r.mayLootFrom.isEmpty())
        list << order("loot", courier);
    if (r.courier.has(Item::Pistol))
        for (const QString &target : at.pistolTargets())
            list << order("fire-pistol", courier, {{QStringLiteral("target"), target}});
    for (const QString &other : at.couriersWithin(kBoastingIn, false))
        if (!r.contested.contains(other))
            list << order("boast", courier, {{QStringLiteral("with"), other}});
    // The missive's own actions last: a list read top down should not begin with the end of
    // his race.
    if (r.hasMissive) {
        for (const QString &other : at.couriersWithin(kPassMissiveIn, true))
            list << order("pass-missive", courier, {{QStringLiteral("to"), other}});
        list << order("destroy-missive", courier);
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
