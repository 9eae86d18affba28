// SPDX-License-Identifier: GPL-3.0-or-later
#include "playrules.h"

#include "game/game.h"
#include "ruleset.h"
#include "scenario/scenario.h"

namespace ambuscade {

Scenario PlayRules::withDifficulty(Scenario scenario, const QString &) const
{
    return scenario;
}

const PlayRules &playRulesOf(const Game &game)
{
    return *game.ruleset().play();
}

} // namespace ambuscade
