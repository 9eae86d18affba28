// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/ai/computer.h"

#include "chosenmen/ai/planning.h"
#include "chosenmen/game/boats.h"
#include "chosenmen/game/fireaim.h"
#include "chosenmen/game/gameorders.h"
#include "chosenmen/game/orderkinds.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/activationdeck.h"
#include "chosenmen/procedures/leadership.h"
#include "chosenmen/tables/fields.h"
#include "game/tablemoves.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace ambuscade::chosenmen {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenGame)
};

// Worth a volley: fewer expected hits than this and the men load or move instead.
constexpr double kWorthFiring = 0.3;
// A charge at odds this good or better.
constexpr double kChargeOdds = 1.5;
// An enemy this near could charge home (the best of 2d10).
constexpr double kChargeThreatIn = 20;
// An officer alone is charged to a melee by this many men or more (fewer than four).
constexpr int kOfficerMeleeMen = 2;
// Within this of the enemy, men load rather than tend wounds.
constexpr double kNearEnemyIn = 18;
// Arrived: within this of the place it was going to.
constexpr double kArrivedIn = 2;
// It stops short of the enemy at this share of its muskets' reach.
constexpr double kStandOffShare = 0.75;

QList<GameAction> ordersOf(const QList<GameAction> &legal, const QString &actor, QLatin1String kind)
{
    QList<GameAction> found;
    for (const GameAction &a : legal)
        if (a.actor == actor && a.kind == kind)
            found << a;
    return found;
}

GameAction withReason(GameAction order, const QString &reason)
{
    order.reason = reason;
    return order;
}

// A morale test needing this or more cannot fail (a d10's 0 counts as 10).
constexpr int kSurePass = 10;

// The officer's bonus on a rally of the first unit offered: the fewest points that make its
// test sure, else all he has left (the orders come with all he has first). What a sure rally
// leaves stays for his other uses.
GameAction rallyWithPoints(const ChosenMenGame &game, const QList<GameAction> &rallies)
{
    const QString unit = rallies.first().params.value(QStringLiteral("unit")).toString();
    const Figure &officer = *game.state().figure(game.activeOfficer());
    GameAction chosen = rallies.first();
    for (const GameAction &rally : rallies) {
        const int points = rally.params.value(QStringLiteral("points")).toInt();
        if (rally.params.value(QStringLiteral("unit")).toString() == unit &&
            UnitOrders::moraleNeeded(game, unit, OfficerOrders::rallyValue(officer, points)) >=
                kSurePass)
            chosen = rally;
    }
    return chosen;
}

bool wavering(const ChosenMenGame &game, const QString &unit)
{
    return game.record(unit).morale != MoraleOutcome::CarryOn;
}

// Fire by ranks on its officer's word when an enemy is within a charge of it: half its men
// keep their loads for his closing, and the rest load as they fire.
std::optional<GameAction> byRanks(const ChosenMenGame &game, const QList<GameAction> &legal,
                                  const GameAction &fire)
{
    const QString target = fire.params.value(QStringLiteral("target")).toString();
    const Scenario &s = game.state();
    if (nearestEnemyUnit(s, fire.actor).second > kChargeThreatIn * kCmPerInch)
        return std::nullopt;
    for (const GameAction &cadence : ordersOf(legal, fire.actor, orderkind::kCadence))
        if (cadence.params.value(QStringLiteral("target")).toString() == target)
            return withReason(cadence,
                              Text::tr("%1 fires by ranks at %2 on its officer's word: the enemy "
                                       "is within a charge of it, and half its men keep their "
                                       "loads.")
                                  .arg(s.group(fire.actor)->name, s.group(target)->name));
    return std::nullopt;
}

