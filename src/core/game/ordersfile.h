// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <optional>

namespace ambuscade {

class PlayRules;

// An order with the step it was given in: the one shape in which orders leave and enter the
// program (`play --orders`, `legal`, `engine`, a saved game's orders as `orders` prints them).
struct StampedOrder {
    int turn = 0;
    QString side;
    QString step; // the rule set's id of the step (GameStep::phase)
    GameAction order;

    // Whether it is for the step the game is at.
    bool isFor(const GameStep &now) const
    {
        return turn == now.turn && side == now.side && step == now.phase;
    }
    // {"turn", "side", "step", "kind", "actor", "params", "reason"}: the order's own fields
    // beside the step's, the empty ones left out.
    QJsonObject toJson() const;
    // Nullopt, with why in *error, when the object is not one.
    static std::optional<StampedOrder> fromJson(const QJsonObject &json, QString *error);
};

// The order stamped with the step the game is at.
StampedOrder stamped(const GameStep &now, const GameAction &order);

// A file of orders (.ambuscade-orders.json): the orders, and what a game needs to give them
// again as they were given: the seed of its dice and who sat at each side, when known.
struct OrdersFile {
    static constexpr int kFormatVersion = 1;
    static constexpr auto kFormat = "ambuscade-orders";

    QList<StampedOrder> orders;
    std::optional<quint64> seed;
    QHash<QString, Controller> seats; // side id → who gave its orders; empty: not said
};

QJsonObject ordersFileObject(const OrdersFile &file);
// Reads a file of orders: an object as ordersFileObject writes it, or a bare list of orders.
// Nullopt, with the first thing amiss in *error ("orders[3].turn: …").
std::optional<OrdersFile> readOrdersFile(const QByteArray &bytes, QString *error);

// Each order given again to a new game of that start and seed, stamped with the step it came
// in; the game so made in *made, if asked for. Nullopt, with why in *error, when the rules
// refuse one (the orders are not this game's).
std::optional<QList<StampedOrder>> stampOrders(const PlayRules &rules, const Scenario &start,
                                               quint64 seed, const QList<GameAction> &orders,
                                               QString *error,
                                               std::unique_ptr<Game> *made = nullptr);

} // namespace ambuscade
