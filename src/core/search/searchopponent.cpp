// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/searchopponent.h"

#include "rules/playrules.h"
#include "search/candidates.h"
#include "search/candidatescores.h"
#include "search/race.h"
#include "search/rounds.h"

namespace ambuscade {

SearchOpponent::SearchOpponent(const PlayRules &rules, const SearchBudget &budget)
    : m_rules(rules), m_budget(budget), m_computer(rules.opponent(QLatin1String(kComputerOpponent)))
{}

std::optional<GameAction> SearchOpponent::decide(const Game &view)
{
    const QList<GameAction> candidates = candidateOrders(view, *m_computer);
    const bool stopped = m_budget.stop && m_budget.stop->load();
    if (candidates.size() <= 1 || stopped) // the first is the computer's own
        return candidates.isEmpty() ? std::nullopt : std::optional(candidates.first());
    const RoundPlayer player(view, m_rules, m_budget.horizonTurns, RoundPlayer::everyCore());
    const RaceResult race = raceOrders(candidates, player, m_budget);
    const int chosen = bestCandidate(race.scores, race.heldOutFrom, m_computer->searchMargin());
    return explainedChoice(race.scores, chosen, race.alike, view.state());
}

} // namespace ambuscade
