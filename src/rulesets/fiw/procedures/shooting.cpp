// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/shooting.h"

#include "fiw/tables/factions.h"

#include <algorithm>

namespace ambuscade::fiw {

int Fire::shotsTaken() const
{
    return int(
        std::count_if(shots.begin(), shots.end(), [](const Shot &shot) { return shot.taken(); }));
}

int Fire::hits() const
{
    return int(
        std::count_if(shots.begin(), shots.end(), [](const Shot &shot) { return shot.hit; }));
}

namespace {
// How a volley is fired: every man who sees a target once (commanded troops that fire
// volleys), or one shot per two or three of them (§10's uncommanded rate); whether the
// firers moved this phase (the rate), and whether moving costs them a range band
// (uncommanded fire only) unless they throw spears as they advance.
struct Volley {
    bool everyMan = false;
    bool moved = false;
    bool bandPenalty = false;
    bool spearsAdvancing = false;
    double spottingCm = 0; // the firers' group's spotting distance this turn
};

// The band at which a shooter would fire at a target, as the volley is fired (a band further
// for men who moved and fire without orders).
RangeBand bandOfShot(const Battlefield &field, const Scenario &state, int shooter, int target,
                     const Volley &how)
{
    const Figure &firer = state.figures[shooter];
    const Weapon *weapon = findWeapon(weaponId(firer));
    const bool spears = how.spearsAdvancing && weaponId(firer) == QLatin1String("spear");
    const RangeBand band =
        rangeBand(*weapon, field.geometry().edgeDistance(shooter, target), isWounded(firer));
    return how.bandPenalty ? bandAfterMoving(band, how.moved, spears) : band;
}

// One shot and its dice, by a shooter at the target he aims at; the hit falls on a man of
// `exposed` chosen by a die.
Shot shoot(const Battlefield &field, Scenario &state, int shooter, int target,
           const QList<int> &exposed, const Volley &how, Dice &dice, Fire &fire)
{
    const geo::TableGeometry &g = field.geometry();
    Shot shot;
    shot.shooter = shooter;
    shot.target = target;
    const Figure &firer = state.figures[shooter];
    const Weapon *weapon = findWeapon(weaponId(firer));
    shot.band = bandOfShot(field, state, shooter, target, how);
    shot.cover = g.coverAgainst(target, shooter).cover;
    shot.needed = toHitNeeded(shot.band, shot.cover);
    shot.modifier = classModifier(figureClass(firer));
    if (!shot.taken())
        return shot; // out of range: no die thrown
    shot.d8 = dice.roll(8);
    shot.hit = shotHits(shot.d8, shot.band, shot.cover, figureClass(firer));
    if (!shot.hit)
        return shot;
    shot.allocationRoll = dice.roll(int(exposed.size()));
    shot.struck = exposed[shot.allocationRoll - 1];
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
    return shot;
}

// The men a shot aimed at `aimed` may fall on. §1, §10: a leader standing apart from his
// group is a group of his own, hit only by a shot aimed at him; a shot at his men falls among
// the men standing together that the firers saw. When those have all fallen, the shot goes
// to whoever the firers saw still standing.
QList<int> exposedTo(const Battlefield &field, const Scenario &state, int targetGroup,
                     const QList<int> &seen, int aimed)
{
    const QList<int> &apart = field.group(targetGroup).apart;
    const bool atLeader = apart.contains(aimed);
    QList<int> exposed, standing;
    for (int t : seen) {
        if (state.figures[t].killed)
            continue;
        standing << t;
        if (atLeader ? t == aimed : !apart.contains(t))
            exposed << t;
    }
    return exposed.isEmpty() ? standing : exposed;
}

// The shots of `shooters` at a target group (§10). Each shooter needs clear sight of the man
// he aims at: he aims at the nearest of the group he sees, and one who sees none of it does
// not shoot. In a volley every other man fires (one with his mark beyond reach throws no
// die, and his line says so); at the uncommanded rate, one shot per two or three of the men
// whose mark is within reach, the nearest first. The hits fall among the men any of them
// could see.
Fire resolveShots(const Battlefield &field, Scenario &state, const QList<int> &shooters,
                  int targetGroup, const Volley &how, Dice &dice)
{
    const geo::TableGeometry &g = field.geometry();
    QHash<int, int> aim; // shooter → the nearest target he sees
    QList<int> firers, inReach, seen;
    for (int s : shooters) {
        int best = -1;
        for (int t : field.group(targetGroup).living(state)) {
            if (!field.sees(s, t, how.spottingCm))
                continue;
            if (!seen.contains(t))
                seen << t;
            if (best < 0 || g.edgeDistance(s, t) < g.edgeDistance(s, best))
                best = t;
        }
        if (best < 0)
            continue;
        aim.insert(s, best);
        firers << s;
        if (!how.everyMan && bandOfShot(field, state, s, best, how) != RangeBand::Out)
            inReach << s;
    }
    QList<int> &shooting = how.everyMan ? firers : inReach;
    std::stable_sort(shooting.begin(), shooting.end(), [&](int a, int b) {
        return g.edgeDistance(a, aim[a]) < g.edgeDistance(b, aim[b]);
    });
    const int count =
        how.everyMan ? int(shooting.size()) : uncommandedShots(int(shooting.size()), how.moved);
    Fire fire;
    for (int i = 0; i < count; ++i) {
        const int shooter = shooting[i];
        const QList<int> exposed = exposedTo(field, state, targetGroup, seen, aim[shooter]);
        if (exposed.isEmpty())
            break;
        const int target = exposed.contains(aim[shooter]) ? aim[shooter] : exposed.first();
        fire.shots << shoot(field, state, shooter, target, exposed, how, dice, fire);
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
            if (!s.figures[e].onTable() || field.sameSide(e, m))
                continue;
            const double d = field.geometry().edgeDistance(m, e);
            if ((best.shooter < 0 || d < best.distanceCm) && field.sees(m, e, spottingCm))
                best = {m, e, d};
        }
    }
    return best;
}

Fire groupFire(const Battlefield &field, Scenario &state, int group, bool moved, bool advancing,
               double spottingCm, Dice &dice, const std::function<bool(int)> &mayShoot)
{
    const Sighting sighting = nearestVisibleEnemy(field, group, spottingCm);
    if (sighting.target < 0)
        return {};
    const int targetGroup = field.actingGroup(sighting.target);
    QList<int> able;
    for (int m : field.group(group).living(state))
        if (canShoot(state.figures[m]) && (!mayShoot || mayShoot(m)))
            able << m;
    return resolveShots(field, state, able, targetGroup,
                        {false, moved, true, advancing, spottingCm}, dice);
}

Fire orderedFire(const Battlefield &field, Scenario &state, const QList<int> &ableToShoot,
                 int targetGroup, bool moved, double spottingCm, Dice &dice)
{
    QList<int> volley, atWill;
    for (int f : ableToShoot) {
        if (!canShoot(state.figures[f]))
            continue;
        const Faction *side = findFaction(faction(state.figures[f]));
        (side && side->firesVolleys ? volley : atWill) << f;
    }
    // Commanded men shoot at their true band: they may fire only after at most half a move.
    Fire fire = resolveShots(field, state, volley, targetGroup,
                             {true, moved, false, false, spottingCm}, dice);
    const Fire rest = resolveShots(field, state, atWill, targetGroup,
                                   {false, moved, false, false, spottingCm}, dice);
    fire.shots += rest.shots;
    fire.wounded += rest.wounded;
    fire.killed += rest.killed;
    return fire;
}

Fire aimedShot(const Battlefield &field, Scenario &state, int shooter, int target,
               double spottingCm, Dice &dice)
{
    Fire fire;
    if (!canShoot(state.figures[shooter]) || !field.sees(shooter, target, spottingCm))
        return fire;
    fire.shots << shoot(field, state, shooter, target, {target},
                        {true, false, false, false, spottingCm}, dice, fire);
    return fire;
}

} // namespace ambuscade::fiw
