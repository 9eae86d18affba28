// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/melee.h"

#include "chosenmen/procedures/shotpaths.h"

#include "game/dice.h"

#include <algorithm>

namespace ambuscade::chosenmen {

MeleeFighter meleeFighter(const Quality &quality, const TroopKind &kind)
{
    MeleeFighter f;
    f.quality = &quality;
    f.mounted = kind.mounted;
    f.light = kind.light;
    f.guards = kind.guards;
    return f;
}

MeleeFighter defenderAgainst(MeleeFighter defender, const MeleeFighter &attacker)
{
    defender.bayonetsAgainstCavalryFront =
        defender.formed && defender.bayonets && attacker.mounted && !attacker.onFlankOrRear;
    return defender;
}

bool atFlankOrRear(const Figure &defender, const QPointF &from)
{
    return degreesOffFacing(defender, from) > kFrontHalfDegrees + 1e-9;
}

bool hasChargeBonus(const MeleeFighter &f)
{
    return f.chargingOverOpen && !f.blown;
}

QList<Modifier> meleeModifiers(const MeleeFighter &f, bool opponentHasChargeBonus)
{
    QList<Modifier> mods;
    auto add = [&](bool applies, const char *id, int value) {
        if (applies && value != 0)
            mods.append({QLatin1String(id), value});
    };
    add(f.quality != nullptr, "quality", f.quality ? f.quality->meleeModifier : 0);
    add(hasChargeBonus(f), "charging", 1);
    add(true, "close-weapon", f.closeWeaponModifier);
    const bool cover = !opponentHasChargeBonus;
    add(cover && f.defendingCover == geo::Cover::Soft, "soft-cover", 1);
    add(cover && f.defendingCover == geo::Cover::Hard, "hard-cover", 2);
    add(f.chargedInBuilding, "in-building", 2);
    add(f.formed, "formed", f.bayonetsAgainstCavalryFront ? 5 : 1);
    add(f.mounted && !f.blown, "mounted", 2);
    add(f.outnumbered, "outnumbered", -2);
    add(f.outOfCommand, "out-of-command", -4);
    add(f.colourBearer, "colour-bearer", 1);
    add(true, "officer-bonus", f.officerBonus);
    return mods;
}

namespace {
// A draw between light troops (or guards) and others is settled by 1.
int drawBreak(const MeleeFighter &a, const MeleeFighter &d)
{
    int margin = 0;
    if (a.light != d.light)
        margin += a.light ? -1 : 1;
    if (a.guards != d.guards)
        margin += a.guards ? 1 : -1;
    // "Automatically lose by 1", "win by 1" (seed §17-18): light troops against guards lose
    // by 1, not 2.
    return (margin > 0) - (margin < 0);
}
} // namespace

PairResult judgePair(int attackerTotal, int defenderTotal, const MeleeFighter &attacker,
                     const MeleeFighter &defender)
{
    const bool cavalryOnFlank = attacker.mounted && attacker.onFlankOrRear;
    PairResult r;
    r.attackerTotal = attackerTotal;
    r.defenderTotal = defenderTotal;
    r.margin = attackerTotal - defenderTotal;
    if (r.margin == 0)
        r.margin = drawBreak(attacker, defender);
    r.attackerWon = r.margin > 0;
    const int by = std::abs(r.margin);
    if (by == 0)
        r.outcome = MeleeOutcome::Draw;
    else if (by <= 2)
        r.outcome = MeleeOutcome::FallBack;
    else {
        r.outcome = MeleeOutcome::Casualty;
        r.woundDice = by + (cavalryOnFlank && r.attackerWon ? by : 0);
    }
    return r;
}

MeleeRound fightRound(const QList<MeleeFighter> &attackers, const MeleeFighter &defender,
                      Dice &dice)
{
    MeleeRound round;
    const int count = std::min<int>(attackers.size(), kMostAttackersOnOne);
    const bool anyChargeBonus =
        std::any_of(attackers.begin(), attackers.begin() + count, hasChargeBonus);
    for (int i = 0; i < count; ++i)
        round.attackerDice << dice.roll(kD10);
    round.defenderDie = dice.roll(kD10);
    for (int i = 0; i < count; ++i) {
        const MeleeFighter against = defenderAgainst(defender, attackers[i]);
        const int attack = round.attackerDice[i] + total(meleeModifiers(attackers[i], false));
        const int defence = round.defenderDie + total(meleeModifiers(against, anyChargeBonus));
        round.pairs << judgePair(attack, defence, attackers[i], against);
    }
    return round;
}

} // namespace ambuscade::chosenmen
