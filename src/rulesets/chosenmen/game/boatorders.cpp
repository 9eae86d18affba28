// SPDX-License-Identifier: GPL-3.0-or-later
// Boats (reading §4): rowed 2d10 plus the current, landing (a d10 away from a quay: land,
// drift or capsize), anchoring and weighing anchor, men boarding, and the current taking a
// boat too few men row.
#include "chosenmen/game/boats.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/landing.h"
#include "chosenmen/procedures/modifier.h"
#include "chosenmen/procedures/movement.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/terraintable.h"
#include "chosenmen/tables/weapons.h"
#include "chosenmen/terms.h"
#include "game/tablemoves.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <cmath>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

// A boat is moved in steps of at most this, stopping at the last one still afloat.
constexpr double kStepCm = 0.5;

QString diceText(const QList<int> &dice)
{
    QStringList faces;
    for (int d : dice)
        faces << QString::number(d);
    return faces.join(QStringLiteral(", "));
}

// The boat (and everyone aboard) goes up to `cm` along `way`, on the table and afloat; the
// way it went.
QPointF floatBoat(Scenario &s, const geo::TableGeometry &g, int boat, const QPointF &way, double cm)
{
    const QList<int> aboard = aboardBoat(s, boat);
    const QPointF from = s.figures[boat].position;
    const double length = geo::length(way);
    if (length <= 0 || cm <= 0)
        return {};
    const QPointF unit = way / length;
    const int steps = int(std::ceil(cm / kStepCm));
    double gone = 0;
    for (int n = 1; n <= steps; ++n) {
        const QPointF next = from + unit * (cm * n / steps);
        if (!s.table.rect().contains(next) || !inWater(s, g, next))
            break;
        gone = cm * n / steps;
    }
    const QPointF shift = unit * gone;
    s.figures[boat].position += shift;
    s.figures[boat].facing = geo::facingOf(unit);
    for (int i : aboard)
        s.figures[i].position += shift;
    return shift;
}

QList<int> boatAndAboard(const Scenario &s, int boat)
{
    return QList<int>{boat} + aboardBoat(s, boat);
}
} // namespace

bool BoatOrders::mayRow(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    const int boat = unitBoat(s, group);
    return boat >= 0 && game.actionsLeftTo(group).contains(UnitAction::Move) &&
           !isAnchored(s.figures[boat]) &&
           enoughRowers(rowersIn(s, boat), int(aboardBoat(s, boat).size()));
}

bool BoatOrders::mayLand(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    const int boat = unitBoat(s, group);
    if (boat < 0 || !game.actionsLeftTo(group).contains(UnitAction::Move))
        return false;
    const std::optional<QPointF> at = landingPoint(s, game.geometry(), boat);
    return at && (!isLargeBoat(s.figures[boat]) || isQuay(s, game.geometry(), *at));
}

bool BoatOrders::mayAnchor(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    const int boat = unitBoat(s, group);
    if (boat < 0 || !game.actionsLeftTo(group).contains(UnitAction::Move))
        return false;
    int hands = 0;
    for (int i : aboardBoat(s, boat))
        hands += fitToFight(s.figures[i]);
    return !isAnchored(s.figures[boat]) || hands >= kWeighAnchorCrew;
}

QStringList BoatOrders::boardable(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    QStringList boats;
    const int leader = moverOf(s, group);
    if (leader < 0 || unitBoat(s, group) >= 0 ||
        !game.actionsLeftTo(group).contains(UnitAction::Move))
        return boats;
    const Figure &him = s.figures[leader];
    const double bestIn = bestRollIn(moveClassOf(s, group, game.record(group).blown),
                                     groundAt(s, game.geometry(), him.position).ground) -
                          distances().boatBoardingIn;
    for (int b : boatsOn(s)) {
        const Figure &boat = s.figures[b];
        if (boat.side == him.side &&
            geo::distance(boat.position, him.position) - hullRadius(boat) <= bestIn * kCmPerInch)
            boats << boat.id;
    }
    return boats;
}

