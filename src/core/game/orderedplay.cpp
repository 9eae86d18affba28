// SPDX-License-Identifier: GPL-3.0-or-later
#include "orderedplay.h"

#include "mailorder.h"
#include "opponent.h"

#include <QCoreApplication>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(OrderedPlay)
};

bool hasOrdersFrom(const QList<StampedOrder> &orders, int from, const QString &side)
{
    return std::any_of(orders.begin() + from, orders.end(),
                       [&side](const StampedOrder &o) { return o.side == side; });
}

QString problemsOf(const ActionOutcome &outcome)
{
    return outcome.problems.isEmpty() ? Text::tr("the rules refuse it")
                                      : outcome.problems.join(QStringLiteral("; "));
}
} // namespace

std::optional<OrdersStop> playOrders(Game &game, const QList<StampedOrder> &orders,
                                     const std::function<Opponent &(const QString &side)> &playerOf)
{
    int next = 0;
    while (!game.result().over) {
        const GameStep now = game.step();
        if (next < orders.size() && orders[next].isFor(now)) {
            const ActionOutcome outcome = performOrder(game, orders[next].order);
            if (!outcome.done)
                return OrdersStop{next, now, problemsOf(outcome)};
            ++next;
        } else if (next < orders.size() && orders[next].turn < now.turn) {
            return OrdersStop{
                next, now, Text::tr("its step has passed: the game is at turn %1").arg(now.turn)};
        } else if (hasOrdersFrom(orders, next, now.side)) {
            // The list gives this side nothing more in this step: the step ends.
            const ActionOutcome outcome = game.perform(GameAction::next());
            if (!outcome.done)
                return OrdersStop{next, now,
                                  Text::tr("the list gives no order for this step, and the "
                                           "rules do not let it end: %1")
                                      .arg(problemsOf(outcome))};
        } else {
            playStep(game, playerOf(now.side));
        }
    }
    if (next < orders.size())
        return OrdersStop{next, game.step(), Text::tr("the game ended before its step came")};
    return std::nullopt;
}

} // namespace ambuscade
