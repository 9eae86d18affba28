// SPDX-License-Identifier: GPL-3.0-or-later
// Charges (reading §7): the tests of both sides, the charge itself and the men brought into
// contact; the melee's rounds are in meleerounds.cpp.
#include "chosenmen/game/baseroom.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/charge.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/terraintable.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QHash>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

// Each charger to the defender nearest him who has fewer than three on him, and moved into
// base contact when his roll takes him there; the others go as far as it does.
void bringIntoContact(Scenario &s, const geo::TableGeometry &g, const QString &attacker,
                      const QList<int> &foes, double rollCm)
{
    QHash<int, int> engaged;
    for (int a : menOf(s, attacker)) {
        Figure &f = s.figures[a];
        QList<int> open;
        for (int d : foes)
            if (engaged.value(d) < 3)
                open << d;
        const int mark = nearestOf(s, open.isEmpty() ? foes : open, f.position);
        const Figure &t = s.figures[mark];
        const double apart = geo::distance(f.position, t.position);
        const double need = apart - f.radius() - t.radius();
        const QPointF way = apart > 0 ? (t.position - f.position) / apart : QPointF(0, -1);
        f.facing = geo::facingOf(way);
        // Each on a base of his own: round his mark to a free place touching him; with no room
        // there, as near as there is, out of contact; short of him, beside the others.
        const QPointF contact = t.position - way * (f.radius() + t.radius());
        const std::optional<QPointF> touching =
            need <= rollCm ? nearestFreeTouching(s, g, a, mark, contact) : std::nullopt;
        if (touching) {
            f.position = *touching;
            engaged[mark] += 1;
        } else {
            f.position =
                nearestFreePlace(s, g, a, need <= rollCm ? contact : f.position + way * rollCm);
        }
    }
}

// Rough ground, marsh and hills: rolled in the difficult column, and difficult for a charge.
bool crossesDifficultGround(const ChosenMenGame &game, const QPointF &from, const QPointF &to)
{
    constexpr double kStepCm = 1;
    const double length = geo::distance(from, to);
    for (double d = 0; d <= length; d += kStepCm)
        for (int shape :
             game.geometry().areasAt(from + (to - from) * (length > 0 ? d / length : 0)))
            if (terrainRow(game.state().terrain[game.geometry().featureIndex(shape)].kind).ground ==
                Ground::Difficult)
                return true;
    return false;
}

// How high a point stands: the hills whose outlines hold it, a hill drawn on a hill standing
// higher, as contours do. The table has no other heights.
int heightAt(const ChosenMenGame &game, const QPointF &p)
{
    int hills = 0;
    for (int shape : game.geometry().areasAt(p))
        hills +=
            game.state().terrain[game.geometry().featureIndex(shape)].kind == TerrainKind::Hill;
    return hills;
}

// Reading §7: "downhill charges keep it even through difficult ground; uphill ones lose it":
// the leader's start against his mark's ground.
Slope slopeOf(const ChosenMenGame &game, const QPointF &from, const QPointF &to)
{
    const int rise = heightAt(game, to) - heightAt(game, from);
    return rise < 0 ? Slope::Downhill : rise > 0 ? Slope::Uphill : Slope::Level;
}
} // namespace

ChargePath MeleeOrders::chargePathOf(const ChosenMenGame &game, const QString &group,
                                     const QPointF &from, const QPointF &to)
{
    const geo::PathCost cost = game.geometry().pathCost({from, to}, geo::distance(from, to));
    ChargePath path;
    path.crossesObstacle = !cost.barriers.isEmpty();
    path.crossesDifficult = cost.difficultCm > 0 || crossesDifficultGround(game, from, to);
    path.slope = slopeOf(game, from, to);
    path.blown = game.record(group).blown;
    return path;
}

double MeleeOrders::chargeReachCm(const ChosenMenGame &game, const QString &group)
{
    const Scenario &s = game.state();
    const int leader = moverOf(s, group);
    if (leader < 0)
        return 0;
    const GroundAt ground = groundAt(s, game.geometry(), s.figures[leader].position);
    return bestRollIn(moveClassOf(s, group, game.record(group).blown), ground.ground) * kCmPerInch;
}

std::optional<MeleeOrders::ChargeOdds>
MeleeOrders::chargeOdds(const ChosenMenGame &game, const QString &group, const QString &target)
{
    const Scenario &s = game.state();
    const int leader = squadLeader(s, group);
    if (leader < 0)
        return std::nullopt;
    int mark = -1;
    if (s.group(target))
        mark = nearestFighter(s, target, s.figures[leader].position);
    else if (const Figure *officer = s.figure(target))
        mark = int(officer - s.figures.constData());
    if (mark < 0)
        return std::nullopt;
    Scenario trial = s; // a move is judged on a table it may change
    const UnitMove move(trial, game.geometry(), group, game.record(group).blown);
    Ground ground = Ground::Open;
    const MoveConditions conditions = move.conditionsTo(s.figures[mark].position, &ground);
    const double gapIn = game.geometry().edgeDistance(leader, mark) / kCmPerInch;
    return ChargeOdds{gapIn, chanceToMove(move.moveClass(), ground, conditions, gapIn)};
}

