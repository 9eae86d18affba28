// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/melee.h"

#include "fiw/tables/combattables.h"
#include "fiw/tables/weapons.h"

#include <QHash>

namespace ambuscade::fiw {

QList<MeleePair> pairForMelee(const Battlefield &field, const QList<int> &attackers,
                              const QList<int> &defenders)
{
    QList<MeleePair> pairs;
    if (defenders.isEmpty())
        return pairs;
    const geo::TableGeometry &g = field.geometry();
    const auto nearestDistance = [&](int attacker) {
        double best = std::numeric_limits<double>::infinity();
        for (int d : defenders)
            best = std::min(best, g.edgeDistance(attacker, d));
        return best;
    };
    // The attackers closest to the enemy choose first.
    QList<int> order = attackers;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return nearestDistance(a) < nearestDistance(b); });
    QHash<int, int> engaged;
    for (int a : order) {
        int choice = -1;
        for (int d : defenders) {
            if (choice < 0 || engaged.value(d) < engaged.value(choice) ||
                (engaged.value(d) == engaged.value(choice) &&
                 g.edgeDistance(a, d) < g.edgeDistance(a, choice)))
                choice = d;
        }
        engaged[choice] += 1;
        pairs.append({a, choice});
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
    // Who fights whom, both ways round.
    QHash<int, QList<int>> foes;
    QList<int> fighters;
    for (const MeleePair &p : pairs) {
        for (const auto &[me, foe] :
             {std::pair{p.attacker, p.defender}, std::pair{p.defender, p.attacker}}) {
            if (!foes.contains(me))
                fighters << me;
            foes[me] << foe;
        }
    }
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
