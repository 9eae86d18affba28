// SPDX-License-Identifier: GPL-3.0-or-later
// Cadence fire (reading §8 names it beside the volley among an officer's orders and says no
// more): read as fire by ranks, the unit's men firing in turn so that part of it is always
// loaded. A volley of half its armed men (those who can fire, nearest the target first), the
// rest holding their loads, and a turn of loading for those who were not loaded, all in the
// unit's one action on its officer's card.
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/formation.h"
#include "chosenmen/procedures/loading.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};
} // namespace

bool FireOrders::mayFireByRanks(const ChosenMenGame &game, const QString &group)
{
    const QString officer = game.activeOfficer();
    const Figure *him = officer.isEmpty() ? nullptr : game.state().figure(officer);
    return him && him->onTable() && !hasGun(game.state(), group) &&
           isFormed(game.state(), game.geometry(), group);
}

ActionOutcome FireOrders::fireByRanks(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    const QString target = order.params.value(QStringLiteral("target")).toString();
    if (!mayFireByRanks(game, order.actor))
        return ActionOutcome::refused(
            Text::tr("%1 fires by ranks only formed, on the card of an officer who sets it off.")
                .arg(game.unitName(order.actor)));
    const int couldFire = int(shootersAt(game, order.actor, target).size());
    const Group *enemy = s.group(target);
    if (!enemy || enemy->side == s.group(order.actor)->side || couldFire == 0)
        return ActionOutcome::refused(
            Text::tr("No loaded man of %1 has a man of \"%2\" in range and sight.")
                .arg(game.unitName(order.actor), target));
    QList<int> unloaded;
    int armed = 0;
    for (int i : menOf(s, order.actor)) {
        const Figure &f = s.figures[i];
        if (!findFireWeapon(arm(f)) || !fitToFight(f))
            continue;
        ++armed;
        if (reloadLeft(f) > 0 && wetPowderTurns(f) == 0)
            unloaded << i;
    }
    const int firing = std::min(couldFire, firingByRanks(armed));
    const int hits = volleyAt(game, order.actor, target, false, firing);
    int ready = 0;
    for (int i : unloaded) {
        const Loading l = loadTurn({reloadLeft(s.figures[i]), false});
        s.figures[i].attributes.set(QStringLiteral("reload"), l.turnsLeft);
        ready += l.loaded();
    }
    game.say(
        QStringLiteral("cadence"),
        Text::tr("%1 fires by ranks on its officer's word: %2 of the %3 loaded fired, the "
                 "others keep their loads.")
                .arg(game.unitName(order.actor))
                .arg(firing)
                .arg(couldFire) +
            (unloaded.isEmpty()
                 ? QString()
                 : QLatin1Char(' ') +
                       Text::tr("Of the %1 loading, %2 ready.").arg(unloaded.size()).arg(ready)),
        {{QStringLiteral("unit"), order.actor},
         {QStringLiteral("target"), target},
         {QStringLiteral("fired"), firing},
         {QStringLiteral("kept"), couldFire - firing},
         {QStringLiteral("loading"), int(unloaded.size())},
         {QStringLiteral("ready"), ready}});
    return {true, {}, hitsText(hits)};
}

} // namespace ambuscade::chosenmen
