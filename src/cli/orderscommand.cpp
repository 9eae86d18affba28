// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "gameremake.h"

#include "game/gamefile.h"
#include "game/ordersfile.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QJsonDocument>

namespace ambuscade::cli {

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
    bool unknown = false;
    QList<StampedOrder> stamped;
    const QString problem = ordersRemakeProblem(file, &stamped, &unknown);
    if (unknown) {
        io.err << args[0] << ": saved before games kept their orders; its orders are not known\n";
        return InvalidInput;
    }
    if (!problem.isEmpty()) {
        io.err << args[0] << ": " << problem << '\n';
        return InvalidInput;
    }
    OrdersFile orders;
    orders.seed = file.seed;
    for (const Side &side : file.scenario.sides)
        orders.seats.insert(side.id, side.controller);
    orders.orders = stamped;
    io.out << QJsonDocument(ordersFileObject(orders)).toJson(QJsonDocument::Indented);
    return Success;
}

} // namespace ambuscade::cli