bool MeleeOrders::mayCharge(const ChosenMenGame &game, const QString &group, const QString &target)
{
    const Scenario &s = game.state();
    const int leader = squadLeader(s, group);
    if (leader < 0)
        return false;
    const int mark = nearestFighter(s, target, s.figures[leader].position);
    return mark >= 0 && reaches(game, group, mark);
}

bool MeleeOrders::reaches(const ChosenMenGame &game, const QString &group, int mark)
{
    const Scenario &s = game.state();
    const int leader = squadLeader(s, group);
    if (leader < 0 || mark < 0)
        return false;
    const QPointF from = s.figures[leader].position, to = s.figures[mark].position;
    // Never across impassable ground (a river off its ford), nor where the chargers may not go.
    if (!game.geometry().pathCost({from, to}, geo::distance(from, to)).passable ||
        closedTo(s, game.geometry(), group, game.record(group).blown, to))
        return false;
    return game.geometry().edgeDistance(leader, mark) <= chargeReachCm(game, group);
}

ActionOutcome MeleeOrders::charge(ChosenMenGame &game, const GameAction &order)
{
    if (order.params.contains(QStringLiteral("officer")))
        return chargeOfficer(game, order);
    Scenario &s = game.m_s;
    const QString target = order.params.value(QStringLiteral("target")).toString();
    const Group *enemy = s.group(target);
    const int leader = squadLeader(s, order.actor);
    if (!enemy || enemy->side == s.group(order.actor)->side || !hasMen(s, target))
        return ActionOutcome::refused(
            Text::tr("\"%1\" is no enemy unit on the table.").arg(target));
    if (leader < 0)
        return ActionOutcome::refused(
            Text::tr("%1 has no squad leader to lead a charge.").arg(game.unitName(order.actor)));
    const int mark = nearestFighter(s, target, s.figures[leader].position);
    if (!mayCharge(game, order.actor, target))
        return ActionOutcome::refused(Text::tr("%1 is beyond the reach of any roll of %2.")
                                          .arg(game.unitName(target), game.unitName(order.actor)));
    if (!chargersGoIn(game, order.actor))
        return {true, {}, Text::tr("refused to charge")};
    return chargeHome(game, order.actor, target, leader, mark);
}

bool MeleeOrders::chargersGoIn(ChosenMenGame &game, const QString &group)
{
    UnitRecord &r = game.m_units[group];
    r.didSomething = true;
    if (!attackerTestsMorale(r.passedThisTurn) ||
        UnitOrders::testMorale(game, group, Text::tr("it charges"), 0, false, true) ==
            MoraleOutcome::CarryOn)
        return true;
    game.say(QStringLiteral("charge"), Text::tr("%1 will not charge.").arg(game.unitName(group)));
    game.forceMove(group);
    return false;
}

ActionOutcome MeleeOrders::chargeHome(ChosenMenGame &game, const QString &group,
                                      const QString &target, int leader, int mark)
{
    Scenario &s = game.m_s;
    const QPointF from = s.figures[leader].position, to = s.figures[mark].position;
    const ChargePath path = chargePathOf(game, group, from, to);
    // The charge's move is rolled as a move straight at the mark.
    Scenario trial = s;
    UnitMove roll(trial, game.geometry(), group, game.record(group).blown);
    const MovedUnit rolled = roll.toward(to, to, game.m_dice);
    const double rollCm = rolled.allowedIn * kCmPerInch;
    if (game.geometry().edgeDistance(leader, mark) > rollCm) {
        goAsFar(game, group, trial,
                Text::tr("%1 charges %2 but falls short (%3).")
                    .arg(game.unitName(group), game.unitName(target), rolled.rollText),
                rolled.diceJson);
        return {true, {}, Text::tr("fell short")};
    }
    game.m_units[target].charged = true;
    const MoraleOutcome stand = UnitOrders::testMorale(game, target, Text::tr("it is charged"));
    if (stand != MoraleOutcome::CarryOn) {
        game.forceMove(target);
        // A unit that got beyond the charge's roll gave up its ground; one that could not (in
        // cover already, told to retreat, or fleeing with nowhere to go) is reached and fought
        // (reading §7: the charge happens if the squad leader reaches it). A fleeing unit that
        // stood still had been safe from every charge, turn after turn.
        if (!withinReach(game, leader, target, rollCm)) {
            goAsFar(game, group, trial,
                    Text::tr("%1 takes the ground %2 gave up (%3).")
                        .arg(game.unitName(group), game.unitName(target), rolled.rollText),
                    rolled.diceJson);
            return {true, {}, Text::tr("the enemy gave way")};
        }
    } else {
        FireOrders::volleyAt(game, target, group, false); // a charged unit that stands may fire
    }
    if (squadLeader(s, group) < 0) {
        game.say(QStringLiteral("charge"),
                 Text::tr("%1's charge at %2 falters: its squad leader has fallen (%3).")
                     .arg(game.unitName(group), game.unitName(target), rolled.rollText),
                 {{QStringLiteral("unit"), group},
                  {QStringLiteral("target"), target},
                  {QStringLiteral("dice"), QJsonArray::fromVariantList(rolled.diceJson)}});
        return {true, {}, Text::tr("the charge faltered")};
    }
    meet(game, group, target, keepsChargeBonus(path), rolled.rollText, rolled.diceJson, rollCm);
    return {true, {}, Text::tr("charged home")};
}

