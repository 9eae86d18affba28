// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's courier staying put for his horse, a hiding place or sleep, each weighed
// against the ride he would take instead.
#include "steeplechase/ai/tactics.h"

#include "steeplechase/game/actionplaces.h"
#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/orderkinds.h"
#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/movementdice.h"
#include "surface/lengthunit.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ComputerCourier)
};

// What shaking off a chase is worth (inches): as much as the ride weighs ending within a
// pursuer's reach.
constexpr double kShakenOffIn = 10;
// A stay must save him this much of a turn before he gives up a ride for it.
constexpr double kStayMarginTurns = 0.1;
// Sleeping costs this turn and, on average, one more (he sleeps on at 1 to 3).
constexpr double kSleepTurns = 2;
// Exhausted, he jumps and fights without re-rolls: counted as half a turn lost.
constexpr double kExhaustedTurns = 0.5;

GameAction stayOrder(const QString &courier, const QString &reason)
{
    return {orderkind::kStay, courier, {}, reason};
}

// The chance that a die, plus mods, comes to `needs`; a die short of it that his energy lets
// him roll again is rolled again (procedures/movementdice, dieForTarget).
double chanceOf(int needs, int mods, Energy energy, bool rerolls)
{
    const int t = rerolls ? energyInfo(energy).highestRerolled : 0;
    int good = 0, again = 0;
    for (int v = 1; v <= 6; ++v) {
        good += v + mods >= needs;
        again += v + mods < needs && v <= t;
    }
    return good / 6.0 + again / 6.0 * good / 6.0;
}

// His ride a turn (inches) on this mount and energy.
double inchesPerTurn(const Courier &c)
{
    return mostMovementDice(c, false) * expectedDie(c.energy);
}

double toGoIn(const SteeplechaseGame &g, const CoursePlan &plan, const QString &courier)
{
    return plan.toGo(g.state().figure(courier)->position) / kCmPerInch;
}

// A try for his loose horse (5+): one turn standing, then the race at the horse's pace on a
// success and at his own on a failure, against walking on at once. A fatigued horse is no
// faster than his feet; near the Emperor a try is not worth its turn.
std::optional<GameAction> forTheHorse(const SteeplechaseGame &g, const CoursePlan &plan,
                                      const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    if (!r.horseLoose || r.courier.mounted())
        return std::nullopt;
    Courier mounted = r.courier;
    mounted.mount = r.looseHorseFatigued || r.horseWounded ? Mount::FatiguedHorse
                    : r.courier.has(Item::SuperbHorse)     ? Mount::FreshSuperbHorse
                                                           : Mount::FreshHorse;
    const double p = chanceOf(kCatchHorseNeeds,
                              total(catchHorseModifiers(r.courier, r.looseHorseFatigued, false)),
                              r.courier.energy, true);
    const double toGo = toGoIn(g, plan, courier);
    const double walking = toGo / inchesPerTurn(r.courier);
    const double trying = 1 + p * toGo / inchesPerTurn(mounted) + (1 - p) * walking;
    if (trying + kStayMarginTurns >= walking)
        return std::nullopt;
    return stayOrder(courier,
                     Text::tr("%1 stays to catch his horse (%2 % a try): he expects the Emperor in "
                              "%3 turns so, against %4 on foot.")
                         .arg(g.state().figure(courier)->name)
                         .arg(qRound(p * 100))
                         .arg(decimalText(trying, 1))
                         .arg(decimalText(walking, 1)));
}

// Hiding (4+) from those chasing him, beside cover: 2 boasts and the chase shaken off, less
// the risks of waiting where he stands for the pursuers' move (the ride weighs the same risks
// where it ends), when that is worth more than the ride he has.
std::optional<GameAction> toHide(const SteeplechaseGame &g, const CoursePlan &plan,
                                 const QString &courier, const RideChoice &ride)
{
    const CourierRecord &r = g.record(courier);
    if (!g.pursued(courier) || !ActionPlaces(g, courier).besideCover())
        return std::nullopt;
    const double p = chanceOf(kHideNeeds, total(hideModifiers(r.courier)), r.courier.energy, false);
    const QPointF at = g.state().figure(courier)->position;
    const double here = weighLine(g, plan, courier, at + QPointF(1, 0), 0).score;
    const double worth =
        p * (kHideBoasts * kBoastChitWorth * kInchesPerPoint + kShakenOffIn) + here;
    if (worth <= ride.score)
        return std::nullopt;
    return stayOrder(courier, Text::tr("%1 stays by the cover to hide from his pursuers (%2 %): "
                                       "worth about %3 in to him where he stands, his best ride "
                                       "%4.")
                                  .arg(g.state().figure(courier)->name)
                                  .arg(qRound(p * 100))
                                  .arg(decimalText(worth, 0))
                                  .arg(decimalText(ride.score, 0)));
}

// Whether an enemy could come at him before he wakes: a group chasing him, or men within
// sight and a move of him.
bool enemiesAbout(const SteeplechaseGame &g, const QString &courier)
{
    if (g.pursued(courier))
        return true;
    const QPointF at = g.state().figure(courier)->position;
    for (const QString &group : g.groupIds()) {
        const GroupKind *kind = findGroupKind(g.groupRecord(group).kind);
        if (!kind || !g.isEnemy(group, courier))
            continue;
        const double reachIn = kPursuitStartIn + kind->moveDice * 3.5;
        if (PursuitRules::distanceTo(g, group, at) / kCmPerInch < reachIn)
            return true;
    }
    return false;
}

// Sleep (exhausted, or his horse tired): this turn and likely the next lost, then the race at
// the rested pace, against riding on tired; only with no enemy about.
std::optional<GameAction> toSleep(const SteeplechaseGame &g, const CoursePlan &plan,
                                  const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    const bool exhausted = r.courier.energy == Energy::Exhausted;
    const bool tiredHorse = r.courier.mount == Mount::FatiguedHorse && !r.horseWounded;
    if ((!exhausted && !tiredHorse) || enemiesAbout(g, courier))
        return std::nullopt;
    Courier rested = r.courier;
    if (exhausted)
        rested.energy = Energy::Hungry;
    if (tiredHorse)
        rested.mount =
            r.courier.has(Item::SuperbHorse) ? Mount::FreshSuperbHorse : Mount::FreshHorse;
    const double toGo = toGoIn(g, plan, courier);
    const double riding = toGo / inchesPerTurn(r.courier) + (exhausted ? kExhaustedTurns : 0);
    const double sleeping = kSleepTurns + toGo / inchesPerTurn(rested);
    if (sleeping + kStayMarginTurns >= riding)
        return std::nullopt;
    return stayOrder(courier, Text::tr("%1 stops to sleep, nobody near: rested, he expects the "
                                       "Emperor in %2 turns, against %3 riding on tired.")
                                  .arg(g.state().figure(courier)->name)
                                  .arg(decimalText(sleeping, 1))
                                  .arg(decimalText(riding, 1)));
}

} // namespace

std::optional<GameAction> chooseToStay(const SteeplechaseGame &g, const CoursePlan &plan,
                                       const QString &courier, const RideChoice &ride)
{
    if (auto a = toHide(g, plan, courier, ride))
        return a;
    if (auto a = forTheHorse(g, plan, courier))
        return a;
    return toSleep(g, plan, courier);
}

} // namespace ambuscade::steeplechase
