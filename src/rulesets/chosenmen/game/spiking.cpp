// SPDX-License-Identifier: GPL-3.0-or-later
// Spiking a gun (reading §9: "crack troops and artillerymen may spike a gun: two turns in
// base contact doing nothing else"). The program's reading: an enemy gun, the unit's action
// on its card two turns in a row; spiked, the gun is out of the game, off the table as a
// destroyed carriage is.
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/artillery.h"
#include "chosenmen/tables/fields.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};
} // namespace

QStringList MeleeOrders::spikeable(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    const Group *unit = s.group(group);
    QStringList guns;
    // Doing nothing else: a unit still free to act as it likes on this card.
    if (!unit || !maySpike(unitQuality(*unit), unitKind(*unit)) ||
        !game.actionsLeftTo(group).contains(UnitAction::Move))
        return guns;
    const QList<int> men = menOf(s, group);
    for (int i = 0; i < s.figures.size(); ++i) {
        const Figure &gun = s.figures[i];
        if (gun.side == unit->side || !gun.onTable() || figureRole(gun) != Role::Gun)
            continue;
        if (std::any_of(men.begin(), men.end(), [&](int m) {
                return fitToFight(s.figures[m]) && game.geometry().edgeDistance(m, i) <= kContactCm;
            }))
            guns << gun.id;
    }
    return guns;
}

ActionOutcome MeleeOrders::spike(ChosenMenGame &game, const GameAction &order)
{
    const QString gunId = order.params.value(QStringLiteral("target")).toString();
    if (!spikeable(game, order.actor).contains(gunId))
        return ActionOutcome::refused(
            Text::tr("%1 may spike only an enemy gun a man of it touches, crack troops or "
                     "artillerymen free to act.")
                .arg(game.unitName(order.actor)));
    UnitRecord &r = game.m_units[order.actor];
    if (r.spiking != gunId)
        r.spikingTurns = 0;
    r.spiking = gunId;
    r.spikedThisTurn = true;
    Figure &gun = game.m_s.figures[game.m_geometry->figureIndex(gunId)];
    const QString whose = game.unitName(gun.group);
    if (++r.spikingTurns < kSpikingTurns) {
        game.say(QStringLiteral("spike"),
                 Text::tr("%1 sets about spiking the gun of %2 (turn %3 of %4).")
                     .arg(game.unitName(order.actor), whose)
                     .arg(r.spikingTurns)
                     .arg(kSpikingTurns),
                 {{QStringLiteral("unit"), order.actor},
                  {QStringLiteral("gun"), gunId},
                  {QStringLiteral("turns"), r.spikingTurns}});
        return {true, {}, Text::tr("spiking")};
    }
    gun.killed = true;
    r.spiking.clear();
    r.spikingTurns = 0;
    game.tableChanged();
    game.say(QStringLiteral("spike"),
             Text::tr("%1 has spiked the gun of %2: it is out of the game.")
                 .arg(game.unitName(order.actor), whose),
             {{QStringLiteral("unit"), order.actor},
              {QStringLiteral("gun"), gunId},
              {QStringLiteral("spiked"), true}});
    return {true, {}, Text::tr("spiked")};
}

} // namespace ambuscade::chosenmen
