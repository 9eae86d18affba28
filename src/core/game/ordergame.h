// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "gamereplay.h"

#include <functional>
#include <memory>

namespace ambuscade {

// A game kept as the scenario it began from, the seed of its dice and the orders given: a
// rule set whose log does not say everything that changed the table keeps its games so,
// and makes them again by giving the same orders on the same dice.
using GameMaker = std::function<std::unique_ptr<Game>(const Scenario &start, quint64 seed)>;

QJsonObject orderGameJson(const Scenario &start, quint64 seed, const QList<GameAction> &orders);
// The game made again from such an object by the rule set `ruleset` (its id); null, with the
// reason naming the part of the object at fault, when it is not one, its scenario is another
// rule set's (whose orders this one's rules would misread), or the rules refuse an order.
std::unique_ptr<Game> orderGameFromJson(const QJsonObject &json, const QString &ruleset,
                                        const GameMaker &make, QString *error);

// Steps through such a game as it was played, keeping the table after each order. The
// events an order logged come together: while none of them has been passed the table is
// shown as it stood before the order, from the first of them on as it stood after it.
class OrderReplay final : public GameReplay
{
public:
    OrderReplay(const GameMaker &make, const Scenario &start, quint64 seed,
                const QList<GameAction> &orders, const GameLog &log);

    const GameLog &log() const override { return m_log; }
    int position() const override { return m_position; }
    void seek(int position) override;
    Scenario view() const override { return m_tables[m_ordersShown]; }
    // How many of the game's orders the table shown has been given, and how many there are.
    int ordersShown() const { return m_ordersShown; }
    int orders() const { return int(m_tables.size()) - 1; }

private:
    GameLog m_log;
    QList<Scenario> m_tables; // the table after 0, 1, … orders
    QList<int> m_logAfter;    // the events logged by then
    int m_position = 0;
    int m_ordersShown = 0;
};

} // namespace ambuscade
