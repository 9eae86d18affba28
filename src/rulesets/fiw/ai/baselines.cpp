// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/ai/baselines.h"

#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"

#include <QJsonArray>

namespace ambuscade::fiw {

void RandomOpponent::startStep(const FiwGame &game)
{
    const QString step = game.stepKey();
    if (step == m_step)
        return;
    m_step = step;
    m_dice = Dice(qHash(step) ^ quint64(game.log().size()) << 20);
    m_carriedOn = false;
    m_groupsToFire = game.commandedGroups();
}

std::optional<GameAction> RandomOpponent::pick(const QList<GameAction> &orders)
{
    // One chance more than there are orders: that of giving none.
    const int choice = m_dice.roll(int(orders.size()) + 1) - 1;
    if (choice == orders.size())
        return std::nullopt;
    GameAction order = orders[choice];
    order.reason = QStringLiteral("at random");
    return order;
}

std::optional<GameAction> RandomOpponent::decide(const Game &game)
{
    const auto *fiw = dynamic_cast<const FiwGame *>(&game);
    if (!fiw || fiw->over() || fiw->computerActed())
        return std::nullopt;
    startStep(*fiw);
    QList<GameAction> orders = fiw->legalActions();
    orders.removeIf([](const GameAction &a) { return a.isNext() || a.kind == orderkind::kMove; });
    if (fiw->phase() == Phase::Command)
        return pick(orders);
    if (fiw->phase() == Phase::Melee) { // follow up or stand, at random; unsaid, it follows
        orders.removeIf([&](const GameAction &a) {
            return fiw->followUpChoices().isEmpty() ||
                   a.actor != fiw->state().groups[fiw->followUpChoices().first().group].id;
        });
        return pick(orders);
    }
    if (fiw->phase() == Phase::Movement && !m_carriedOn && !fiw->commandedGroups().isEmpty()) {
        m_carriedOn = true;
        QJsonArray groups;
        for (int g : fiw->commandedGroups())
            if (m_dice.roll(2) == 1)
                groups.append(fiw->state().groups[g].id);
        if (groups.isEmpty())
            return std::nullopt;
        return GameAction{orderkind::kCarryOn,
                          {},
                          {{QStringLiteral("groups"), groups}},
                          QStringLiteral("at random")};
    }
    while (fiw->phase() == Phase::Shooting && !m_groupsToFire.isEmpty()) {
        const QString group = fiw->state().groups[m_groupsToFire.takeFirst()].id;
        QList<GameAction> volleys = orders;
        volleys.removeIf([&](const GameAction &a) { return a.actor != group; });
        if (const std::optional<GameAction> volley = pick(volleys))
            return volley;
    }
    return std::nullopt;
}

} // namespace ambuscade::fiw
