// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QString>

namespace ambuscade {

enum class GroupStatus { Steady, Running, Withdrawing, Retreating };

QString groupStatusId(GroupStatus status);
std::optional<GroupStatus> groupStatusFromId(const QString &id);

enum class OrderKind { Hold, Advance, Patrol, Ambush };

QString orderKindId(OrderKind kind);
std::optional<OrderKind> orderKindFromId(const QString &id);

// What a group does when nobody commands it and the Actions table says "continue".
struct StandingOrder {
    OrderKind kind = OrderKind::Hold;
    QPointF target;       // advance: where to
    QList<QPointF> route; // patrol: the waypoints, walked in a loop
    double triggerCm = 0; // ambush: spring when an enemy comes this close
    QJsonObject unknownKeys;
};

// The unit of morale: a handful of figures that test and move together.
struct Group {
    QString id;
    QString side;
    QString name;
    GroupStatus status = GroupStatus::Steady;
    StandingOrder order;
    QJsonObject unknownKeys;
};

} // namespace ambuscade
