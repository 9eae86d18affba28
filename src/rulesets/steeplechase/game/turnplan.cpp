// SPDX-License-Identifier: GPL-3.0-or-later
// An excellent horseman's one turn during a ride he is dragged on (reading §3): planned
// before the drag, as his dice are, and turned from the way the drag pointed.
#include "steeplechase/game/gamerules.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QLineF>
#include <QtMath>

namespace ambuscade::steeplechase {

namespace {
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

} // namespace ambuscade::steeplechase
