// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/figure.h"

#include <QList>
#include <QString>

namespace ambuscade::chosenmen {

// An officer's bonus points (reading §8): once per turn, on his card, he spends them on a
// morale rally, his own melee, removing wounds or a re-roll; seed §8: "if he has enough he can
// spread these over different actions".
enum class BonusUse { Rally, Melee, RemoveWounds, Reroll };
QString bonusUseId(BonusUse use); // "rally", "melee", "remove-wounds", "reroll"

// What he has left to spend this turn, and what he has spent it on so far.
struct OfficerBonus {
    int points = 0;
    QList<BonusUse> spentOn;
};
// A new turn gives him his rank's points and the scenario's extra ones again (an unlucky
// officer one fewer).
OfficerBonus bonusForTurn(const Figure &officer);
// Spends some of them on one use: false, changing nothing, when he has not that many left.
// What one use leaves he may spend on another (or the same again) on his card.
bool spendBonus(OfficerBonus &bonus, BonusUse use, int points);

// Colours (reading §3): a command that lost its colours tests at −2, a unit that took enemy
// colours at +2, for the rest of the game; a unit with (or formed with) the colours +1.
struct Colours {
    bool lost = false;
    bool captured = false;
};
int coloursModifier(const Colours &colours, bool withColours);

} // namespace ambuscade::chosenmen
