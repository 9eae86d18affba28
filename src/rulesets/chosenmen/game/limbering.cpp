// SPDX-License-Identifier: GPL-3.0-or-later
// Horse artillery limbering up and unlimbering (reading §4: "horse artillery takes 6 turns to
// unlimber and fire and 3 to limber and move"). Each is the unit's action on its card, a turn
// of it each time; the turns need not follow one another (the reading does not say they must).
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/artillery.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/weapons.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};
} // namespace

bool UnitOrders::mayLimber(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    const int gun = unitGun(s, group);
    if (gun < 0 || (!horseGunLimbered(s, group) && !horseGunUnlimbered(s, group)) ||
        !game.actionsLeftTo(group).contains(UnitAction::Move))
        return false;
    const FireWeapon *w = findFireWeapon(arm(s.figures[gun]), Load::Ball);
    return w && gunServed(s, group, *w);
}

ActionOutcome UnitOrders::limber(ChosenMenGame &game, const GameAction &order)
{
    if (!mayLimber(game, order.actor))
        return ActionOutcome::refused(
            Text::tr("%1 is no horse artillery free to limber or unlimber its gun.")
                .arg(game.unitName(order.actor)));
    Figure &gun = game.m_s.figures[unitGun(game.m_s, order.actor)];
    UnitRecord &r = game.m_units[order.actor];
    const bool wasLimbered = isLimbered(gun);
    const Limbering after = limberingTurn({wasLimbered, r.limberingTurns});
    r.limberingTurns = after.turnsDone;
    gun.attributes.set(QStringLiteral("limbered"), after.limbered);
    const QString name = game.unitName(order.actor);
    const int needed = wasLimbered ? kUnlimberTurns : kLimberTurns;
    QString text;
    if (after.limbered == wasLimbered)
        text = (wasLimbered ? Text::tr("%1 unlimbers its gun: turn %2 of %3.")
                            : Text::tr("%1 limbers up its gun: turn %2 of %3."))
                   .arg(name)
                   .arg(after.turnsDone)
                   .arg(needed);
    else
        text = after.limbered
                   ? Text::tr("%1 has limbered up: it may move, not fire.").arg(name)
                   : Text::tr("%1 has unlimbered: its gun may fire, not move.").arg(name);
    game.say(QStringLiteral("limber"), text,
             {{QStringLiteral("unit"), order.actor},
              {QStringLiteral("limbered"), after.limbered},
              {QStringLiteral("turns"), after.turnsDone}});
    return {true, {}, after.limbered ? Text::tr("limbered") : Text::tr("unlimbered")};
}

} // namespace ambuscade::chosenmen
