// SPDX-License-Identifier: GPL-3.0-or-later
#include "ordergame.h"

#include "mailorder.h"
#include "orderfilekeys.h"

#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(OrderGame)
};

using orderkeys::kOrders;
using orderkeys::kSeed;
using orderkeys::kStart;
} // namespace

QJsonObject orderGameJson(const Scenario &start, quint64 seed, const QList<GameAction> &orders)
{
    QJsonArray list;
    for (const GameAction &a : orders)
        list.append(a.toJson());
    return {{kStart, scenarioToJson(start)}, {kSeed, QString::number(seed, 16)}, {kOrders, list}};
}

std::unique_ptr<Game> orderGameFromJson(const QJsonObject &json, const QString &ruleset,
                                        const GameMaker &make, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return nullptr;
    };
    if (!json.value(kStart).isObject())
        return fail(Text::tr("start: should be the scenario the game began from"));
    const ScenarioLoadResult start = readScenarioObject(json.value(kStart).toObject());
    if (!start.scenario)
        return fail(Text::tr("start.%1").arg(start.problems.value(0).toString()));
    if (start.scenario->ruleset != ruleset)
        return fail(Text::tr("start.ruleset: is \"%1\"; this game is played by \"%2\"")
                        .arg(start.scenario->ruleset, ruleset));
    // A start the window would not play is not replayed either: the rules may rely on it.
    if (const QString why = whyNotPlayable(*start.rules, *start.scenario); !why.isEmpty())
        return fail(Text::tr("start: %1").arg(why));
    bool ok = false;
    const quint64 seed = json.value(kSeed).toString().toULongLong(&ok, 16);
    if (!ok)
        return fail(Text::tr("seed: should be a hexadecimal number"));
    if (!json.value(kOrders).isArray())
        return fail(Text::tr("orders: should be a list"));
    std::unique_ptr<Game> game = make(*start.scenario, seed);
    const QJsonArray orders = json.value(kOrders).toArray();
    for (int i = 0; i < orders.size(); ++i) {
        const std::optional<GameAction> order = GameAction::fromJson(orders[i].toObject());
        if (!order)
            return fail(Text::tr("orders[%1]: should be an order with a kind").arg(i));
        const ActionOutcome outcome = performOrder(*game, *order);
        if (!outcome.done)
            return fail(Text::tr("orders[%1]: the rules refuse it: %2")
                            .arg(i)
                            .arg(outcome.problems.join(QStringLiteral("; "))));
    }
    return game;
}

OrderReplay::OrderReplay(const GameMaker &make, const Scenario &start, quint64 seed,
                         const QList<GameAction> &orders, const GameLog &log)
    : m_log(log)
{
    // Scenarios share their lists until changed, so a table kept per order costs little.
    const std::unique_ptr<Game> game = make(start, seed);
    m_tables << game->state();
    m_logAfter << game->log().size();
    for (const GameAction &order : orders) {
        // The game took every one of them on these dice; should one be refused now, the
        // replay ends where the game can no longer be followed.
        if (!performOrder(*game, order).done)
            break;
        m_tables << game->state();
        m_logAfter << game->log().size();
    }
}

void OrderReplay::seek(int position)
{
    m_position = std::clamp(position, 0, size());
    // The first order whose events reach the position (the opening's when none is needed).
    const auto reached = std::lower_bound(m_logAfter.cbegin(), m_logAfter.cend(), m_position);
    m_ordersShown = reached == m_logAfter.cend() ? orders() : int(reached - m_logAfter.cbegin());
}

} // namespace ambuscade
