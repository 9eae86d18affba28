// SPDX-License-Identifier: GPL-3.0-or-later
// A round of melee (reading §7): each defender in base contact against up to three attackers,
// every modifier, and what the margins do to the loser.
#include "chosenmen/game/baseroom.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/formation.h"
#include "chosenmen/procedures/leadership.h"
#include "chosenmen/procedures/melee.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

constexpr double kContactCm = MeleeOrders::kContactCm;
// A man who loses by 1 or 2 falls back beyond the command distance (6 in).
const double kFallBackIn = distances().officerCommandIn;

// The attackers in base contact with a defender, nearest first, at most three.
QList<int> attackersOn(const Scenario &s, const geo::TableGeometry &g, int defender,
                       const QString &attacker)
{
    QList<int> on;
    for (int a : menOf(s, attacker))
        if (fitToFight(s.figures[a]) && g.edgeDistance(a, defender) <= kContactCm)
            on << a;
    std::sort(on.begin(), on.end(), [&](int x, int y) {
        return g.edgeDistance(x, defender) < g.edgeDistance(y, defender);
    });
    return on.mid(0, kMostAttackersOnOne);
}

QJsonArray modifiersJson(const QList<Modifier> &modifiers)
{
    QJsonArray list;
    for (const Modifier &m : modifiers)
        list.append(
            QJsonObject{{QStringLiteral("modifier"), m.id}, {QStringLiteral("value"), m.value}});
    return list;
}

// A man whose base stands in a building: charged there, he fights at +2 (§7).
bool inBuilding(const ChosenMenGame &game, int man)
{
    const Scenario &s = game.state();
    for (int shape : game.geometry().areasAt(s.figures[man].position))
        if (s.terrain[game.geometry().featureIndex(shape)].kind == TerrainKind::Building)
            return true;
    return false;
}

MeleeFighter fighter(const ChosenMenGame &game, int man, bool formed)
{
    const Scenario &s = game.state();
    const Figure &f = s.figures[man];
    const Group &unit = *s.group(f.group);
    MeleeFighter m = meleeFighter(unitQuality(unit), unitKind(unit));
    if (const CloseWeapon *w = findCloseWeapon(closeWeaponId(f)))
        m.closeWeaponModifier = w->meleeModifier;
    m.bayonets = closeWeaponId(f) == QLatin1String("bayonet");
    m.mounted = rides(s, f);
    m.formed = formed;
    m.blown = game.record(f.group).blown;
    m.outOfCommand = outOfCommand(s, f.id);
    m.colourBearer = figureRole(f) == Role::ColourBearer;
    return m;
}
} // namespace

QList<int> MeleeOrders::defendersOf(const Scenario &s, const Melee &melee)
{
    if (melee.officer.isEmpty())
        return fightersOf(s, melee.defender);
    const Figure *him = s.figure(melee.officer);
    return him && him->onTable() ? QList<int>{int(him - s.figures.constData())} : QList<int>();
}

bool MeleeOrders::fightRound(ChosenMenGame &game, Melee &melee)
{
    Scenario &s = game.m_s;
    const geo::TableGeometry &g = *game.m_geometry;
    const bool attackersFormed = isFormed(s, g, melee.attacker);
    const bool defendersFormed = isFormed(s, g, melee.defender);
    bool anyContact = false;
    for (int d : defendersOf(s, melee)) {
        if (!s.figures[d].onTable() || !fitToFight(s.figures[d]))
            continue;
        const QList<int> on = attackersOn(s, g, d, melee.attacker);
        if (on.isEmpty())
            continue;
        anyContact = true;
        QList<MeleeFighter> attackers;
        for (int a : on) {
            MeleeFighter m = fighter(game, a, attackersFormed);
            m.chargingOverOpen = melee.chargeBonus && melee.rounds == 0;
            // Where he stands on the defender: a charger ends on the line he came in by.
            m.onFlankOrRear = atFlankOrRear(s.figures[d], s.figures[a].position);
            attackers << m;
        }
        MeleeFighter defender = fighter(game, d, defendersFormed);
        defender.defendingCover =
            g.positionCover(s.figures[d].position, s.figures[d].radius()).cover;
        defender.outnumbered = on.size() > 1;
        defender.chargedInBuilding = inBuilding(game, d);
        defender.officerBonus = game.m_meleeBonus.value(s.figures[d].id);
        const MeleeRound round = chosenmen::fightRound(attackers, defender, game.m_dice);
        const bool chargeBonus = std::any_of(attackers.begin(), attackers.end(), hasChargeBonus);
        for (int k = 0; k < round.pairs.size(); ++k)
            settlePair(game, on[k], d, round.pairs[k],
                       {round.attackerDice[k], round.defenderDie,
                        modifiersJson(meleeModifiers(attackers[k], false)),
                        modifiersJson(
                            meleeModifiers(defenderAgainst(defender, attackers[k]), chargeBonus)),
                        k == 0});
    }
    ++melee.rounds;
    game.m_units[melee.attacker].didSomething = true;
    game.m_units[melee.defender].didSomething = true;
    game.m_fights << TableIncident{TableIncident::Fight, centreOf(s, melee.defender),
                                   s.group(melee.defender)->side};
    game.tableChanged();
    return anyContact && stillInContact(game, melee);
}

