// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/melee.h"

#include "fiw/tables/combattables.h"
#include "fiw/tables/weapons.h"

#include <QHash>

namespace ambuscade::fiw {

bool inBaseContact(const Battlefield &field, int a, int b)
{
    return field.geometry().edgeDistance(a, b) <= kContactCm;
}

QList<MeleePair> pairForMelee(const Battlefield &field, const QList<int> &attackers,
                              const QList<int> &defenders)
{
    // Who touches whom; only those fight.
    QHash<int, QList<int>> touching;
    for (int a : attackers)
        for (int d : defenders)
            if (inBaseContact(field, a, d)) {
                touching[a] << d;
                touching[d] << a;
            }
    // The attackers with fewest foes in reach choose first, so that none is left with only
    // a defender another could have taken; each takes the least engaged man he touches, the
    // nearest of those.
    QList<int> order;
    for (int a : attackers)
        if (touching.contains(a))
            order << a;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return touching[a].size() < touching[b].size(); });
    const geo::TableGeometry &g = field.geometry();
    QHash<int, int> engaged;
    QList<MeleePair> pairs;
    for (int a : std::as_const(order)) {
        int choice = -1;
        for (int d : touching[a])
            if (choice < 0 || engaged.value(d) < engaged.value(choice) ||
                (engaged.value(d) == engaged.value(choice) &&
                 g.edgeDistance(a, d) < g.edgeDistance(a, choice)))
                choice = d;
        engaged[choice] += 1;
        engaged[a] += 1;
        pairs.append({a, choice});
    }
    // A defender whom no attacker chose still fights a man who touches him: the least engaged.
    for (int d : defenders) {
        if (!touching.contains(d) || engaged.contains(d))
            continue;
        int choice = -1;
        for (int a : touching[d])
            if (choice < 0 || engaged.value(a) < engaged.value(choice))
                choice = a;
        engaged[choice] += 1;
        engaged[d] += 1;
        pairs.append({choice, d});
    }
    return pairs;
}

int meleeFactor(const Figure &figure)
{
    const Weapon *w = findWeapon(weaponId(figure));
    if (!w)
        return 0;
    return hasBayonet(figure) ? w->meleeFactorWithBayonet : w->meleeFactor;
}

MeleeResult fightMelee(const Battlefield &field, Scenario &state, const QList<MeleePair> &pairs,
                       Dice &dice)
{
    MeleeResult result;
    // Who fights, and every enemy touching each: the dice count them all (§11: −1 per enemy
    // beyond the first touching him; the weapon bonus against every foe).
    QHash<int, QList<int>> foes;
    QList<int> fighters;
    for (const MeleePair &p : pairs)
        for (int me : {p.attacker, p.defender})
            if (!fighters.contains(me))
                fighters << me;
    for (int me : std::as_const(fighters))
        for (int other : std::as_const(fighters))
            if (state.figures[other].side != state.figures[me].side &&
                inBaseContact(field, me, other))
                foes[me] << other;
    QHash<int, MeleeRoll> rolls;
    for (int f : fighters) {
        const Figure &me = state.figures[f];
        MeleeRoll roll;
        roll.figure = f;
        roll.die = dice.roll(6);
        roll.classBonus = classModifier(figureClass(me));
        roll.outnumbered = int(foes[f].size()) - 1;
        const bool outclasses = std::all_of(foes[f].begin(), foes[f].end(), [&](int foe) {
            return meleeFactor(me) > meleeFactor(state.figures[foe]);
        });
        roll.betterWeapon = outclasses ? 1 : 0;
        rolls.insert(f, roll);
        result.rolls << roll;
    }
    for (const MeleePair &p : pairs) {
        PairResult pr;
        pr.pair = p;
        const MeleeRoll &a = rolls[p.attacker], &d = rolls[p.defender];
        if (a.total() != d.total()) {
            const bool attackerWon = a.total() > d.total();
            pr.winner = attackerWon ? p.attacker : p.defender;
            const int loser = attackerWon ? p.defender : p.attacker;
            const int naturalDie = rolls[pr.winner].die;
            Figure &beaten = state.figures[loser];
            if (naturalDie == 6 || (naturalDie == 5 && isWounded(beaten))) {
                pr.loserKilled = !beaten.killed;
                beaten.killed = true;
            } else if (naturalDie == 5) {
                pr.loserWounded = true;
                setWounded(beaten, true);
            }
            (attackerWon ? result.attackerWins : result.defenderWins) += 1;
        }
        result.pairs << pr;
    }

    // The losing side falls back from the enemy and is retreating.
    if (!pairs.isEmpty()) {
        const int attackerGroup = field.actingGroup(pairs.first().attacker);
        const int defenderGroup = field.actingGroup(pairs.first().defender);
        if (result.attackerWins <= result.defenderWins)
            result.pushedBack << attackerGroup;
        if (result.defenderWins <= result.attackerWins)
            result.pushedBack << defenderGroup;
        for (int g : result.pushedBack) {
            const int other = g == attackerGroup ? defenderGroup : attackerGroup;
            const QPointF enemy = field.centroid(field.group(other));
            for (int f : field.group(g).living(state)) {
                QPointF away = state.figures[f].position - enemy;
                const double len = std::hypot(away.x(), away.y());
                away = len > 0 ? away / len : QPointF(0, 1);
                QPointF to = state.figures[f].position + away * kPushBackCm;
                to.setX(std::clamp(to.x(), 0.0, state.table.widthCm));
                to.setY(std::clamp(to.y(), 0.0, state.table.heightCm));
                result.fellBack.append({f, state.figures[f].position, to});
                state.figures[f].position = to;
            }
            setGroupStatus(state.groups[g], GroupStatus::Retreating);
        }
    }
    return result;
}

} // namespace ambuscade::fiw
