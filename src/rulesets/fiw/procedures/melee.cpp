// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/melee.h"

#include "fiw/procedures/movement.h"
#include "fiw/tables/combattables.h"
#include "fiw/tables/weapons.h"

#include <QHash>
#include <QSet>

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

namespace {
QPointF unitAway(const QPointF &v)
{
    const double len = std::hypot(v.x(), v.y());
    return len > 0 ? v / len : QPointF(0, 1);
}

// Every paired figure's die and what is added to it.
void rollFighters(const Battlefield &field, const Scenario &state, const QList<MeleePair> &pairs,
                  Dice &dice, MeleeResult &result, QHash<int, MeleeRoll> &rolls)
{
    // Who fights, and every enemy touching each: the dice count them all (§11: −1 per enemy
    // beyond the first touching him; the weapon bonus against every foe). The man he is paired
    // with counts as touching him, though an earlier melee of the phase pushed one of them
    // back since the pairs were made (FiwGame::chargeMelees).
    QHash<int, QList<int>> foes;
    QList<int> fighters;
    const auto addFoe = [&foes](int me, int foe) {
        if (!foes[me].contains(foe))
            foes[me] << foe;
    };
    for (const MeleePair &p : pairs) {
        for (int me : {p.attacker, p.defender})
            if (!fighters.contains(me))
                fighters << me;
        addFoe(p.attacker, p.defender);
        addFoe(p.defender, p.attacker);
    }
    for (int me : std::as_const(fighters))
        for (int other : std::as_const(fighters))
            if (state.figures[other].side != state.figures[me].side &&
                inBaseContact(field, me, other))
                addFoe(me, other);
    for (int f : std::as_const(fighters)) {
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
}

// Each pair's winner, and what his natural die does to the loser.
void settlePairs(Scenario &state, const QList<MeleePair> &pairs, const QHash<int, MeleeRoll> &rolls,
                 MeleeResult &result)
{
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
}

// A beaten group's men step 5 cm straight away from the centroid of the group they fought,
// as far as the way lets them (reading §11: water, the table's edge and other bases stop a
// man where they stand; he is not turned aside). A leader standing apart from the group
// falls back only if he fought: otherwise he was not in the fight (§1).
void fallBack(const Battlefield &field, Scenario &state, int group, int enemyGroup,
              const QHash<int, MeleeRoll> &rolls, MeleeResult &result)
{
    const GroupView &view = field.group(group);
    const QPointF enemy = field.centroid(field.group(enemyGroup));
    QList<int> men = view.living(state);
    men.removeIf([&](int f) { return view.apart.contains(f) && !rolls.contains(f); });
    // The rearmost step back first and make room for the men in front of them.
    const auto fromEnemy = [&](int f) {
        const QPointF v = state.figures[f].position - enemy;
        return std::hypot(v.x(), v.y());
    };
    std::stable_sort(men.begin(), men.end(),
                     [&](int a, int b) { return fromEnemy(a) > fromEnemy(b); });
    FigurePlacer placer(field, men);
    QList<FigureMove> moves;
    for (int f : std::as_const(men)) {
        const QPointF at = state.figures[f].position;
        placer.move(f, at + unitAway(at - enemy) * kPushBackCm, moves);
    }
    for (const FigureMove &move : std::as_const(moves)) {
        result.fellBack.append({move.figure, move.from, move.to});
        state.figures[move.figure].position = move.to;
    }
}

// Decided (§11, "the winner may follow up"): every living man of the winning group who fought
// may step after the first man he fought who fell back and still stands. Men whose foes all
// fell have nobody to follow.
QList<MeleePair> followersOf(const Battlefield &field, const Scenario &state, int winnerGroup,
                             const MeleeResult &result)
{
    QSet<int> fellBack;
    for (const MeleeResult::FallBack &back : result.fellBack)
        fellBack.insert(back.figure);
    QList<MeleePair> followers;
    QSet<int> taken;
    for (const PairResult &p : result.pairs) {
        for (const auto &[me, foe] : {std::pair{p.pair.attacker, p.pair.defender},
                                      std::pair{p.pair.defender, p.pair.attacker}}) {
            if (field.actingGroup(me) != winnerGroup || !state.figures[me].onTable() ||
                taken.contains(me) || !fellBack.contains(foe) || !state.figures[foe].onTable())
                continue;
            taken.insert(me);
            followers.append({me, foe});
        }
    }
    return followers;
}
} // namespace

MeleeResult fightMelee(const Battlefield &field, Scenario &state, const QList<MeleePair> &pairs,
                       Dice &dice)
{
    MeleeResult result;
    if (pairs.isEmpty())
        return result;
    QHash<int, MeleeRoll> rolls;
    rollFighters(field, state, pairs, dice, result, rolls);
    settlePairs(state, pairs, rolls, result);

    // The losing side falls back from the enemy, retreating from melee; a clear winner follows.
    const int attackerGroup = field.actingGroup(pairs.first().attacker);
    const int defenderGroup = field.actingGroup(pairs.first().defender);
    if (result.attackerWins <= result.defenderWins)
        result.pushedBack << attackerGroup;
    if (result.defenderWins <= result.attackerWins)
        result.pushedBack << defenderGroup;
    for (int g : std::as_const(result.pushedBack)) {
        fallBack(field, state, g, g == attackerGroup ? defenderGroup : attackerGroup, rolls,
                 result);
        pushBack(state.groups[g]);
    }
    if (result.pushedBack.size() == 1) {
        result.winnerGroup =
            result.pushedBack.first() == attackerGroup ? defenderGroup : attackerGroup;
        result.followers = followersOf(field, state, result.winnerGroup, result);
    }
    return result;
}

QList<MeleeResult::FallBack> followUp(const Battlefield &field, Scenario &state,
                                      const QList<MeleePair> &followers)
{
    QList<int> men;
    for (const MeleePair &f : followers)
        if (state.figures[f.attacker].onTable() && state.figures[f.defender].onTable())
            men << f.attacker;
    FigurePlacer placer(field, men);
    QList<FigureMove> moves;
    for (const MeleePair &f : followers) {
        if (!men.contains(f.attacker))
            continue;
        const Figure &me = state.figures[f.attacker];
        const Figure &foe = state.figures[f.defender];
        const QPointF contact =
            foe.position - unitAway(foe.position - me.position) * (me.radius() + foe.radius());
        placer.move(f.attacker, contact, moves);
    }
    QList<MeleeResult::FallBack> steps;
    for (const FigureMove &move : std::as_const(moves)) {
        steps.append({move.figure, move.from, move.to});
        state.figures[move.figure].position = move.to;
        state.figures[move.figure].facing = move.facing;
    }
    return steps;
}

} // namespace ambuscade::fiw