std::optional<GameAction> bestFire(const ChosenMenGame &game, const QList<GameAction> &legal,
                                   const QString &unit)
{
    std::optional<GameAction> best;
    double bestHits = kWorthFiring;
    for (const GameAction &fire : ordersOf(legal, unit, orderkind::kFire)) {
        // A wavering target is worth more: another casualty may break it.
        const QString target = fire.params.value(QStringLiteral("target")).toString();
        const double hits = expectedHits(game, fire) * (wavering(game, target) ? 1.5 : 1.0);
        if (hits > bestHits)
            best = fire, bestHits = hits;
    }
    if (!best)
        return std::nullopt;
    if (const auto cadence = byRanks(game, legal, *best))
        return cadence;
    return withReason(
        *best,
        Text::tr("%1 fires at %2: about %3 hits expected.")
            .arg(game.state().group(unit)->name,
                 game.state().group(best->params.value(QStringLiteral("target")).toString())->name)
            .arg(decimalText(bestHits, 1)));
}

std::optional<GameAction> bestCharge(const ChosenMenGame &game, const QList<GameAction> &legal,
                                     const QString &unit)
{
    const Scenario &s = game.state();
    // An officer alone runs or gives himself up before four men: his command loses him
    // either way. Before fewer he fights, one die against each of theirs: two are worth it.
    const int ours = fitMen(s, unit);
    for (const GameAction &charge : ordersOf(legal, unit, orderkind::kCharge))
        if (const Figure *officer =
                s.figure(charge.params.value(QStringLiteral("officer")).toString())) {
            if (isolatedOfficer(true, ours, false) != IsolatedOfficer::Stands)
                return withReason(charge,
                                  Text::tr("%1 charges %2, who stands alone: he must run or give "
                                           "himself up.")
                                      .arg(s.group(unit)->name, figureName(*officer)));
            if (ours >= kOfficerMeleeMen)
                return withReason(charge, Text::tr("%1 charges %2, who stands alone: %3 men "
                                                   "against him in melee.")
                                              .arg(s.group(unit)->name, figureName(*officer))
                                              .arg(ours));
        }
    for (const GameAction &charge : ordersOf(legal, unit, orderkind::kCharge)) {
        const QString target = charge.params.value(QStringLiteral("target")).toString();
        if (target.isEmpty())
            continue;
        const int theirs = fitMen(s, target);
        // Horse does not ride at a steady line's bayonets from the front.
        if (!wavering(game, target) && chargesIntoBayonets(game, unit, target))
            continue;
        if (wavering(game, target) || ours >= kChargeOdds * std::max(1, theirs))
            return withReason(
                charge, Text::tr("%1 charges %2: %3 men against %4%5.")
                            .arg(s.group(unit)->name, s.group(target)->name)
                            .arg(ours)
                            .arg(theirs)
                            .arg(wavering(game, target) ? Text::tr(", who waver") : QString()));
    }
    return std::nullopt;
}
// Horse artillery unlimbers when an enemy is within its gun's reach, and limbers up to move
// on when none is.
std::optional<GameAction> limberOrder(const ChosenMenGame &game, const QList<GameAction> &legal,
                                      const QString &unit)
{
    const Scenario &s = game.state();
    const QList<GameAction> limber = ordersOf(legal, unit, orderkind::kLimber);
    const int gun = unitGun(s, unit);
    const FireWeapon *w = gun < 0 ? nullptr : findFireWeapon(arm(s.figures[gun]), Load::Ball);
    if (limber.isEmpty() || !w)
        return std::nullopt;
    const auto [enemy, gapCm] = nearestEnemyUnit(s, unit);
    const bool inReach = !enemy.isEmpty() && gapCm <= w->effectiveIn * kCmPerInch;
    if (inReach == horseGunLimbered(s, unit))
        return withReason(limber.first(),
                          inReach ? Text::tr("%1 unlimbers: %2 is within its gun's reach.")
                                        .arg(s.group(unit)->name, s.group(enemy)->name)
                                  : Text::tr("%1 limbers up to move on: no enemy is within its "
                                             "gun's reach.")
                                        .arg(s.group(unit)->name));
    return std::nullopt;
}
} // namespace

