// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/morale.h"

#include "game/dice.h"

namespace ambuscade::chosenmen {

QList<Modifier> moraleModifiers(const MoraleSituation &s)
{
    QList<Modifier> mods;
    auto add = [&](bool applies, const char *id, int value) {
        if (applies && value != 0)
            mods.append({QLatin1String(id), value});
    };
    add(true, "casualties", -s.casualties);
    add(s.leaderLost, "squad-leader-lost", -1);
    add(s.officerLost, "officer-lost", -1);
    add(true, "artillery-casualties", -s.artilleryCasualties);
    add(s.supportedByFormed, "supported-by-formed", 1);
    add(s.formed, "formed", 1);
    add(s.defendingHardCover, "defending-hard-cover", 2);
    add(true, "officer-rallying", s.rallyBonus);
    add(true, "leader-rating", s.leaderRating);
    add(s.withColours, "with-colours", 1);
    add(s.coloursLost, "colours-lost", -2);
    add(s.coloursCaptured, "colours-captured", 2);
    add(true, "troop-kind", s.kindModifier);
    add(s.marinesAfloat, "marines-afloat", 1);
    return mods;
}

int modifiedMorale(const MoraleSituation &s)
{
    return s.baseMorale + total(moraleModifiers(s));
}

MoraleOutcome moraleOutcome(int target, int die)
{
    const int over = die - target;
    if (over <= 0)
        return MoraleOutcome::CarryOn;
    return over <= 2 ? MoraleOutcome::RetreatToCover : MoraleOutcome::Flee;
}

MoraleOutcome moraleAfter(MoraleOutcome before, MoraleOutcome rolled)
{
    return before == MoraleOutcome::Flee && rolled == MoraleOutcome::RetreatToCover
               ? MoraleOutcome::Flee
               : rolled;
}

QString moraleOutcomeId(MoraleOutcome outcome)
{
    switch (outcome) {
    case MoraleOutcome::CarryOn:
        return QStringLiteral("carry-on");
    case MoraleOutcome::RetreatToCover:
        return QStringLiteral("retreat");
    case MoraleOutcome::Flee:
        break;
    }
    return QStringLiteral("flee");
}

MoraleTest testMorale(const MoraleSituation &situation, Dice &dice)
{
    MoraleTest test;
    test.modifiers = moraleModifiers(situation);
    test.target = situation.baseMorale + total(test.modifiers);
    test.die = dice.roll(kD10);
    test.outcome = moraleOutcome(test.target, test.die);
    return test;
}

} // namespace ambuscade::chosenmen
