// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ordersfile.h"

#include <functional>
#include <optional>

namespace ambuscade {

class Opponent;

// Where a list of orders could not be followed: the order's place in the list, the step the
// game was at, and why.
struct OrdersStop {
    int index = -1;
    GameStep step;
    QString reason;
};

// Plays the game on to its end by a list of orders: each order when its step comes; a step
// of a side with orders left further on, for which the list has none, ended ("next"); every
// other step by the opponent `playerOf` gives for its side. Nullopt when every order was
// carried out; otherwise where the list stopped, the game left as it stood then.
std::optional<OrdersStop>
playOrders(Game &game, const QList<StampedOrder> &orders,
           const std::function<Opponent &(const QString &side)> &playerOf);

} // namespace ambuscade