std::optional<GameAction> ComputerOpponent::decide(const Game &g)
{
    const auto &game = static_cast<const ChosenMenGame &>(g);
    const QList<GameAction> legal = game.legalActions();
    if (const auto order = yieldOrder(game, legal))
        return order;
    if (const auto order = officerOrder(game, legal))
        return order;
    for (const QString &unit : game.activeUnits())
        if (!game.actionsLeftTo(unit).isEmpty())
            if (const auto order = unitOrder(game, legal, unit))
                return order;
    return officerMove(game, legal);
}

QList<GameAction> ComputerOpponent::proposals(const Game &g, int most)
{
    const auto &game = static_cast<const ChosenMenGame &>(g);
    const std::optional<GameAction> given = decide(game);
    if (!given)
        return {};
    QList<GameAction> ways{*given};
    if (game.activeUnits().contains(given->actor))
        for (const GameAction &way : unitAlternatives(game, game.legalActions(), given->actor))
            if (way.kind != given->kind || way.params != given->params)
                ways << way;
    return ways.mid(0, most);
}

double ComputerOpponent::standing(const Game &g, const QString &side) const
{
    // A man of a unit that wavers is half lost.
    const auto &game = static_cast<const ChosenMenGame &>(g);
    return casualtyStanding(game.state(), side, [&game](const Figure &f) {
        const bool waverer = game.record(f.group).morale != MoraleOutcome::CarryOn;
        return f.killed ? 1.0 : waverer ? 0.5 : 0.0;
    });
}

// A squad leader left alone in the melee with three on him will likely die: taken, he is lost
// to his squad just the same, but lives.
std::optional<GameAction> ComputerOpponent::yieldOrder(const ChosenMenGame &game,
                                                       const QList<GameAction> &legal)
{
    const Scenario &s = game.state();
    for (const GameAction &yield : legal) {
        if (yield.kind != orderkind::kYield)
            continue;
        const int leader = MeleeOrders::yieldingLeader(game, yield.actor);
        const QList<int> men = menOf(s, yield.actor);
        const bool alone = std::none_of(men.begin(), men.end(), [&](int i) {
            return i != leader && fitToFight(s.figures[i]) &&
                   !MeleeOrders::foesOn(game, i).isEmpty();
        });
        if (alone && MeleeOrders::foesOn(game, leader).size() >= kMostAttackersOnOne)
            return withReason(yield, Text::tr("%1 fights alone with three on him: he yields "
                                              "rather than die.")
                                         .arg(figureName(s.figures[leader])));
    }
    return std::nullopt;
}

std::optional<GameAction> ComputerOpponent::officerOrder(const ChosenMenGame &game,
                                                         const QList<GameAction> &legal)
{
    const QString officer = game.activeOfficer();
    if (officer.isEmpty())
        return std::nullopt;
    for (const GameAction &promote : ordersOf(legal, officer, orderkind::kPromote))
        return withReason(promote, Text::tr("A squad without its leader needs a new one."));
    if (const QList<GameAction> rallies = ordersOf(legal, officer, orderkind::kRally);
        !rallies.isEmpty()) {
        const GameAction rally = rallyWithPoints(game, rallies);
        return withReason(rally,
                          Text::tr("%1 is wavering: its officer spends his bonus to rally it.")
                              .arg(game.state()
                                       .group(rally.params.value(QStringLiteral("unit")).toString())
                                       ->name));
    }
    return bonusOrder(game, legal);
}

