// SPDX-License-Identifier: GPL-3.0-or-later
// An excellent horseman's one turn during a ride he is dragged on (reading §3): planned
// before the drag, as his dice are, and turned from the way the drag pointed.
#include "game/tablemoves.h"
#include "steeplechase/game/gamerules.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QLineF>
#include <QtMath>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

// Every die is a D6 (reading, the opening): a die moves him six inches at most.
constexpr int kDieFaces = 6;
// How far past the bend the point turned towards is set: any length gives the same way.
constexpr double kTurnPointerCm = 10;

// The way `dir` points once turned so many degrees (clockwise on the table, whose y runs
// down; negative, the other way).
QPointF turned(const QPointF &dir, double degrees)
{
    const double rad = qDegreesToRadians(degrees);
    return {dir.x() * std::cos(rad) - dir.y() * std::sin(rad),
            dir.x() * std::sin(rad) + dir.y() * std::cos(rad)};
}

RideTurn turnAlong(const QPointF &from, const QPointF &dir, double atInches, double degrees)
{
    const QPointF bend = from + dir * atInches * kCmPerInch;
    return {atInches * kCmPerInch, bend + turned(dir, degrees) * kTurnPointerCm};
}
} // namespace

ActionOutcome SteeplechaseGame::chooseTurn(const QString &courier, const QJsonObject &params)
{
    const double at = params.value(QStringLiteral("at")).toDouble();
    const double degrees = params.value(QStringLiteral("degrees")).toDouble();
    if (at > 0) {
        // Checked as a ride checks it, on a ride straight ahead.
        const QPointF from = figure(courier).position;
        const QPointF ahead = from + QPointF(1, 0);
        if (const QString why = RideOrders::whyNoTurn(*this, courier, from, ahead,
                                                      turnAlong(from, {1, 0}, at, degrees));
            !why.isEmpty())
            return ActionOutcome::refused(why);
    }
    m_couriers[courier].turnPlan = {std::max(0.0, at), degrees};
    return {true, {}, {}};
}

std::optional<RideTurn> SteeplechaseGame::plannedTurn(const QString &courier,
                                                      const QPointF &toward) const
{
    const CourierRecord::TurnPlan &plan = record(courier).turnPlan;
    const QPointF from = figure(courier).position;
    const double length = QLineF(from, toward).length();
    if (plan.atInches <= 0 || length < 0.01)
        return std::nullopt;
    return turnAlong(from, (toward - from) / length, plan.atInches, plan.degrees);
}

QString SteeplechaseGame::whyNoRideNow(const QString &courier) const
{
    if (m_phase != Phase::Movement)
        return Text::tr("Couriers ride only in the movement phase.");
    if (courier != actingCourier())
        return actingCourier().isEmpty()
                   ? Text::tr("No courier rides now.")
                   : Text::tr("It is %1's ride now.").arg(nameOf(actingCourier()));
    const CourierRecord &r = record(courier);
    if (r.moved)
        return Text::tr("%1 has ridden this turn.").arg(nameOf(courier));
    if (r.stayed)
        return Text::tr("%1 stays put this turn.").arg(nameOf(courier));
    if (r.rolledRide)
        return Text::tr("%1 has rolled for this ride: which dice he rolls again comes first.")
            .arg(nameOf(courier));
    if (mostDiceNow(courier) <= 0)
        return Text::tr("%1 may not move this turn.").arg(nameOf(courier));
    return {};
}

GameAction SteeplechaseGame::dragOrder(const QString &courier, const QList<QPointF> &path) const
{
    GameAction order = moveOrder(courier, path);
    order.params.insert(QStringLiteral("choose_rerolls"), true);
    return order;
}

MoveTrial SteeplechaseGame::tryMove(const QString &courier, const QList<QPointF> &path) const
{
    MoveTrial trial;
    trial.figure = courier;
    trial.judged = true;
    const Figure *f = m_s.figure(courier);
    if (!f || path.isEmpty())
        return trial;
    const QPointF from = f->position;
    trial.reach = trial.end = from;
    if (const QString why = whyNoRideNow(courier); !why.isEmpty()) {
        trial.problems << why;
        return trial;
    }
    const double length = QLineF(from, path.last()).length();
    if (length < 0.01)
        return trial;
    // He rides exactly what his dice show: at most six a die.
    const int chosen = record(courier).diceChosen;
    const int dice = chosen > 0 ? std::min(chosen, mostDiceNow(courier)) : mostDiceNow(courier);
    const double mostCm = dice * kDieFaces * kCmPerInch;
    QPointF way = (path.last() - from) / length, at = from;
    double leftCm = mostCm;
    trial.walked << from;
    // A base in his way stops him there, as the ride will (and says who).
    const auto clear = [&](const QPointF &start, const QPointF &dir, double cm, double before) {
        QString whose;
        const double free = RideOrders::firstBaseInTheWay(*this, courier, start, dir, &whose);
        if (whose.isEmpty() || free >= cm)
            return cm;
        trial.problems << Text::tr("%1 is in his way after %2 in")
                              .arg(RideOrders::bearerName(*this, whose))
                              .arg(decimalText((before + free) / kCmPerInch, 1));
        return free;
    };
    if (const std::optional<RideTurn> turn = plannedTurn(courier, path.last());
        turn && turn->atCm < mostCm) {
        const double first = clear(from, way, turn->atCm, 0);
        at = from + way * first;
        trial.walked << at;
        leftCm = first < turn->atCm ? 0 : leftCm - turn->atCm;
        way = (turn->toward - at) / std::max(1e-9, QLineF(at, turn->toward).length());
    }
    if (leftCm > 0)
        leftCm = clear(at, way, leftCm, QLineF(from, at).length());
    trial.allowed = true;
    trial.costCm = mostCm;
    trial.end = trial.reach = at + way * leftCm;
    trial.walked << trial.end;
    return trial;
}

} // namespace ambuscade::steeplechase
