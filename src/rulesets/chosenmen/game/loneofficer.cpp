// SPDX-License-Identifier: GPL-3.0-or-later
// A charge at an officer standing alone (reading §8): at 4:1 or worse he flees a full move, or
// gives himself up if he has moved this turn already; charged by fewer, he fights them on his
// own, a melee of his.
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/charge.h"
#include "chosenmen/procedures/leadership.h"
#include "chosenmen/tables/fields.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};
} // namespace

QStringList MeleeOrders::loneOfficersFor(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    const Group *unit = s.group(group);
    QStringList officers;
    if (!unit || fitMen(s, group) == 0)
        return officers;
    for (int i = 0; i < s.figures.size(); ++i) {
        const Figure &f = s.figures[i];
        if (f.side != unit->side && f.onTable() && figureRole(f) == Role::Officer &&
            standsAlone(s, f.id) && !game.officerInMelee(f.id) && reaches(game, group, i))
            officers << f.id;
    }
    return officers;
}

ActionOutcome MeleeOrders::chargeOfficer(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    const QString officer = order.params.value(QStringLiteral("officer")).toString();
    const QString unit = game.unitName(order.actor);
    if (!loneOfficersFor(game, order.actor).contains(officer))
        return ActionOutcome::refused(
            Text::tr("%1 may charge only an enemy officer standing alone (nobody of his side "
                     "within 2 in) and not fighting already, within reach of its best roll.")
                .arg(unit));
    if (!chargersGoIn(game, order.actor))
        return {true, {}, Text::tr("refused to charge")};
    const int him = game.m_geometry->figureIndex(officer);
    const int leader = squadLeader(s, order.actor);
    const QString name = figureName(s.figures[him]);
    // The charge's move is rolled as a move straight at him.
    Scenario trial = s;
    UnitMove roll(trial, game.geometry(), order.actor, game.record(order.actor).blown);
    const MovedUnit rolled =
        roll.toward(s.figures[him].position, s.figures[him].position, game.m_dice);
    if (game.geometry().edgeDistance(leader, him) > rolled.allowedIn * kCmPerInch) {
        goAsFar(game, order.actor, trial,
                Text::tr("%1 charges %2 but falls short (%3).").arg(unit, name, rolled.rollText),
                rolled.diceJson);
        return {true, {}, Text::tr("fell short")};
    }
    const IsolatedOfficer odds =
        isolatedOfficer(true, fitMen(s, order.actor), game.m_officersMoved.contains(officer));
    if (odds == IsolatedOfficer::Stands) {
        // Fewer than four: he stands and fights them, his sword against theirs (§8).
        meet(game, order.actor, s.figures[him].group,
             keepsChargeBonus(chargePathOf(game, order.actor, s.figures[leader].position,
                                           s.figures[him].position)),
             rolled.rollText, rolled.diceJson, rolled.allowedIn * kCmPerInch, officer);
        return {true, {}, Text::tr("charged home")};
    }
    const bool surrenders = odds == IsolatedOfficer::Surrenders;
    game.say(QStringLiteral("charge"),
             (surrenders ? Text::tr("%1 charges %2, alone (%3): he has moved this turn already "
                                    "and gives himself up.")
                         : Text::tr("%1 charges %2, alone (%3): he flees."))
                 .arg(unit, name, rolled.rollText),
             {{QStringLiteral("unit"), order.actor},
              {QStringLiteral("officer"), officer},
              {QStringLiteral("surrenders"), surrenders},
              {QStringLiteral("dice"), QJsonArray::fromVariantList(rolled.diceJson)}});
    if (surrenders) {
        takePrisoner(game, him, order.actor);
        game.tableChanged();
    } else {
        OfficerOrders::flee(game, officer, s.figures[leader].position);
    }
    goAsFar(game, order.actor, trial, Text::tr("%1 takes the ground %2 gave up.").arg(unit, name));
    return {true, {}, surrenders ? Text::tr("he gave himself up") : Text::tr("he fled")};
}

} // namespace ambuscade::chosenmen
