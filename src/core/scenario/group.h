// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attributes.h"

#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QString>

namespace ambuscade {

enum class OrderKind { Hold, Advance, Patrol, Ambush };

QString orderKindId(OrderKind kind);
std::optional<OrderKind> orderKindFromId(const QString &id);

// What a group the computer runs does when left to itself: hold, advance to a point, patrol a
// route or lie in ambush (the rule set says when it is left to itself).
struct StandingOrder {
    OrderKind kind = OrderKind::Hold;
    QPointF target;       // advance: where to
    QList<QPointF> route; // patrol: the waypoints, walked in a loop
    double triggerCm = 0; // ambush: spring when an enemy comes this close
    QJsonObject unknownKeys;
};

// A handful of figures that act together. Its state under the rules (a status, a morale) is
// held in the fields its rule set declares (Ruleset::groupAttributes).
struct Group {
    QString id;
    QString side;
    QString name;
    Attributes attributes;
    StandingOrder order;
    QJsonObject unknownKeys;
};

} // namespace ambuscade
