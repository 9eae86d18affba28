// SPDX-License-Identifier: GPL-3.0-or-later
// An officer's card (reading §2, §3, §8): the squads it sets off forming up on their leaders,
// his own move, his bonus spent on a rally, and field promotions.
#include "chosenmen/game/baseroom.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/leadership.h"
#include "chosenmen/procedures/officerbonus.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"
#include "game/tablemoves.h"
#include "geometry/vector2.h"

#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

// The man of the unit nearest the officer, its gun apart: the one he promotes.
int nearestMan(const Scenario &s, const QString &group, const Figure &officer)
{
    QList<int> men = menOf(s, group);
    men.removeIf([&](int i) { return figureRole(s.figures[i]) == Role::Gun; });
    return nearestOf(s, men, officer.position);
}
} // namespace

void OfficerOrders::setOff(ChosenMenGame &game)
{
    const Figure &officer = *game.m_s.figure(game.m_officer);
    QStringList names;
    for (const QString &unit : std::as_const(game.m_active)) {
        // A squad fighting a melee or wavering does not form up.
        const bool steady =
            !game.inMelee(unit) && game.record(unit).morale == MoraleOutcome::CarryOn;
        const QStringList moved = steady ? formUp(game.m_s, unit) : QStringList();
        QList<int> closing; // closed up, each on a base of his own
        for (const QString &id : moved)
            closing << int(game.m_s.figure(id) - game.m_s.figures.constData());
        makeRoom(game.m_s, *game.m_geometry, closing);
        names << (moved.isEmpty() ? game.unitName(unit)
                                  : Text::tr("%1 (%2 close up)")
                                        .arg(game.unitName(unit), menText(int(moved.size()))));
    }
    game.tableChanged();
    game.say(QStringLiteral("card"),
             names.isEmpty() ? Text::tr("%1: none of his squads is within %2 in and still to act.")
                                   .arg(figureName(officer))
                                   .arg(setsOffWithinIn(officer))
                             : Text::tr("%1 sets off %2.")
                                   .arg(figureName(officer), names.join(QStringLiteral(", "))),
             {{QStringLiteral("officer"), officer.id},
              {QStringLiteral("units"), QJsonArray::fromStringList(game.m_active)}});
}

ActionOutcome OfficerOrders::move(ChosenMenGame &game, const GameAction &order)
{
    QList<QPointF> to, face;
    if (!pointsFromJson(order.params.value(QStringLiteral("to")), &to) || to.size() != 1 ||
        !game.m_s.table.rect().contains(to.first()))
        return ActionOutcome::refused(
            Text::tr("A move needs a point on the table: \"to\": [x, y]."));
    pointsFromJson(order.params.value(QStringLiteral("face")), &face);
    const double inches = go(game, game.m_geometry->figureIndex(order.actor), to.first(),
                             face.size() == 1 ? face.first() : QPointF(), Text::tr("moves"));
    return {
        true, {}, Text::tr("moved %1").arg(lengthLabel(inches * kCmPerInch, LengthUnit::Inches))};
}

void OfficerOrders::flee(ChosenMenGame &game, const QString &officer, const QPointF &threat)
{
    const int man = game.m_geometry->figureIndex(officer);
    go(game, man, fleeingPoint(game.m_s, game.m_s.figures[man].position, threat), QPointF(),
       Text::tr("flees"));
    game.m_officersMoved << officer;
}

double OfficerOrders::go(ChosenMenGame &game, int man, const QPointF &to, const QPointF &face,
                         const QString &verb)
{
    const QList<Placement> before = placementsOf(game.m_s, {man});
    UnitMove mover(game.m_s, *game.m_geometry, man);
    const MovedUnit moved = mover.toward(to, face, game.m_dice);
    game.tableChanged();
    game.say(logevent::kMove, movedText(figureName(game.m_s.figures[man]), verb, moved, true),
             {{QStringLiteral("figure"), game.m_s.figures[man].id},
              {QStringLiteral("inches"), moved.inches},
              {QStringLiteral("moves"), movesSince(game.m_s, before)},
              {QStringLiteral("dice"), QJsonArray::fromVariantList(moved.diceJson)}});
    return moved.inches;
}

QStringList OfficerOrders::rallyable(const ChosenMenGame &game)
{
    if (bonusLeft(game) <= 0)
        return {};
    const Figure &officer = *game.m_s.figure(game.m_officer);
    QStringList units;
    for (const Group &g : game.m_s.groups)
        if (g.side == officer.side && game.record(g.id).morale != MoraleOutcome::CarryOn &&
            officerWithinRally(game.m_s, officer.id, g.id))
            units << g.id;
    return units;
}

QStringList OfficerOrders::promotable(const ChosenMenGame &game)
{
    if (game.m_officer.isEmpty())
        return {};
    QStringList units;
    for (const Group &g : game.m_s.groups)
        if (awaitsFieldPromotion(game.m_s, g.id) &&
            officerWithinRally(game.m_s, game.m_officer, g.id) &&
            g.side == game.m_s.figure(game.m_officer)->side)
            units << g.id;
    return units;
}

ActionOutcome OfficerOrders::rally(ChosenMenGame &game, const GameAction &order)
{
    const QString unit = order.params.value(QStringLiteral("unit")).toString();
    const int points = pointsAsked(game, order);
    if (!rallyable(game).contains(unit) || points == 0)
        return ActionOutcome::refused(
            Text::tr("%1 cannot rally \"%2\": a unit of his side that is retreating or fleeing, "
                     "within 2 in, with as many points of his bonus left this turn.")
                .arg(order.actor, unit));
    const Figure &officer = *game.m_s.figure(order.actor);
    spend(game, order.actor, BonusUse::Rally, points);
    const int rallyModifier = faultOf(officer).rallyModifier;
    const int value = rallyValue(officer, points);
    const QString why = rallyModifier == 0
                            ? Text::tr("%1 rallies it, +%2").arg(figureName(officer)).arg(value)
                            : Text::tr("%1 rallies it, +%2 (rash: %3)")
                                  .arg(figureName(officer))
                                  .arg(value)
                                  .arg(rallyModifier);
    const MoraleOutcome outcome = UnitOrders::testMorale(game, unit, why, value);
    return {true,
            {},
            outcome == MoraleOutcome::CarryOn ? Text::tr("rallied") : Text::tr("not rallied")};
}

int OfficerOrders::rallyValue(const Figure &officer, int points)
{
    return std::max(0, points + faultOf(officer).rallyModifier);
}

ActionOutcome OfficerOrders::promote(ChosenMenGame &game, const GameAction &order)
{
    const QString unit = order.params.value(QStringLiteral("unit")).toString();
    if (!promotable(game).contains(unit))
        return ActionOutcome::refused(
            Text::tr("\"%1\" awaits no promotion %2 can make (within 2 in).")
                .arg(unit, order.actor));
    const Figure &officer = *game.m_s.figure(order.actor);
    const int man = nearestMan(game.m_s, unit, officer);
    if (man < 0)
        return ActionOutcome::refused(Text::tr("\"%1\" has nobody left to promote.").arg(unit));
    chosenmen::promote(game.m_s, order.actor, game.m_s.figures[man].id);
    game.say(
        QStringLiteral("promotion"),
        Text::tr("%1 makes %2 squad leader of %3.")
            .arg(figureName(officer), figureName(game.m_s.figures[man]), game.unitName(unit)),
        {{QStringLiteral("figure"), game.m_s.figures[man].id}, {QStringLiteral("unit"), unit}});
    return {true, {}, Text::tr("promoted")};
}

} // namespace ambuscade::chosenmen
