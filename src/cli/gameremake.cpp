// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameremake.h"

#include "game/gamefile.h"
#include "rules/playrules.h"

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

QString ordersRemakeProblem(const GameFile &file, QList<StampedOrder> *stamped, bool *unknown)
{
    const std::optional<QList<GameAction>> given = file.game->ordersGiven();
    *unknown = !given;
    if (!given)
        return {};
    QString why;
    std::unique_ptr<Game> again;
    const auto stampedOrders =
        stampOrders(playRulesOf(*file.game), file.scenario, file.seed, *given, &why, &again);
    if (!stampedOrders || !sameLog(*again, *file.game))
        return QStringLiteral("its orders do not make the saved game again") +
               (why.isEmpty() ? QString() : QStringLiteral(": ") + why);
    if (stamped)
        *stamped = *stampedOrders;
    return {};
}

} // namespace ambuscade::cli