bool MeleeOrders::stillInContact(const ChosenMenGame &game, const Melee &melee)
{
    const Scenario &s = game.state();
    for (int d : defendersOf(s, melee))
        if (!attackersOn(s, game.geometry(), d, melee.attacker).isEmpty())
            return true;
    return false;
}

void MeleeOrders::settlePair(ChosenMenGame &game, int attacker, int defender,
                             const PairResult &pair, const PairDice &dice)
{
    Scenario &s = game.m_s;
    const QJsonArray faces =
        dice.defenderFirst ? QJsonArray{dice.attacker, dice.defender} : QJsonArray{dice.attacker};
    if (!s.figures[attacker].onTable() || !s.figures[defender].onTable()) {
        // An earlier pair of the round took one of them out: his die was thrown all the same.
        // A roll, not a melee's pair: nothing was fought.
        game.say(QStringLiteral("roll"),
                 Text::tr("%1 rolled %2 against %3's %4, for nothing: one of them is out of the "
                          "fight already.")
                     .arg(figureName(s.figures[attacker]))
                     .arg(dice.attacker)
                     .arg(figureName(s.figures[defender]))
                     .arg(dice.defender),
                 {{QStringLiteral("attacker"), s.figures[attacker].id},
                  {QStringLiteral("defender"), s.figures[defender].id},
                  {QStringLiteral("dice"), faces}});
        return;
    }
    const int winner = pair.attackerWon ? attacker : defender;
    const int loser = pair.attackerWon ? defender : attacker;
    QString outcome;
    switch (pair.outcome) {
    case MeleeOutcome::Draw:
        outcome = Text::tr("a draw: they fight on");
        break;
    case MeleeOutcome::FallBack:
        outcome = fallBack(game, loser, winner);
        break;
    case MeleeOutcome::Casualty:
        outcome = Text::tr("%1 is struck down").arg(figureName(s.figures[loser]));
        FireOrders::wound(game, loser, pair.woundDice, false, s.figures[winner].group);
        break;
    }
    game.say(logevent::kMelee,
             Text::tr("%1 rolls %2 (%3 in all) against %4's %5 (%6 in all): %7.")
                 .arg(figureName(s.figures[attacker]))
                 .arg(dice.attacker)
                 .arg(pair.attackerTotal)
                 .arg(figureName(s.figures[defender]))
                 .arg(dice.defender)
                 .arg(pair.defenderTotal)
                 .arg(outcome),
             {{QStringLiteral("attacker"), s.figures[attacker].id},
              {QStringLiteral("defender"), s.figures[defender].id},
              {QStringLiteral("attacker_die"), dice.attacker},
              {QStringLiteral("defender_die"), dice.defender},
              {QStringLiteral("attacker_modifiers"), dice.attackerModifiers},
              {QStringLiteral("defender_modifiers"), dice.defenderModifiers},
              {QStringLiteral("attacker_total"), pair.attackerTotal},
              {QStringLiteral("defender_total"), pair.defenderTotal},
              {QStringLiteral("margin"), pair.margin},
              {QStringLiteral("dice"), faces}});
}

// The loser steps straight back from the winner beyond the command distance, or is captured
// when the way is off the table or impassable.
QString MeleeOrders::fallBack(ChosenMenGame &game, int loser, int winner)
{
    Scenario &s = game.m_s;
    Figure &f = s.figures[loser];
    const QPointF from = f.position;
    QPointF away = from - s.figures[winner].position;
    away /= std::max(1e-9, geo::length(away));
    const QPointF to = from + away * (kFallBackIn * kCmPerInch + f.radius() * 2);
    const bool blocked = !s.table.rect().contains(to) ||
                         !game.m_geometry->pathCost({from, to}, geo::distance(from, to)).passable;
    if (blocked) {
        takePrisoner(game, loser, s.figures[winner].group);
        return Text::tr("%1 cannot fall back and is taken prisoner").arg(figureName(f));
    }
    f.position = nearestFreePlace(s, *game.m_geometry, loser, to);
    return Text::tr("%1 falls back").arg(figureName(f));
}

void MeleeOrders::takePrisoner(ChosenMenGame &game, int man, const QString &captor)
{
    Scenario &s = game.m_s;
    Figure &f = s.figures[man];
    f.killed = true;
    game.m_units[f.group].tookCasualties = true; // a man taken is a casualty (§2)
    if (figureRole(f) == Role::ColourBearer)
        FireOrders::colourBearerFell(game, f, captor);
    const int held = ++game.m_units[captor].prisoners;
    int guards = 0;
    QList<int> free;
    for (int i : menOf(s, captor)) {
        guards += isGuard(s.figures[i]);
        if (fitToFight(s.figures[i]) && figureRole(s.figures[i]) == Role::Ranker)
            free << i;
    }
    // With no ranker to spare, the prisoners are held as they can be.
    if (guards >= guardsNeeded(held) || free.isEmpty())
        return;
    Figure &guard = s.figures[nearestOf(s, free, f.position)];
    guard.attributes.set(QStringLiteral("guard"), true);
    game.say(QStringLiteral("guard"),
             Text::tr("%1 of %2 stands guard over its prisoners (%3).")
                 .arg(figureName(guard), game.unitName(captor))
                 .arg(held),
             {{QStringLiteral("unit"), captor},
              {QStringLiteral("figure"), guard.id},
              {QStringLiteral("prisoners"), held}});
}

} // namespace ambuscade::chosenmen