ActionOutcome BoatOrders::row(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    QList<QPointF> to;
    if (!pointsFromJson(order.params.value(QStringLiteral("to")), &to) || to.size() != 1)
        return ActionOutcome::refused(Text::tr("Rowing needs a point to row to: \"to\": [x, y]."));
    if (!mayRow(game, order.actor))
        return ActionOutcome::refused(
            Text::tr("%1 rows no boat now: none of its men is aboard one, it lies at anchor, or "
                     "fewer than half those aboard can pull an oar.")
                .arg(game.unitName(order.actor)));
    const int boat = unitBoat(s, order.actor);
    const QList<Placement> before = placementsOf(s, boatAndAboard(s, boat));
    const QPointF way = to.first() - s.figures[boat].position;
    MoveConditions conditions;
    conditions.currentIn =
        currentAlong(currentAt(s, *game.m_geometry, s.figures[boat].position), way);
    const MoveRoll roll = rollMove(MoveClass::Boat, Ground::Open, conditions, game.m_dice);
    const double cm = std::min(roll.inches * kCmPerInch, geo::length(way));
    const QPointF went = floatBoat(s, *game.m_geometry, boat, way, cm);
    game.tableChanged();
    const double inches = geo::length(went) / kCmPerInch;
    game.say(QStringLiteral("row"),
             Text::tr("%1 rows %2: rolls 2d10: %3, current %4 = %5 in, goes %6.")
                 .arg(game.unitName(order.actor), figureName(s.figures[boat]), diceText(roll.dice),
                      modifierText(conditions.currentIn))
                 .arg(roll.rolledIn)
                 .arg(lengthLabel(inches * kCmPerInch, LengthUnit::Inches)),
             {{QStringLiteral("unit"), order.actor},
              {QStringLiteral("boat"), s.figures[boat].id},
              {QStringLiteral("dice"),
               QJsonArray::fromVariantList(QVariantList(roll.dice.begin(), roll.dice.end()))},
              {QStringLiteral("current"), conditions.currentIn},
              {QStringLiteral("inches"), inches},
              {QStringLiteral("moves"), movesSince(s, before)}});
    FireOrders::springHeldFire(game, order.actor);
    return {true, {}, Text::tr("rowed %1 in").arg(decimalText(inches, 1))};
}

ActionOutcome BoatOrders::land(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    if (!mayLand(game, order.actor))
        return ActionOutcome::refused(
            Text::tr("%1 cannot land: its boat does not touch the shore, or is a large boat "
                     "away from a quay.")
                .arg(game.unitName(order.actor)));
    const int boat = unitBoat(s, order.actor);
    const QString boatId = s.figures[boat].id;
    const QPointF at = *landingPoint(s, *game.m_geometry, boat);
    const bool quay = isQuay(s, *game.m_geometry, at);
    const LandingRoll roll = landBoat(quay, game.m_dice);
    const QList<int> aboard = aboardBoat(s, boat);
    const QList<Placement> before = placementsOf(s, boatAndAboard(s, boat));
    QString text;
    switch (roll.landing) {
    case Landing::Lands:
        putAshore(s, *game.m_geometry, aboard, boat, at);
        s.figures[boat].attributes.set(QStringLiteral("beached"), true);
        text = quay ? Text::tr("%1 lands from %2 at the quay.")
                    : Text::tr("%1 lands from %2: rolls %3, lands.");
        break;
    case Landing::Drifts:
        drift(game, boat, at, roll.die);
        text = Text::tr("%1 tries to land from %2: rolls %3, drifts along the shore.");
        break;
    case Landing::Capsizes:
        capsize(game, boat, aboard, at);
        text = Text::tr("%1 tries to land from %2: rolls %3, capsizes: the cargo is lost, "
                        "everyone wades ashore, and the powder is wet for two turns.");
        break;
    }
    game.tableChanged();
    text = quay ? text.arg(game.unitName(order.actor), figureName(*s.figure(boatId)))
                : text.arg(game.unitName(order.actor), figureName(*s.figure(boatId))).arg(roll.die);
    static const char *const kOutcomes[] = {"lands", "drifts", "capsizes"};
    game.say(QStringLiteral("land"), text,
             {{QStringLiteral("unit"), order.actor},
              {QStringLiteral("boat"), boatId},
              {QStringLiteral("quay"), quay},
              {QStringLiteral("die"), roll.die},
              {QStringLiteral("dice"), quay ? QJsonArray{} : QJsonArray{roll.die}},
              {QStringLiteral("outcome"), QLatin1String(kOutcomes[int(roll.landing)])},
              {QStringLiteral("moves"), movesSince(s, before)}});
    return {true, {}, text};
}

