// SPDX-License-Identifier: GPL-3.0-or-later
#include "ordersfile.h"

#include "mailorder.h"
#include "orderfilekeys.h"
#include "rules/playrules.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(OrdersFile)
};

using orderkeys::kOrders;
using orderkeys::kSeed;
using orderkeys::kSide;
using orderkeys::kTurn;
const QString kStep = QStringLiteral("step");
const QString kSeats = QStringLiteral("seats");
// A side's seat in the words a scenario file uses for its controller.
const QString kPlayer = QStringLiteral("player");
const QString kAi = QStringLiteral("ai");

std::optional<QList<StampedOrder>> readOrderList(const QJsonArray &list, QString *error)
{
    QList<StampedOrder> orders;
    for (int i = 0; i < list.size(); ++i) {
        QString why;
        const std::optional<StampedOrder> order = StampedOrder::fromJson(list[i].toObject(), &why);
        if (!order) {
            *error = QStringLiteral("orders[%1].%2").arg(i).arg(why);
            return std::nullopt;
        }
        orders << *order;
    }
    return orders;
}

bool readSeats(const QJsonValue &value, QHash<QString, Controller> *seats, QString *error)
{
    if (value.isUndefined())
        return true;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value() != kPlayer && it.value() != kAi) {
            *error = Text::tr("seats.%1: should be \"player\" or \"ai\"").arg(it.key());
            return false;
        }
        seats->insert(it.key(), it.value() == kAi ? Controller::Ai : Controller::Player);
    }
    return true;
}
} // namespace

QJsonObject StampedOrder::toJson() const
{
    QJsonObject json = order.toJson();
    json.insert(kTurn, turn);
    json.insert(kSide, side);
    json.insert(kStep, step);
    return json;
}

std::optional<StampedOrder> StampedOrder::fromJson(const QJsonObject &json, QString *error)
{
    const QJsonValue turn = json.value(kTurn);
    if (!turn.isDouble() || turn.toDouble() != double(turn.toInt())) {
        *error = Text::tr("turn: should be a whole number");
        return std::nullopt;
    }
    for (const QString &key : {kSide, kStep})
        if (!json.value(key).isString()) {
            *error = Text::tr("%1: should be a text").arg(key);
            return std::nullopt;
        }
    const std::optional<GameAction> order = GameAction::fromJson(json);
    if (!order) {
        *error = Text::tr("kind: should name the order");
        return std::nullopt;
    }
    return StampedOrder{turn.toInt(), json.value(kSide).toString(), json.value(kStep).toString(),
                        *order};
}

StampedOrder stamped(const GameStep &now, const GameAction &order)
{
    return {now.turn, now.side, now.phase, order};
}

QJsonObject ordersFileObject(const OrdersFile &file)
{
    QJsonArray orders;
    for (const StampedOrder &order : file.orders)
        orders.append(order.toJson());
    QJsonObject json{{QStringLiteral("format"), QLatin1String(OrdersFile::kFormat)},
                     {QStringLiteral("version"), OrdersFile::kFormatVersion}};
    if (file.seed)
        json.insert(kSeed, QString::number(*file.seed, 16));
    if (!file.seats.isEmpty()) {
        QJsonObject seats;
        for (auto it = file.seats.begin(); it != file.seats.end(); ++it)
            seats.insert(it.key(), it.value() == Controller::Ai ? kAi : kPlayer);
        json.insert(kSeats, seats);
    }
    json.insert(kOrders, orders);
    return json;
}

std::optional<OrdersFile> readOrdersFile(const QByteArray &bytes, QString *error)
{
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError) {
        *error = Text::tr("not JSON: %1 at byte %2").arg(parse.errorString()).arg(parse.offset);
        return std::nullopt;
    }
    OrdersFile file;
    const QJsonObject json = document.object();
    if (document.isObject()) {
        if (json.value(QStringLiteral("format")) != QLatin1String(OrdersFile::kFormat)) {
            *error = Text::tr("format: should be \"%1\"").arg(QLatin1String(OrdersFile::kFormat));
            return std::nullopt;
        }
        if (json.value(QStringLiteral("version")).toInt() > OrdersFile::kFormatVersion) {
            *error = Text::tr("version: made by a newer program (this one reads up to %1)")
                         .arg(OrdersFile::kFormatVersion);
            return std::nullopt;
        }
        if (json.contains(kSeed)) {
            bool ok = false;
            file.seed = json.value(kSeed).toString().toULongLong(&ok, 16);
            if (!ok) {
                *error = Text::tr("seed: should be a hexadecimal number");
                return std::nullopt;
            }
        }
        if (!readSeats(json.value(kSeats), &file.seats, error))
            return std::nullopt;
    }
    const QJsonValue list = document.isArray() ? QJsonValue(document.array()) : json.value(kOrders);
    if (!list.isArray()) {
        *error = Text::tr("orders: should be a list of orders");
        return std::nullopt;
    }
    std::optional<QList<StampedOrder>> orders = readOrderList(list.toArray(), error);
    if (!orders)
        return std::nullopt;
    file.orders = std::move(*orders);
    return file;
}

std::optional<QList<StampedOrder>> stampOrders(const PlayRules &rules, const Scenario &start,
                                               quint64 seed, const QList<GameAction> &orders,
                                               QString *error, std::unique_ptr<Game> *made)
{
    std::unique_ptr<Game> game = rules.newGame(start, seed);
    QList<StampedOrder> stampedOrders;
    for (int i = 0; i < orders.size(); ++i) {
        stampedOrders << stamped(game->step(), orders[i]);
        const ActionOutcome outcome = performOrder(*game, orders[i]);
        if (!outcome.done) {
            *error = Text::tr("orders[%1]: the rules refuse it: %2")
                         .arg(i)
                         .arg(outcome.problems.join(QStringLiteral("; ")));
            return std::nullopt;
        }
    }
    if (made)
        *made = std::move(game);
    return stampedOrders;
}

} // namespace ambuscade
