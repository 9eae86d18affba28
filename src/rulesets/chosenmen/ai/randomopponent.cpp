// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/ai/randomopponent.h"

#include "chosenmen/ai/planning.h"
#include "chosenmen/game/chosenmengame.h"
#include "chosenmen/game/orderkinds.h"
#include "chosenmen/game/unitreading.h"
#include "game/dice.h"
#include "game/tablemoves.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::chosenmen {

namespace {
// How far from where it stands a random move may aim.
constexpr double kWanderIn = 12;
} // namespace

std::optional<GameAction> RandomOpponent::decide(const Game &g)
{
    const auto &game = static_cast<const ChosenMenGame &>(g);
    QList<GameAction> orders = game.legalActions();
    orders.removeIf([](const GameAction &a) { return a.isNext(); });
    if (orders.isEmpty())
        return std::nullopt;
    Dice dice(quint64(game.log().size()) * 0x9E3779B97F4A7C15ULL ^ quint64(game.orders().size()));
    GameAction order = orders[dice.roll(int(orders.size())) - 1];
    if (order.kind == orderkind::kMove || order.kind == orderkind::kOfficerMove ||
        order.kind == orderkind::kRow) {
        const Scenario &s = game.state();
        const QPointF from = moverPosition(game, order.actor);
        const double reach = kWanderIn * kCmPerInch;
        const QPointF to = s.table.clamp(from + QPointF((dice.roll(201) - 101) / 100.0 * reach,
                                                        (dice.roll(201) - 101) / 100.0 * reach));
        const QStringList enemies = enemyUnits(s, game.step().side);
        QJsonObject params{{QStringLiteral("to"), pointsJson({to})}};
        if (!enemies.isEmpty())
            params.insert(QStringLiteral("face"),
                          pointsJson({centreOf(s, enemies[dice.roll(int(enemies.size())) - 1])}));
        order.params = params;
    }
    order.reason = QCoreApplication::translate("ChosenMenGame", "chosen at random");
    return order;
}

} // namespace ambuscade::chosenmen
