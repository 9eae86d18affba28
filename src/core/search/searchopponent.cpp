// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/searchopponent.h"

#include "game/game.h"
#include "game/manygames.h"
#include "rules/playrules.h"
#include "search/candidates.h"
#include "search/candidatescores.h"
#include "search/playout.h"

#include <QElapsedTimer>

namespace ambuscade {

namespace {
bool budgetSpent(const SearchBudget &budget, int rounds, const QElapsedTimer &clock)
{
    if (budget.playouts > 0)
        return rounds >= budget.playouts;
    return rounds > 0 && clock.elapsed() >= qint64(budget.seconds * 1000);
}
} // namespace

SearchOpponent::SearchOpponent(const PlayRules &rules, const SearchBudget &budget)
    : m_rules(rules), m_budget(budget), m_computer(rules.opponent(QLatin1String(kComputerOpponent)))
{}

std::optional<GameAction> SearchOpponent::decide(const Game &view)
{
    const QList<GameAction> candidates = candidateOrders(view, *m_computer);
    if (candidates.size() <= 1)
        return candidates.isEmpty() ? std::nullopt : std::optional(candidates.first());
    QList<CandidateScore> scores;
    for (const GameAction &order : candidates)
        scores.append({order, {}, false});
    const QString side = view.step().side;
    const quint64 seed = view.viewSeed();
    QElapsedTimer clock;
    clock.start();
    // Round by round, every order on the same sample, so that a budget of time cut short
    // still leaves them tried alike.
    for (int round = 0; !budgetSpent(m_budget, round, clock); ++round) {
        const std::unique_ptr<Game> sample = view.sideView(side, gameSeed(seed, round));
        for (CandidateScore &c : scores) {
            if (c.refused)
                continue;
            const std::unique_ptr<Game> game = sample->clone();
            if (!game->perform(c.order).done) {
                c.refused = true;
                continue;
            }
            c.byRound << playOn(*game, side, m_rules, m_budget.horizonTurns);
        }
    }
    return explainedChoice(scores, bestCandidate(scores));
}

} // namespace ambuscade
