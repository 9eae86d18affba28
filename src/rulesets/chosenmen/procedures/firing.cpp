// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/firing.h"

#include "game/dice.h"
#include "surface/lengthunit.h"

namespace ambuscade::chosenmen {

RangeBand rangeBand(const FireWeapon &weapon, double distanceCm)
{
    const double inches = distanceCm / kCmPerInch;
    if (inches <= weapon.closeIn + 1e-9)
        return RangeBand::Close;
    if (inches <= weapon.effectiveIn + 1e-9)
        return RangeBand::Effective;
    return RangeBand::Out;
}

QString rangeBandId(RangeBand band)
{
    switch (band) {
    case RangeBand::Close:
        return QStringLiteral("close");
    case RangeBand::Effective:
        return QStringLiteral("effective");
    case RangeBand::Out:
        break;
    }
    return QStringLiteral("out");
}

QList<Modifier> fireModifiers(const ShotSituation &s)
{
    QList<Modifier> mods;
    auto add = [&](bool applies, const char *id, int value) {
        if (applies && value != 0)
            mods.append({QLatin1String(id), value});
    };
    add(s.band == RangeBand::Close, "close-range", 1);
    // The weapon's own: rifle +1, blunderbuss +1, grape +3.
    add(s.weapon != nullptr, "weapon", s.weapon ? s.weapon->fireModifier : 0);
    add(s.firer != nullptr, "quality", s.firer ? s.firer->fireModifier : 0);
    add(s.volley, "volley", 1);
    add(s.targetFormed || s.targetMounted, "target-formed-or-mounted", 1);
    add(s.firerMounted, "firer-mounted", -1);
    add(s.targetSkirmishers, "target-skirmishers", -1);
    add(s.targetCover == geo::Cover::Soft, "soft-cover", -1);
    add(s.targetCover == geo::Cover::Hard, "hard-cover", -2);
    return mods;
}

int scoreNeeded(const ShotSituation &shot)
{
    return shot.sniperAtLeader ? 10 : 8;
}

Struck struckBy(int reroll)
{
    if (reroll <= 5)
        return Struck::Ranker;
    if (reroll <= 8)
        return Struck::SquadLeader;
    return Struck::Officer;
}

int Shot::hits() const
{
    int n = 0;
    for (const ShotDie &d : dice)
        n += d.hit;
    return n;
}

Shot fire(const ShotSituation &situation, Dice &dice)
{
    Shot shot;
    shot.modifiers = fireModifiers(situation);
    shot.needed = scoreNeeded(situation);
    const int modifier = total(shot.modifiers);
    const int count = situation.weapon ? situation.weapon->dicePerShot : 1;
    for (int i = 0; i < count; ++i) {
        ShotDie d;
        d.die = dice.roll(kD10);
        d.modified = d.die + modifier;
        // A natural 0 always hits, and a second die says whom.
        d.hit = d.die == kD10 || d.modified >= shot.needed;
        if (d.die == kD10) {
            d.whoDie = dice.roll(kD10);
            d.struck = struckBy(d.whoDie);
        }
        shot.dice.append(d);
    }
    return shot;
}

int reloadTurns(const FireWeapon &weapon, const Quality &quality, bool britishRegulars)
{
    if (weapon.oneTurnForSteadyTroops && (quality.loadsMusketInOneTurn || britishRegulars))
        return 1;
    return weapon.reloadTurns;
}

const FireWeapon &tapLoadedAs()
{
    return *findFireWeapon(QStringLiteral("musket"));
}

} // namespace ambuscade::chosenmen
