// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/candidates.h"

#include "game/game.h"
#include "game/opponent.h"
#include "rules/ruleset.h"

#include <algorithm>

namespace ambuscade {

namespace {
bool sameOrder(const GameAction &a, const GameAction &b)
{
    return a.kind == b.kind && a.actor == b.actor && a.params == b.params;
}

void addOnce(QList<GameAction> *orders, const GameAction &order)
{
    const bool known = std::any_of(orders->cbegin(), orders->cend(),
                                   [&](const GameAction &o) { return sameOrder(o, order); });
    if (!known)
        orders->append(order);
}
} // namespace

QList<GameAction> candidateOrders(const Game &view, Opponent &computer)
{
    QList<GameAction> candidates;
    for (const GameAction &order : computer.proposals(view, kMostProposals))
        addOnce(&candidates, order);
    if (candidates.isEmpty() || !view.ruleset().board())
        return candidates;
    QList<GameAction> legal = view.legalActions();
    legal.erase(
        std::remove_if(legal.begin(), legal.end(), [](const GameAction &a) { return a.isNext(); }),
        legal.end());
    if (legal.size() <= kShortLegalList)
        for (const GameAction &order : std::as_const(legal))
            addOnce(&candidates, order);
    return candidates;
}

} // namespace ambuscade
