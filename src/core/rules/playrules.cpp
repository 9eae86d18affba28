// SPDX-License-Identifier: GPL-3.0-or-later
#include "playrules.h"

#include "game/game.h"
#include "ruleset.h"
#include "scenario/scenario.h"
#include "search/searchopponent.h"

namespace ambuscade {

Scenario PlayRules::withDifficulty(Scenario scenario, const QString &) const
{
    return scenario;
}

QStringList PlayRules::opponents() const
{
    QStringList names = ownOpponents();
    if (names.contains(QLatin1String(kComputerOpponent)))
        names << QLatin1String(kSearchOpponent);
    return names;
}

std::unique_ptr<Opponent> PlayRules::opponent(const QString &name, const SearchBudget &budget) const
{
    if (name == QLatin1String(kSearchOpponent)) {
        if (!ownOpponents().contains(QLatin1String(kComputerOpponent)))
            return nullptr;
        return std::make_unique<SearchOpponent>(*this, budget);
    }
    return ownOpponent(name);
}

const PlayRules &playRulesOf(const Game &game)
{
    return *game.ruleset().play();
}

} // namespace ambuscade