void MeleeOrders::goAsFar(ChosenMenGame &game, const QString &group, const Scenario &trial,
                          const QString &text, const QVariantList &dice)
{
    Scenario &s = game.m_s;
    const QList<int> men = menOf(s, group);
    const QList<Placement> before = placementsOf(s, men);
    // Only the chargers' places are taken from the trial: everything else stands as it is now.
    for (int i : men) {
        s.figures[i].position = trial.figures[i].position;
        s.figures[i].facing = trial.figures[i].facing;
    }
    // The enemy may have moved since the trial (fled, fallen back): nobody ends on him.
    makeRoom(s, game.geometry(), men);
    game.tableChanged();
    QJsonObject detail{{QStringLiteral("unit"), group},
                       {QStringLiteral("moves"), movesSince(s, before)}};
    if (!dice.isEmpty())
        detail.insert(QStringLiteral("dice"), QJsonArray::fromVariantList(dice));
    game.say(logevent::kMove, text, detail);
    FireOrders::springHeldFire(game, group);
    blowIfCavalry(game, group);
}

bool MeleeOrders::withinReach(const ChosenMenGame &game, int leader, const QString &target,
                              double rollCm)
{
    const Scenario &s = game.state();
    const int mark = nearestFighter(s, target, s.figures[leader].position);
    return mark >= 0 && game.geometry().edgeDistance(leader, mark) <= rollCm;
}

void MeleeOrders::meet(ChosenMenGame &game, const QString &group, const QString &target,
                       bool chargeBonus, const QString &rollText, const QVariantList &dice,
                       double rollCm, const QString &officer)
{
    Scenario &s = game.m_s;
    const QList<Placement> before = placementsOf(s, menOf(s, group));
    Melee melee{group, target, chargeBonus, 0, game.m_stepCount, officer};
    bringIntoContact(s, game.geometry(), group, defendersOf(s, melee), rollCm);
    game.tableChanged();
    game.say(logevent::kMove, Text::tr("%1 closes with the enemy.").arg(game.unitName(group)),
             {{QStringLiteral("unit"), group}, {QStringLiteral("moves"), movesSince(s, before)}});
    const QString targetName =
        officer.isEmpty() ? game.unitName(target) : figureName(*s.figure(officer));
    game.say(QStringLiteral("charge"),
             Text::tr("%1 charges %2 (%3)%4.")
                 .arg(game.unitName(group), targetName, rollText,
                      melee.chargeBonus ? Text::tr(", with the charge bonus") : QString()),
             {{QStringLiteral("unit"), group},
              {QStringLiteral("target"), target},
              {QStringLiteral("charge_bonus"), melee.chargeBonus},
              {QStringLiteral("dice"), QJsonArray::fromVariantList(dice)}});
    FireOrders::springHeldFire(game, group);
    if (fightRound(game, melee))
        game.m_melees << melee; // blown when it ends, in fightOn
    else
        blowIfCavalry(game, group);
}

// Cavalry that charged are blown afterwards (reading §7; seed §11: "when it ends"): a charge
// that fell short or took the ground given up at once, a melee when its last round is fought.
void MeleeOrders::blowIfCavalry(ChosenMenGame &game, const QString &group)
{
    // Mounted troops (seed §11): horse artillery moves as cavalry but is none.
    const Group *unit = game.m_s.group(group);
    const int leader = moverOf(game.m_s, group);
    if (!unit ||
        !(unitKind(*unit).mounted || (leader >= 0 && rides(game.m_s, game.m_s.figures[leader]))))
        return;
    game.m_units[group].blown = true;
    game.m_units[group].restTurns = 0;
}

void MeleeOrders::fightOn(ChosenMenGame &game, const QString &group)
{
    for (int i = 0; i < game.m_melees.size();) {
        Melee &melee = game.m_melees[i];
        const bool ours = melee.attacker == group || melee.defender == group;
        if (!ours || melee.foughtAtStep == game.m_stepCount) {
            ++i;
            continue;
        }
        melee.foughtAtStep = game.m_stepCount;
        if (fightRound(game, melee)) {
            ++i;
            continue;
        }
        const QString attacker = melee.attacker;
        game.m_melees.removeAt(i);
        blowIfCavalry(game, attacker);
    }
}

} // namespace ambuscade::chosenmen