// Drifting to another landing: a d10 in along the shore, the way the current runs (in still
// water, to the boat's right as it faces the shore).
void BoatOrders::drift(ChosenMenGame &game, int boat, const QPointF &landing, int die)
{
    Scenario &s = game.m_s;
    const QPointF shore = landing - s.figures[boat].position;
    QPointF along(-shore.y(), shore.x());
    const QPointF current = currentAt(s, *game.m_geometry, s.figures[boat].position);
    if (geo::dot(along, current) < 0)
        along = -along;
    const double facing = s.figures[boat].facing;
    floatBoat(s, *game.m_geometry, boat, along, die * kCmPerInch);
    s.figures[boat].facing = facing;
}

void BoatOrders::capsize(ChosenMenGame &game, int boat, const QList<int> &aboard,
                         const QPointF &landing)
{
    Scenario &s = game.m_s;
    QList<int> men;
    for (int i : aboard) {
        Figure &f = s.figures[i];
        if (figureRole(f) == Role::Gun) {
            f.killed = true; // cargo lost
            continue;
        }
        men << i;
        if (const FireWeapon *w = findFireWeapon(arm(f))) {
            f.attributes.set(QStringLiteral("reload"), w->reloadTurns);
            f.attributes.set(QStringLiteral("wet_powder"), kWetPowderTurns);
        }
    }
    putAshore(s, *game.m_geometry, men, boat, landing);
    s.figures[boat].killed = true;
}

ActionOutcome BoatOrders::anchor(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    if (!mayAnchor(game, order.actor))
        return ActionOutcome::refused(
            Text::tr("%1 has no boat to anchor, or too few hands aboard to weigh its anchor (%2).")
                .arg(game.unitName(order.actor))
                .arg(kWeighAnchorCrew));
    Figure &boat = s.figures[unitBoat(s, order.actor)];
    int hands = 0;
    for (int i : aboardBoat(s, int(&boat - s.figures.data())))
        hands += fitToFight(s.figures[i]);
    const Anchor before{isAnchored(boat), boat.attributes.count(QStringLiteral("weighing"))};
    const Anchor after = anchorTurn(before, hands);
    boat.attributes.set(QStringLiteral("anchored"), after.anchored);
    boat.attributes.set(QStringLiteral("weighing"), after.weighingTurns);
    const QString name = game.unitName(order.actor);
    const QString text =
        !before.anchored ? Text::tr("%1 drops %2's anchor.").arg(name, figureName(boat))
        : after.anchored
            ? Text::tr("%1 weighs %2's anchor: turn %3 of %4.")
                  .arg(name, figureName(boat))
                  .arg(after.weighingTurns)
                  .arg(kWeighAnchorTurns)
            : Text::tr("%1 has weighed %2's anchor: it may row.").arg(name, figureName(boat));
    game.say(QStringLiteral("anchor"), text,
             {{QStringLiteral("unit"), order.actor},
              {QStringLiteral("boat"), boat.id},
              {QStringLiteral("anchored"), after.anchored},
              {QStringLiteral("weighing"), after.weighingTurns}});
    return {true, {}, text};
}

