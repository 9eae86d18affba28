// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/figure.h"

#include <QString>

#include <optional>

namespace ambuscade::chosenmen {

// An officer's bonus points (reading §8): once per turn, on his card, he spends them on a
// morale rally, his own melee, removing wounds or a re-roll.
enum class BonusUse { Rally, Melee, RemoveWounds, Reroll };
QString bonusUseId(BonusUse use); // "rally", "melee", "remove-wounds", "reroll"

// What he has to spend this turn, and what he spent it on once his card has been played.
struct OfficerBonus {
    int points = 0;
    std::optional<BonusUse> spentOn;
};
// A new turn gives him his rank's points and the scenario's extra ones again (an unlucky
// officer one fewer).
OfficerBonus bonusForTurn(const Figure &officer);
// Spends some of them on one use: false, changing nothing, when he has not that many or has
// spent them already this turn (the once is his card's: what is left is lost with it).
bool spendBonus(OfficerBonus &bonus, BonusUse use, int points);

// Colours (reading §3): a command that lost its colours tests at −2, a unit that took enemy
// colours at +2, for the rest of the game; a unit with (or formed with) the colours +1.
struct Colours {
    bool lost = false;
    bool captured = false;
};
int coloursModifier(const Colours &colours, bool withColours);

} // namespace ambuscade::chosenmen
