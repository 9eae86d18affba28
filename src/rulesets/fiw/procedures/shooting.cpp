// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/shooting.h"

#include "fiw/tables/factions.h"

namespace ambuscade::fiw {

namespace {
// Resolves `count` shots by the shooters in turn (nearest first) at a target group.
Fire resolveShots(const Battlefield &field, Scenario &state, QList<int> shooters, int targetGroup,
                  int count, bool moved, bool advancing, Dice &dice)
{
    Fire fire;
    const GroupView &target = field.group(targetGroup);
    const geo::TableGeometry &g = field.geometry();
    const auto nearestTarget = [&](int shooter) {
        int best = -1;
        double bestDistance = 0;
        for (int t : target.living(state)) {
            const double d = g.edgeDistance(shooter, t);
            if (best < 0 || d < bestDistance)
                best = t, bestDistance = d;
        }
        return best;
    };
    std::stable_sort(shooters.begin(), shooters.end(), [&](int a, int b) {
        return g.edgeDistance(a, nearestTarget(a)) < g.edgeDistance(b, nearestTarget(b));
    });
    for (int i = 0; i < count && !shooters.isEmpty(); ++i) {
        const QList<int> living = target.living(state);
        if (living.isEmpty())
            break;
        Shot shot;
        shot.shooter = shooters[i % shooters.size()];
        shot.target = nearestTarget(shot.shooter);
        const Figure &shooter = state.figures[shot.shooter];
        const Weapon *weapon = findWeapon(weaponId(shooter));
        const bool spears = advancing && weaponId(shooter) == QLatin1String("spear");
        shot.band = bandAfterMoving(
            rangeBand(*weapon, g.edgeDistance(shot.shooter, shot.target), isWounded(shooter)),
            moved, spears);
        shot.cover = g.coverAgainst(shot.target, shot.shooter).cover;
        shot.needed = toHitNeeded(shot.band, shot.cover);
        shot.modifier = classModifier(figureClass(shooter));
        if (shot.needed == 0) {
            fire.shots << shot; // out of range: no die thrown
            continue;
        }
        shot.d8 = dice.roll(8);
        shot.hit = shotHits(shot.d8, shot.band, shot.cover, figureClass(shooter));
        if (shot.hit) {
            shot.allocationRoll = dice.roll(int(living.size()));
            shot.struck = living[shot.allocationRoll - 1];
            shot.damageRoll = dice.roll(6);
            shot.damageDie = heldDamageDie(shot.damageRoll, shot.modifier);
            shot.damage = damageFor(weapon->damage, shot.damageDie);
            Figure &victim = state.figures[shot.struck];
            if (shot.damage == Damage::Wound && !isWounded(victim)) {
                setWounded(victim, true);
                fire.wounded << shot.struck;
            } else if (shot.damage != Damage::Graze) {
                victim.killed = true; // killed outright, or a second wound
                setWounded(victim, isWounded(victim) || shot.damage == Damage::Wound);
                fire.wounded.removeAll(shot.struck);
                fire.killed << shot.struck;
            }
        }
        fire.shots << shot;
    }
    return fire;
}

bool canShoot(const Figure &f)
{
    const Weapon *w = findWeapon(weaponId(f));
    return f.onTable() && w && w->shoots();
}
} // namespace

int uncommandedShots(int ableToShoot, bool moved)
{
    if (ableToShoot <= 0)
        return 0;
    return std::max(1, ableToShoot / (moved ? 3 : 2));
}

RangeBand bandAfterMoving(RangeBand band, bool moved, bool spearsAdvancing)
{
    if (!moved || spearsAdvancing || band == RangeBand::Out)
        return band;
    return RangeBand(static_cast<int>(band) + 1);
}

Sighting nearestVisibleEnemy(const Battlefield &field, int group, double spottingCm)
{
    Sighting best;
    const Scenario &s = field.scenario();
    for (int m : field.group(group).living(s)) {
        for (int e = 0; e < s.figures.size(); ++e) {
            if (!s.figures[e].onTable() || s.figures[e].side == s.figures[m].side)
                continue;
            const double d = field.geometry().edgeDistance(m, e);
            if ((best.shooter < 0 || d < best.distanceCm) && field.sees(m, e, spottingCm))
                best = {m, e, d};
        }
    }
    return best;
}

Fire groupFire(const Battlefield &field, Scenario &state, int group, bool moved, bool advancing,
               double spottingCm, Dice &dice)
{
    const Sighting sighting = nearestVisibleEnemy(field, group, spottingCm);
    if (sighting.target < 0)
        return {};
    const int targetGroup = field.actingGroup(sighting.target);
    QList<int> able;
    for (int m : field.group(group).living(state))
        if (canShoot(state.figures[m]))
            able << m;
    return resolveShots(field, state, able, targetGroup, uncommandedShots(int(able.size()), moved),
                        moved, advancing, dice);
}

Fire orderedFire(const Battlefield &field, Scenario &state, const QList<int> &ableToShoot,
                 int targetGroup, bool moved, Dice &dice)
{
    QList<int> volley, atWill;
    for (int f : ableToShoot) {
        if (!canShoot(state.figures[f]))
            continue;
        const Faction *side = findFaction(faction(state.figures[f]));
        (side && side->firesVolleys ? volley : atWill) << f;
    }
    Fire fire =
        resolveShots(field, state, volley, targetGroup, int(volley.size()), moved, false, dice);
    const Fire rest = resolveShots(field, state, atWill, targetGroup,
                                   uncommandedShots(int(atWill.size()), moved), moved, false, dice);
    fire.shots += rest.shots;
    fire.wounded += rest.wounded;
    fire.killed += rest.killed;
    return fire;
}

} // namespace ambuscade::fiw