// Nobody to rally or promote: the bonus brings a seriously wounded man back to the fight, or
// stands ready to steady a squad that is about to be tested (the enemy near it).
std::optional<GameAction> ComputerOpponent::bonusOrder(const ChosenMenGame &game,
                                                       const QList<GameAction> &legal)
{
    const Scenario &s = game.state();
    const QString officer = game.activeOfficer();
    for (const GameAction &fight : ordersOf(legal, officer, orderkind::kMeleeBonus))
        return withReason(fight, Text::tr("%1 fights for his life: his bonus goes on his own "
                                          "melee.")
                                     .arg(figureName(*s.figure(officer))));
    for (const GameAction &heal : ordersOf(legal, officer, orderkind::kRemoveWounds)) {
        const QString unit = heal.params.value(QStringLiteral("unit")).toString();
        const QList<int> men = menOf(s, unit);
        if (std::any_of(men.begin(), men.end(),
                        [&](int i) { return woundsOf(s.figures[i]).serious > 0; }))
            return withReason(heal, Text::tr("%1 has a man seriously wounded: its officer's "
                                             "bonus brings him back to the fight.")
                                        .arg(s.group(unit)->name));
    }
    const QList<GameAction> reroll = ordersOf(legal, officer, orderkind::kReroll);
    if (reroll.isEmpty())
        return std::nullopt;
    for (const QString &unit : commandOf(s, officer))
        if (nearestEnemyUnit(s, unit).second <= kNearEnemyIn * kCmPerInch &&
            unitGapToFigureCm(s, unit, *s.figure(officer)) <=
                distances().officerCommandIn * kCmPerInch)
            return withReason(reroll.first(),
                              Text::tr("The enemy is within %1 in of %2: its officer keeps a "
                                       "re-roll ready for its next morale test.")
                                  .arg(kNearEnemyIn)
                                  .arg(s.group(unit)->name));
    return std::nullopt;
}

std::optional<GameAction> ComputerOpponent::unitOrder(const ChosenMenGame &game,
                                                      const QList<GameAction> &legal,
                                                      const QString &unit)
{
    const Scenario &s = game.state();
    const QString name = s.group(unit)->name;
    if (const auto boat = boatOrder(game, legal, unit))
        return boat;
    if (const auto fire = bestFire(game, legal, unit))
        return fire;
    if (const auto charge = bestCharge(game, legal, unit))
        return charge;
    if (const auto limber = limberOrder(game, legal, unit))
        return limber;
    if (const auto turn = gunTurn(game, legal, unit))
        return turn;
    for (const GameAction &spike : ordersOf(legal, unit, orderkind::kSpike))
        return withReason(spike, Text::tr("%1 spikes the enemy gun it stands at: two turns at "
                                          "it and the gun is out of the game.")
                                     .arg(name));
    const auto [enemy, gapCm] = nearestEnemyUnit(s, unit);
    const bool near = gapCm <= kNearEnemyIn * kCmPerInch;
    QList<GameAction> load = ordersOf(legal, unit, orderkind::kLoad);
    // Its rifles tap-loaded fire next turn, as muskets: worth it with the enemy within a
    // musket's reach; farther off they keep the rifle's reach.
    const bool tap = !load.isEmpty() && load.first().params.value(QStringLiteral("tap")).toBool();
    const double musketIn = findFireWeapon(QStringLiteral("musket"))->effectiveIn;
    if (tap && gapCm <= musketIn * kCmPerInch)
        return withReason(load.first(),
                          Text::tr("%1 tap-loads its rifles: the enemy is within %2 in, a "
                                   "musket's reach, and they fire next turn.")
                              .arg(name)
                              .arg(musketIn));
    if (tap)
        load.removeFirst();
    if (!load.isEmpty() && (near || mostlyInCover(s, game.geometry(), unit)))
        return withReason(load.first(),
                          Text::tr("%1 loads: the enemy is near or it stands in cover.").arg(name));
    const QList<GameAction> heal = ordersOf(legal, unit, orderkind::kHeal);
    if (!heal.isEmpty() && !near) {
        // Its musician goes to a seriously wounded man of another squad only when his own
        // ranks have nobody to tend.
        const QString patient = heal.first().params.value(QStringLiteral("unit")).toString();
        if (patient.isEmpty())
            return withReason(heal.first(),
                              Text::tr("%1 tends its wounded while no enemy is near.").arg(name));
        return withReason(heal.first(),
                          Text::tr("No enemy is near: the musician of %1 treats a seriously "
                                   "wounded man of %2.")
                              .arg(name, s.group(patient)->name));
    }
    if (const auto move = moveOrder(game, legal, unit))
        return move;
    const QList<GameAction> hold = ordersOf(legal, unit, orderkind::kHoldFire);
    if (!hold.isEmpty())
        return withReason(
            hold.first(),
            Text::tr("%1 has arrived: it holds its fire for the enemy to come on.").arg(name));
    return std::nullopt;
}

