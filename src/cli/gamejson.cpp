// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamejson.h"

#include "game/ordersfile.h"

namespace ambuscade::cli {

QJsonObject stepJson(const Game &game)
{
    const GameStep now = game.step();
    const GameResult result = game.result();
    QJsonObject json{{QStringLiteral("turn"), now.turn},
                     {QStringLiteral("side"), now.side},
                     {QStringLiteral("step"), now.phase},
                     {QStringLiteral("text"), now.text},
                     {QStringLiteral("over"), result.over}};
    if (result.over) {
        json.insert(QStringLiteral("winner"), result.winner.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                      : QJsonValue(result.winner));
        json.insert(QStringLiteral("result"), result.text);
    }
    return json;
}

QJsonArray legalOrdersJson(const Game &game, const QString &side)
{
    QJsonArray orders;
    const GameStep now = game.step();
    if (game.result().over || (!side.isEmpty() && side != now.side))
        return orders; // only the side on turn gives orders
    for (const GameAction &order : game.legalActions())
        orders.append(stamped(now, order).toJson());
    return orders;
}

} // namespace ambuscade::cli
