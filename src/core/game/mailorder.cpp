// SPDX-License-Identifier: GPL-3.0-or-later
#include "mailorder.h"

#include "orderfilekeys.h"

#include <QCoreApplication>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(MailOrder)
};

using orderkeys::kSeed;
using orderkeys::kSide;
const QString kCount = QStringLiteral("count");
} // namespace

namespace mail {

bool isMailOrder(const GameAction &order)
{
    return order.kind == orderkind::kReseed || order.kind == orderkind::kTookBack;
}

GameAction reseedOrder(quint64 seed)
{
    return {orderkind::kReseed, {}, {{kSeed, QString::number(seed, 16)}}, {}};
}

GameAction tookBackOrder(const QString &side, int count)
{
    return {orderkind::kTookBack, {}, {{kSide, side}, {kCount, count}}, {}};
}

std::optional<quint64> seedOf(const GameAction &order)
{
    if (order.kind != orderkind::kReseed)
        return std::nullopt;
    bool ok = false;
    const quint64 seed = order.params.value(kSeed).toString().toULongLong(&ok, 16);
    return ok ? std::optional<quint64>(seed) : std::nullopt;
}

std::optional<LogEvent> logEventOf(const GameAction &order, const Game &game)
{
    if (order.kind != orderkind::kTookBack)
        return std::nullopt; // fresh dice are nothing the players need to read about
    const QString sideId = order.params.value(kSide).toString();
    const int count = order.params.value(kCount).toInt();
    const Side *side = game.state().side(sideId);
    const GameStep now = game.step();
    LogEvent event;
    event.turn = now.turn;
    event.side = sideId;
    event.phase = now.phase;
    event.kind = orderkind::kTookBack; // the log names it as the order
    event.text = (count == 1 ? Text::tr("The player of %1 took back 1 step or order before "
                                        "sending his turn.")
                             : Text::tr("The player of %1 took back %n steps or orders before "
                                        "sending his turn.",
                                        nullptr, count))
                     .arg(side ? side->name : sideId);
    event.detail = {{kCount, count}};
    return event;
}

} // namespace mail

ActionOutcome performOrder(Game &game, const GameAction &order)
{
    if (!mail::isMailOrder(order))
        return game.perform(order);
    game.takeMailOrder(order);
    return {true, {}, {}};
}

} // namespace ambuscade
