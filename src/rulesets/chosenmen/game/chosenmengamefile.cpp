// SPDX-License-Identifier: GPL-3.0-or-later
// A game of Chosen Men to and from JSON: the scenario it began from, its seed and its orders.
// Restoring plays the orders again on the same dice, so the log and every record come back
// exactly; an order the rules refuse on the way names the file as broken.
#include "chosenmen/game/chosenmengame.h"

#include "io/scenarioreader.h"
#include "io/scenariowriter.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

const QString kStart = QStringLiteral("start");
const QString kSeed = QStringLiteral("seed");
const QString kOrders = QStringLiteral("orders");
} // namespace

QJsonObject ChosenMenGame::toJson() const
{
    QJsonArray orders;
    for (const GameAction &a : m_orders)
        orders.append(a.toJson());
    return {
        {kStart, scenarioToJson(m_start)}, {kSeed, QString::number(m_seed, 16)}, {kOrders, orders}};
}

std::unique_ptr<ChosenMenGame> ChosenMenGame::fromJson(const QJsonObject &json, QString *error)
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
    bool ok = false;
    const quint64 seed = json.value(kSeed).toString().toULongLong(&ok, 16);
    if (!ok)
        return fail(Text::tr("seed: should be a hexadecimal number"));
    if (!json.value(kOrders).isArray())
        return fail(Text::tr("orders: should be a list"));
    auto game = std::make_unique<ChosenMenGame>(*start.scenario, seed);
    const QJsonArray orders = json.value(kOrders).toArray();
    for (int i = 0; i < orders.size(); ++i) {
        const std::optional<GameAction> order = GameAction::fromJson(orders[i].toObject());
        if (!order)
            return fail(Text::tr("orders[%1]: should be an order with a kind").arg(i));
        const ActionOutcome outcome = game->perform(*order);
        if (!outcome.done)
            return fail(Text::tr("orders[%1]: the rules refuse it: %2")
                            .arg(i)
                            .arg(outcome.problems.join(QStringLiteral("; "))));
    }
    return game;
}

} // namespace ambuscade::chosenmen
