// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "game/gamefile.h"
#include "game/ordersfile.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QJsonDocument>

namespace ambuscade::cli {

namespace {
// The game made again from its orders tells what the saved one tells, event for event.
bool sameLog(const Game &a, const Game &b)
{
    const QList<LogEvent> &x = a.log().events();
    const QList<LogEvent> &y = b.log().events();
    if (x.size() != y.size())
        return false;
    for (int i = 0; i < x.size(); ++i)
        if (x[i].toJson() != y[i].toJson())
            return false;
    return true;
}
} // namespace

int runOrders(const QStringList &args, Streams io)
{
    if (args.size() != 1 || args[0].startsWith(QLatin1Char('-'))) {
        io.err << "usage: ambuscade-cli orders GAMEFILE\n";
        return UsageError;
    }
    Problems problems;
    const GameFile file = loadGameFile(args[0], problems);
    if (!file.game) {
        for (const Problem &p : problems)
            io.err << args[0] << ": " << p.toString() << '\n';
        return InvalidInput;
    }
    const std::optional<QList<GameAction>> given = file.game->ordersGiven();
    if (!given) {
        io.err << args[0] << ": saved before games kept their orders; its orders are not known\n";
        return InvalidInput;
    }
    QString why;
    std::unique_ptr<Game> again;
    OrdersFile orders;
    orders.seed = file.seed;
    for (const Side &side : file.scenario.sides)
        orders.seats.insert(side.id, side.controller);
    const auto stampedOrders =
        stampOrders(playRulesOf(*file.game), file.scenario, file.seed, *given, &why, &again);
    if (!stampedOrders || !sameLog(*again, *file.game)) {
        io.err << args[0] << ": its orders do not make the saved game again"
               << (why.isEmpty() ? QString() : QStringLiteral(": ") + why) << '\n';
        return InvalidInput;
    }
    orders.orders = *stampedOrders;
    io.out << QJsonDocument(ordersFileObject(orders)).toJson(QJsonDocument::Indented);
    return Success;
}

} // namespace ambuscade::cli
