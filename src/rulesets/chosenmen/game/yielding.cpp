// SPDX-License-Identifier: GPL-3.0-or-later
// A leader yielding (reading §7: "leaders may yield at any point: not wounded, taken
// prisoner"). The program lets a squad leader fighting a melee give himself up on his unit's
// card, before its round is fought, and an officer fighting his own on his card: he is taken
// by the enemy unit of the man nearest him.
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/tables/fields.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};
} // namespace

QList<int> MeleeOrders::foesOn(const ChosenMenGame &game, int man)
{
    const Scenario &s = game.state();
    const QString group = s.figures[man].group;
    QList<int> foes;
    for (const Melee &m : game.m_melees) {
        const QString enemy = m.attacker == group   ? m.defender
                              : m.defender == group ? m.attacker
                                                    : QString();
        if (enemy.isEmpty())
            continue;
        for (int e : menOf(s, enemy))
            if (fitToFight(s.figures[e]) && !foes.contains(e) &&
                game.geometry().edgeDistance(e, man) <= kContactCm)
                foes << e;
    }
    return foes;
}

int MeleeOrders::yieldingLeader(const ChosenMenGame &game, const QString &actor)
{
    const Scenario &s = game.state();
    if (!actor.isEmpty() && actor == game.activeOfficer()) {
        const Figure *him = s.figure(actor);
        const int at = int(him - s.figures.constData());
        return game.officerInMelee(actor) && !foesOn(game, at).isEmpty() ? at : -1;
    }
    if (!game.activeUnits().contains(actor) || !game.inMelee(actor))
        return -1;
    const int leader = squadLeader(s, actor);
    return leader >= 0 && !foesOn(game, leader).isEmpty() ? leader : -1;
}

ActionOutcome MeleeOrders::yield(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    const int leader = yieldingLeader(game, order.actor);
    if (leader < 0)
        return ActionOutcome::refused(
            Text::tr("%1 has no squad leader in a melee on this card to yield.")
                .arg(game.unitName(order.actor)));
    const QList<int> foes = foesOn(game, leader);
    const int taker = nearestOf(s, foes, s.figures[leader].position);
    const QString captor = s.figures[taker].group;
    const QString text = figureRole(s.figures[leader]) == Role::Officer
                             ? Text::tr("%1 yields to %2: taken prisoner, unhurt.")
                                   .arg(figureName(s.figures[leader]), game.unitName(captor))
                             : Text::tr("%1 of %2 yields to %3: taken prisoner, unhurt.")
                                   .arg(figureName(s.figures[leader]), game.unitName(order.actor),
                                        game.unitName(captor));
    game.say(QStringLiteral("yield"), text,
             {{QStringLiteral("unit"), s.figures[leader].group},
              {QStringLiteral("figure"), s.figures[leader].id},
              {QStringLiteral("captor"), captor}});
    takePrisoner(game, leader, captor);
    game.tableChanged();
    return {true, {}, Text::tr("yielded")};
}

} // namespace ambuscade::chosenmen