QList<GameAction> ComputerOpponent::unitAlternatives(const ChosenMenGame &game,
                                                     const QList<GameAction> &legal,
                                                     const QString &unit)
{
    QList<GameAction> ways;
    const QString name = game.state().group(unit)->name;
    if (const auto fire = bestFire(game, legal, unit))
        ways << *fire;
    if (const auto charge = bestCharge(game, legal, unit))
        ways << *charge;
    const QList<GameAction> load = ordersOf(legal, unit, orderkind::kLoad);
    if (!load.isEmpty())
        ways << withReason(load.first(), Text::tr("%1 loads.").arg(name));
    if (const auto move = moveOrder(game, legal, unit))
        ways << *move;
    const QList<GameAction> hold = ordersOf(legal, unit, orderkind::kHoldFire);
    if (!hold.isEmpty())
        ways << withReason(hold.first(), Text::tr("%1 holds its fire.").arg(name));
    return ways;
}

// Afloat, a unit makes for the shore: it lands where its boat touches it, weighs its anchor,
// or rows towards its side's objective (the enemy's, to deny it; or the nearest enemy).
std::optional<GameAction> ComputerOpponent::boatOrder(const ChosenMenGame &game,
                                                      const QList<GameAction> &legal,
                                                      const QString &unit)
{
    const Scenario &s = game.state();
    const QString name = s.group(unit)->name;
    for (const GameAction &land : ordersOf(legal, unit, orderkind::kLand))
        return withReason(land, Text::tr("%1's boat touches the shore: it lands.").arg(name));
    const QList<GameAction> row = ordersOf(legal, unit, orderkind::kRow);
    const QList<GameAction> anchor = ordersOf(legal, unit, orderkind::kAnchor);
    if (row.isEmpty() && !anchor.isEmpty() && unitBoat(s, unit) >= 0 &&
        isAnchored(s.figures[unitBoat(s, unit)]))
        return withReason(anchor.first(),
                          Text::tr("%1 weighs its boat's anchor to row for the shore.").arg(name));
    if (row.isEmpty())
        return std::nullopt;
    const QString side = s.group(unit)->side;
    const auto [enemy, gapCm] = nearestEnemyUnit(s, unit);
    std::optional<QPointF> goal = objectiveOf(s, side);
    if (!goal)
        goal = enemyObjectiveOf(s, side);
    if (!goal && !enemy.isEmpty())
        goal = centreOf(s, enemy);
    if (!goal)
        return std::nullopt;
    GameAction order = row.first();
    order.params = {{QStringLiteral("to"), pointsJson({s.table.clamp(*goal)})}};
    return withReason(order, Text::tr("%1 rows for the shore by its objective.").arg(name));
}

// A gun that does not bear on the nearest enemy within its ball's reach turns to him before it
// loads: more than 45° is its move, which a loaded gun may not make (§9).
std::optional<GameAction> ComputerOpponent::gunTurn(const ChosenMenGame &game,
                                                    const QList<GameAction> &legal,
                                                    const QString &unit)
{
    const Scenario &s = game.state();
    const int gun = unitGun(s, unit);
    const QList<GameAction> moves = ordersOf(legal, unit, orderkind::kMove);
    if (gun < 0 || moves.isEmpty())
        return std::nullopt;
    const FireWeapon *w = findFireWeapon(arm(s.figures[gun]), Load::Ball);
    const auto [enemy, gapCm] = nearestEnemyUnit(s, unit);
    if (!w || enemy.isEmpty() || gapCm > w->effectiveIn * kCmPerInch ||
        gunBears(s.figures[gun], centreOf(s, enemy)))
        return std::nullopt;
    GameAction turn = moves.first();
    turn.params = {{QStringLiteral("to"), pointsJson({moverPosition(game, unit)})},
                   {QStringLiteral("face"), pointsJson({centreOf(s, enemy)})}};
    return withReason(turn, Text::tr("%1 turns its gun to bear on %2: more than 45°, its move.")
                                .arg(s.group(unit)->name, s.group(enemy)->name));
}

