// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "gamestart.h"

#include "game/autoplay.h"
#include "game/gamefile.h"
#include "game/opponent.h"
#include "game/orderedplay.h"
#include "io/atomicfile.h"
#include "io/limits.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <map>

namespace ambuscade::cli {

namespace {
const char kUsage[] = "usage: ambuscade-cli play FILE [--seed N] [--turns T (at least 1)] "
                      "[--difficulty ID] [--orders ORDERS.json] [--opponent SIDE=NAME]... "
                      "[--save GAME.json]\n";

std::optional<OrdersFile> readOrders(const QString &path, Streams io)
{
    if (path.isEmpty())
        return OrdersFile{};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        io.err << path << ": " << file.errorString() << '\n';
        return std::nullopt;
    }
    QString error;
    std::optional<OrdersFile> orders = readOrdersFile(file.read(limits::kMaxGameFileBytes), &error);
    if (!orders)
        io.err << path << ": " << error << '\n';
    return orders;
}

// Without orders every side is the computer's, as it always was; with them a side the file
// seats keeps its seat, and a side it gives orders to is a person's.
Seating seatingFor(const OrdersFile &orders)
{
    Seating seating;
    seating.allComputer = true;
    for (const StampedOrder &o : orders.orders)
        seating.controllers.insert(o.side, Controller::Player);
    for (auto it = orders.seats.begin(); it != orders.seats.end(); ++it)
        seating.controllers.insert(it.key(), it.value());
    return seating;
}

QJsonObject answerOf(const PlayedGame &played)
{
    QJsonArray log;
    for (const LogEvent &e : played.log.events())
        log.append(e.toJson());
    return {{QStringLiteral("winner"),
             played.winner.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(played.winner)},
            {QStringLiteral("turns"), played.turns},
            {QStringLiteral("log"), log}};
}

void reportStop(const OrdersStop &stop, const QString &path, Streams io)
{
    io.err << path << ": orders[" << stop.index << "] (the game at turn " << stop.step.turn
           << ", side " << stop.step.side << ", step " << stop.step.phase << "): " << stop.reason
           << '\n';
}

bool save(const GameAtHand &atHand, const QString &path, Streams io)
{
    QString why;
    if (writeFileAtomically(path, gameFileBytes(atHand.start, atHand.seed, false, *atHand.game),
                            &why))
        return true;
    io.err << path << ": " << why << '\n';
    return false;
}
} // namespace

int runPlay(const QStringList &args, Streams io)
{
    PlayOptions options;
    if (!parsePlayOptions(
            args,
            {QStringLiteral("--seed"), QStringLiteral("--turns"), QStringLiteral("--difficulty"),
             QStringLiteral("--orders"), QStringLiteral("--opponent"), QStringLiteral("--save"),
             QStringLiteral("--playouts"), QStringLiteral("--budget"), QStringLiteral("--horizon")},
            &options)) {
        io.err << kUsage;
        return UsageError;
    }
    const std::optional<OrdersFile> orders = readOrders(options.ordersFile, io);
    if (!orders)
        return InvalidInput;
    ExitCode failure = Success;
    GameAtHand atHand =
        gameAtHand(options, seatingFor(*orders), orders->seed.value_or(1), io, &failure);
    if (!atHand.game)
        return failure;
    if (!checkOpponents(*atHand.play, options.opponents, io))
        return UsageError;
    // One opponent of its own for each side: an opponent remembers its step.
    std::map<QString, std::unique_ptr<Opponent>> players;
    const auto playerOf = [&](const QString &side) -> Opponent & {
        std::unique_ptr<Opponent> &player = players[side];
        if (!player)
            player = atHand.play->opponent(opponentFor(*atHand.game, options.opponents, side),
                                           options.search);
        return *player;
    };
    if (const std::optional<OrdersStop> stop = playOrders(*atHand.game, orders->orders, playerOf)) {
        reportStop(*stop, options.ordersFile, io);
        return InvalidInput;
    }
    if (!options.saveTo.isEmpty() && !save(atHand, options.saveTo, io))
        return OutputError;
    io.out << QJsonDocument(answerOf(playedGame(*atHand.game))).toJson(QJsonDocument::Compact)
           << '\n';
    return Success;
}

} // namespace ambuscade::cli
