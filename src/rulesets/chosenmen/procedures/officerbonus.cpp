// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/officerbonus.h"

#include "chosenmen/procedures/morale.h"
#include "chosenmen/tables/fields.h"

namespace ambuscade::chosenmen {

QString bonusUseId(BonusUse use)
{
    switch (use) {
    case BonusUse::Rally:
        return QStringLiteral("rally");
    case BonusUse::Melee:
        return QStringLiteral("melee");
    case BonusUse::RemoveWounds:
        return QStringLiteral("remove-wounds");
    case BonusUse::Reroll:
        break;
    }
    return QStringLiteral("reroll");
}

OfficerBonus bonusForTurn(const Figure &officer)
{
    if (figureRole(officer) != Role::Officer)
        return {};
    return {std::max(0, bonusPoints(officer) + faultOf(officer).bonusPointsModifier), {}};
}

bool spendBonus(OfficerBonus &bonus, BonusUse use, int points)
{
    if (points <= 0 || points > bonus.points)
        return false;
    bonus.points -= points;
    bonus.spentOn << use;
    return true;
}

int coloursModifier(const Colours &colours, bool withColours)
{
    // The morale table holds the values; this reads them for these three lines alone.
    MoraleSituation s;
    s.coloursLost = colours.lost;
    s.coloursCaptured = colours.captured;
    s.withColours = withColours;
    return total(moraleModifiers(s));
}

} // namespace ambuscade::chosenmen