ActionOutcome BoatOrders::board(ChosenMenGame &game, const GameAction &order)
{
    Scenario &s = game.m_s;
    const QString target = order.params.value(QStringLiteral("target")).toString();
    if (!boardable(game, order.actor).contains(target))
        return ActionOutcome::refused(
            Text::tr("%1 cannot board \"%2\": no boat of its side within its best roll, less "
                     "%3 in for boarding.")
                .arg(game.unitName(order.actor), target)
                .arg(distances().boatBoardingIn));
    const int boat = game.m_geometry->figureIndex(target);
    const int leader = moverOf(s, order.actor);
    const QList<int> men = menOf(s, order.actor);
    const QList<Placement> before = placementsOf(s, men);
    MoveConditions conditions;
    conditions.boardsOrLeavesBoat = true;
    const GroundAt ground = groundAt(s, *game.m_geometry, s.figures[leader].position);
    const MoveRoll roll = rollMove(moveClassOf(s, order.actor, game.record(order.actor).blown),
                                   ground.ground, conditions, game.m_dice);
    const double gapIn = (geo::distance(s.figures[boat].position, s.figures[leader].position) -
                          hullRadius(s.figures[boat])) /
                         kCmPerInch;
    const bool reaches = roll.inches >= gapIn;
    if (reaches) {
        seatAboard(s, aboardBoat(s, boat) + men, boat);
        s.figures[boat].attributes.set(QStringLiteral("beached"), false);
    }
    game.tableChanged();
    const QString text =
        (reaches ? Text::tr("%1 boards %2: rolls %3 = %4 in less %5 for boarding, enough.")
                 : Text::tr("%1 makes for %2: rolls %3 = %4 in less %5 for boarding, too short "
                            "to reach it."))
            .arg(game.unitName(order.actor), figureName(s.figures[boat]), diceText(roll.dice))
            .arg(roll.rolledIn)
            .arg(distances().boatBoardingIn);
    game.say(QStringLiteral("board"), text,
             {{QStringLiteral("unit"), order.actor},
              {QStringLiteral("boat"), target},
              {QStringLiteral("dice"),
               QJsonArray::fromVariantList(QVariantList(roll.dice.begin(), roll.dice.end()))},
              {QStringLiteral("boarded"), reaches},
              {QStringLiteral("moves"), movesSince(s, before)}});
    return {true, {}, text};
}

// At the end of a turn the current takes every boat too few of those aboard row, and not at
// anchor, as far as it runs.
void BoatOrders::currentTakes(ChosenMenGame &game)
{
    Scenario &s = game.m_s;
    for (int boat : boatsOn(s)) {
        const QList<int> aboard = aboardBoat(s, boat);
        const QPointF current = currentAt(s, *game.m_geometry, s.figures[boat].position);
        if (aboard.isEmpty() || isAnchored(s.figures[boat]) || current.isNull() ||
            enoughRowers(rowersIn(s, boat), int(aboard.size())))
            continue;
        const QList<Placement> before = placementsOf(s, boatAndAboard(s, boat));
        const double facing = s.figures[boat].facing;
        const QPointF went =
            floatBoat(s, *game.m_geometry, boat, current, geo::length(current) * kCmPerInch);
        s.figures[boat].facing = facing;
        game.tableChanged();
        game.say(QStringLiteral("drift"),
                 Text::tr("Too few of those aboard %1 row: the current takes it %2 in.")
                     .arg(figureName(s.figures[boat]))
                     .arg(decimalText(geo::length(went) / kCmPerInch, 1)),
                 {{QStringLiteral("boat"), s.figures[boat].id},
                  {QStringLiteral("moves"), movesSince(s, before)}});
    }
}

// Each turn dries a turn of the powder a capsized boat wetted.
void BoatOrders::powderDries(ChosenMenGame &game)
{
    for (Figure &f : game.m_s.figures)
        if (wetPowderTurns(f) > 0)
            f.attributes.set(QStringLiteral("wet_powder"), wetPowderTurns(f) - 1);
}

} // namespace ambuscade::chosenmen