std::optional<GameAction> ComputerOpponent::moveOrder(const ChosenMenGame &game,
                                                      const QList<GameAction> &legal,
                                                      const QString &unit)
{
    const Scenario &s = game.state();
    const QList<GameAction> moves = ordersOf(legal, unit, orderkind::kMove);
    if (moves.isEmpty())
        return std::nullopt;
    const QString side = s.group(unit)->side;
    const QPointF here = moverPosition(game, unit);
    const auto [enemy, gapCm] = nearestEnemyUnit(s, unit);
    const QPointF enemyAt = enemy.isEmpty() ? here : centreOf(s, enemy);
    const double reachCm = effectiveRangeCm(s, unit);
    QPointF goal;
    QString why;
    const double facing = s.figures[moverOf(s, unit)].facing;
    const double off = std::abs(std::remainder(geo::facingOf(enemyAt - here) - facing, 360.0));
    if (!enemy.isEmpty() && gapCm <= reachCm && off > kFiringArcHalfDegrees) {
        goal = here; // in range but out of the arc: turn to face him
        why = Text::tr("%1 turns to face %2, in range.")
                  .arg(s.group(unit)->name, s.group(enemy)->name);
    } else if (!enemy.isEmpty() && gapCm <= reachCm) {
        goal = here + (enemyAt - here) / 2; // in range and facing, but no clear shot: closer
        why = Text::tr("%1 closes on %2 for a clear shot.")
                  .arg(s.group(unit)->name, s.group(enemy)->name);
    } else if (const auto own = objectiveOf(s, side)) {
        goal = *own;
        why = Text::tr("%1 makes for its objective.").arg(s.group(unit)->name);
    } else if (const auto theirs = enemyObjectiveOf(s, side)) {
        goal = *theirs;
        why = Text::tr("%1 goes to hold what the enemy wants.").arg(s.group(unit)->name);
    } else if (!enemy.isEmpty()) {
        const QPointF away = here - enemyAt;
        goal = enemyAt + away / std::max(1e-9, geo::length(away)) * reachCm * kStandOffShare;
        why = Text::tr("%1 closes on %2 to within musket range.")
                  .arg(s.group(unit)->name, s.group(enemy)->name);
    }
    const bool arrived = geo::distance(goal, here) <= kArrivedIn * kCmPerInch;
    if (arrived && goal != here)
        return std::nullopt;
    GameAction move = moves.first();
    move.params = {{QStringLiteral("to"), pointsJson({s.table.clamp(goal)})},
                   {QStringLiteral("face"), pointsJson({enemyAt})}};
    return withReason(move, why);
}

std::optional<GameAction> ComputerOpponent::officerMove(const ChosenMenGame &game,
                                                        const QList<GameAction> &legal)
{
    const QString officer = game.activeOfficer();
    const QList<GameAction> moves = ordersOf(legal, officer, orderkind::kOfficerMove);
    if (officer.isEmpty() || moves.isEmpty())
        return std::nullopt;
    const Scenario &s = game.state();
    const QStringList command = commandOf(s, officer);
    if (command.isEmpty())
        return std::nullopt;
    QPointF middle;
    for (const QString &unit : command)
        middle += moverPosition(game, unit);
    middle /= command.size();
    if (geo::distance(middle, s.figure(officer)->position) <= kArrivedIn * kCmPerInch)
        return std::nullopt;
    GameAction move = moves.first();
    move.params = {{QStringLiteral("to"), pointsJson({middle})}};
    return withReason(move, Text::tr("The officer keeps among his squads."));
}

} // namespace ambuscade::chosenmen
