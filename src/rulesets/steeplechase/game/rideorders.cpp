// SPDX-License-Identifier: GPL-3.0-or-later
// A courier's move (reading §3): he points, rolls and rides the total in a straight line (an
// excellent horseman may turn once, up to 45°), stopping where the going stops him; his
// pairs send patrols along their routes.
#include "steeplechase/game/ridewalk.h"
#include "surface/lengthunit.h"

#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/coursetables.h"
#include "steeplechase/tables/groupkinds.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLineF>
#include <QtMath>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

// Decided: the Emperor is reached by a courier whose base comes within an inch of him.
constexpr double kEmperorReachCm = 1 * kCmPerInch;
// An excellent horseman's one turn during his ride (reading §3).
constexpr double kMostTurnDegrees = 45;

// How far along the ray from `from` the figure's base would first be touched by a base of
// radius r; nullopt when the ray passes it by.
std::optional<double> contactAlong(const QPointF &from, const QPointF &dir, const Figure &other,
                                   double r)
{
    const QPointF to = other.position - from;
    const double along = QPointF::dotProduct(to, dir);
    if (along <= 0)
        return std::nullopt;
    const double reach = r + other.radius();
    const double off2 = QPointF::dotProduct(to, to) - along * along;
    if (off2 > reach * reach)
        return std::nullopt;
    return std::max(0.0, along - std::sqrt(reach * reach - off2));
}

// Whether his energy rolled any of these dice again (the log says so even when the new die
// shows the same).
bool anyRerolled(const QList<int> &dice, Energy energy)
{
    return std::any_of(dice.begin(), dice.end(),
                       [energy](int d) { return mayRollAgain(d, energy); });
}

// How far his kept dice take him: their sum (halved on triples); blinded, his one die.
double rideInches(const CourierRecord &r, const QList<int> &kept)
{
    return r.blinded ? kept.value(0) : movementInches(kept);
}

// The line a ride's kept dice lay out: where it starts, the way it points, how far the dice
// take him, and how far he goes before a horseman's turn (all of it without one). walkRide
// walks it; wayAtJump draws it while he waits at a jump.
struct RideLine {
    QPointF from, dir;
    double cm = 0, firstCm = 0;
};

RideLine rideLine(const CourierRecord &r, const RolledRide &roll, const RideUnderWay &way)
{
    const QPointF dir = (roll.toward - way.start) / QLineF(way.start, roll.toward).length();
    const double cm = rideInches(r, way.kept) * kCmPerInch;
    return {way.start, dir, cm, roll.turn ? std::min(cm, roll.turn->atCm) : cm};
}
} // namespace

QJsonArray diceJson(const QList<int> &dice)
{
    QJsonArray a;
    for (int d : dice)
        a.append(d);
    return a;
}

// An excellent horseman on his horse may turn once, up to 45°, during his ride (reading §3).
QString RideOrders::whyNoTurn(const SteeplechaseGame &g, const QString &courier,
                              const QPointF &from, const QPointF &toward, const RideTurn &turn)
{
    const Courier &c = g.record(courier).courier;
    if (c.ability != Ability::ExcellentHorseman || !c.mounted())
        return Text::tr("Only an excellent horseman on his horse may turn during his ride.");
    const QPointF dir = (toward - from) / QLineF(from, toward).length();
    const QPointF bend = from + dir * turn.atCm;
    if (turn.atCm <= 0 || QLineF(bend, turn.toward).length() < 0.01)
        return Text::tr("A turn needs a point along the ride and a way to turn to.");
    const double degrees = QLineF(from, toward).angleTo(QLineF(bend, turn.toward));
    const double turned = std::min(degrees, 360 - degrees);
    if (turned > kMostTurnDegrees + 1e-6)
        return Text::tr("%1 may turn up to %2°, not %3°.")
            .arg(g.nameOf(courier))
            .arg(kMostTurnDegrees)
            .arg(qRound(turned));
    return {};
}

ActionOutcome RideOrders::ride(SteeplechaseGame &g, const QString &courier, int dice,
                               const QPointF &toward, bool jump, std::optional<RideTurn> turn,
                               bool askRerolls)
{
    const int most = g.mostDiceNow(courier);
    if (most == 0) {
        // Said as it is: he has had his move, or the rules hold him this turn.
        const CourierRecord &r = g.record(courier);
        return ActionOutcome::refused((r.moved    ? Text::tr("%1 has ridden this turn.")
                                       : r.stayed ? Text::tr("%1 stays put this turn.")
                                                  : Text::tr("%1 may not move this turn."))
                                          .arg(g.nameOf(courier)));
    }
    if (dice < 1 || dice > most)
        return ActionOutcome::refused(Text::tr("%1 may roll from 1 to %2 dice, not %3.")
                                          .arg(g.nameOf(courier))
                                          .arg(most)
                                          .arg(dice));
    Figure &f = g.figure(courier);
    const QPointF from = f.position;
    if (QLineF(from, toward).length() < 0.01)
        return ActionOutcome::refused(Text::tr("Point him somewhere away from where he stands."));
    if (turn)
        if (const QString why = whyNoTurn(g, courier, from, toward, *turn); !why.isEmpty())
            return ActionOutcome::refused(why);
    CourierRecord &r = g.m_couriers[courier];
    // Once he moves, a horse he has not caught is gone (catching a horse; reading §5).
    if (r.horseLoose) {
        r.horseLoose = false;
        r.courier.items.removeAll(Item::SuperbHorse); // a superb one too
        g.tell(courier, Text::tr("%1 leaves his loose horse behind.").arg(g.nameOf(courier)), {},
               QStringLiteral("horse"));
    }
    const QList<int> rolled = g.m_dice.roll(dice, 6);
    r.extraMoveDice = 0;
    const RolledRide roll{rolled, toward, jump, turn, askRerolls, std::nullopt};
    if (askRerolls && anyRerolled(rolled, r.courier.energy)) {
        r.rolledRide = roll;
        g.tell(courier,
               Text::tr("%1 rolls %2: his energy lets him roll again any die of %3 or less, "
                        "if he wishes.")
                   .arg(g.nameOf(courier), diceText(rolled))
                   .arg(energyInfo(r.courier.energy).highestRerolled),
               {{QStringLiteral("dice"), diceJson(rolled)}}, QStringLiteral("roll"));
        return {true, {}, Text::tr("rolled %1").arg(diceText(rolled))};
    }
    QList<int> rerolled;
    const QList<int> kept = withEnergyRerolls(rolled, r.courier.energy, g.m_dice, &rerolled);
    const double inches = rideInches(r, kept);
    g.tell(
        courier,
        !anyRerolled(rolled, r.courier.energy)
            ? Text::tr("%1 rolls %2: %3 in.").arg(g.nameOf(courier), diceText(rolled)).arg(inches)
            : Text::tr("%1 rolls %2 (kept %3 after his re-rolls): %4 in.")
                  .arg(g.nameOf(courier), diceText(rolled), diceText(kept))
                  .arg(inches),
        {{QStringLiteral("dice"), diceJson(rolled + rerolled)},
         {QStringLiteral("kept"), diceJson(kept)},
         {QStringLiteral("inches"), inches}},
        QStringLiteral("roll"));
    return rideOn(g, courier, roll, kept);
}

QList<int> RideOrders::rerollable(const SteeplechaseGame &g, const QString &courier)
{
    const CourierRecord &r = g.record(courier);
    QList<int> places;
    const QList<int> dice = waitingDice(g, courier);
    for (int i = 0; i < dice.size(); ++i)
        if (mayRollAgain(dice[i], r.courier.energy))
            places << i;
    return places;
}

QList<int> RideOrders::waitingDice(const SteeplechaseGame &g, const QString &courier)
{
    const std::optional<RolledRide> &roll = g.record(courier).rolledRide;
    if (!roll)
        return {};
    return roll->atJump ? QList<int>{roll->atJump->die} : roll->dice;
}

GameAction RideOrders::rerollingAll(const SteeplechaseGame &g, const QString &courier)
{
    QJsonArray places;
    for (int place : rerollable(g, courier))
        places.append(place);
    return {orderkind::kReroll,
            courier,
            {{QStringLiteral("dice"), places}},
            Text::tr("%1 rolls every low die again.").arg(g.nameOf(courier))};
}

// Why these places of his waiting roll may not be rolled again (each once, only those his
// energy allows); empty when they may.
QString RideOrders::whyNotRolledAgain(const SteeplechaseGame &g, const QString &courier,
                                      const QList<int> &sortedPlaces)
{
    const QList<int> open = rerollable(g, courier);
    for (int i = 0; i < sortedPlaces.size(); ++i) {
        const int place = sortedPlaces[i];
        if (open.contains(place) && (i == 0 || place != sortedPlaces[i - 1]))
            continue;
        const CourierRecord &r = g.record(courier);
        if (r.rolledRide->atJump)
            return Text::tr("%1 rolls his jump's one die again (place 0) or keeps it.")
                .arg(g.nameOf(courier));
        return Text::tr("%1 may roll again only his dice of %2 or less (places %3 of his roll, "
                        "from 0), each once.")
            .arg(g.nameOf(courier))
            .arg(energyInfo(r.courier.energy).highestRerolled)
            .arg(diceText(open));
    }
    return {};
}

ActionOutcome RideOrders::rerollChosen(SteeplechaseGame &g, const QString &courier,
                                       const QList<int> &places)
{
    CourierRecord &r = g.m_couriers[courier];
    if (!r.rolledRide)
        return ActionOutcome::refused(
            Text::tr("%1 has no roll waiting to be rolled again.").arg(g.nameOf(courier)));
    QList<int> chosen = places;
    std::sort(chosen.begin(), chosen.end());
    if (const QString why = whyNotRolledAgain(g, courier, chosen); !why.isEmpty())
        return ActionOutcome::refused(why);
    if (r.rolledRide->atJump)
        return jumpAgain(g, courier, chosen);
    const RolledRide roll = *r.rolledRide;
    r.rolledRide.reset();
    QList<int> kept = roll.dice, again, replaced;
    for (int place : chosen) {
        replaced << kept[place];
        kept[place] = g.m_dice.roll(6);
        again << kept[place];
    }
    const double inches = rideInches(r, kept);
    g.tell(courier,
           chosen.isEmpty()
               ? Text::tr("%1 keeps his dice %2: %3 in.")
                     .arg(g.nameOf(courier), diceText(kept))
                     .arg(inches)
               : Text::tr("%1 rolls his %2 again and gets %3: %4, %5 in.")
                     .arg(g.nameOf(courier), diceText(replaced), diceText(again), diceText(kept))
                     .arg(inches),
           {{QStringLiteral("dice"), diceJson(again)},
            {QStringLiteral("kept"), diceJson(kept)},
            {QStringLiteral("inches"), inches}},
           QStringLiteral("roll"));
    return rideOn(g, courier, roll, kept);
}

// The ride on the dice he kept: triples, then the line walked.
ActionOutcome RideOrders::rideOn(SteeplechaseGame &g, const QString &courier,
                                 const RolledRide &roll, const QList<int> &kept)
{
    if (setsOf(kept).triples)
        tripled(g, courier);
    return walkRide(g, courier, roll, {kept, g.figure(courier).position}, std::nullopt);
}

// The line walked (turned once by a horseman), from its start or taken up again at the jump
// he waited at; then the patrols his pairs send.
ActionOutcome RideOrders::walkRide(SteeplechaseGame &g, const QString &courier,
                                   const RolledRide &roll, const RideUnderWay &way,
                                   const std::optional<JumpResume> &resume)
{
    CourierRecord &r = g.m_couriers[courier];
    const auto [from, dir, cm, firstCm] = rideLine(r, roll, way);
    const std::optional<RideTurn> &turn = roll.turn;
    const bool anyOne = way.kept.contains(1);
    LegEnd first;
    first.cm = way.firstLegCm; // on the second leg: the first as it went
    if (way.leg == 0) {
        first = RideWalk::walkLeg(g, courier,
                                  {from, dir, firstCm, roll.jump, anyOne, 0, roll.asked, resume});
        if (first.waitsAt >= 0)
            return waitAtJump(g, courier, roll, way, first);
    }
    QPointF legFrom = from, legDir = dir;
    double legCm = first.cm;
    if (turn && !first.endsMove && cm > firstCm) {
        legFrom = from + dir * first.cm;
        // The turn is a horseman's: thrown on the way (woods), he goes on straight, on foot.
        if (r.courier.mounted()) {
            legDir = (turn->toward - legFrom) / QLineF(legFrom, turn->toward).length();
            if (way.leg == 0) // said once, not again after a jump on the second leg
                g.tell(courier, Text::tr("%1 turns after %2 in.")
                                    .arg(g.nameOf(courier))
                                    .arg(decimalText(first.cm / kCmPerInch, 1)));
        }
        const LegEnd second =
            RideWalk::walkLeg(g, courier,
                              {legFrom, legDir, cm - firstCm, roll.jump, anyOne, first.cm,
                               roll.asked, way.leg == 1 ? resume : std::nullopt});
        if (second.waitsAt >= 0)
            return waitAtJump(g, courier, roll, {way.kept, from, 1, first.cm}, second);
        legCm = second.cm;
    }
    finishRide(g, courier, from, legFrom + legDir * legCm, legDir,
               QLineF(from, legFrom).length() + legCm);
    movePatrols(g, courier, setsOf(way.kept).pairs);
    return {true,
            {},
            Text::tr("%1 in").arg(
                decimalText(QLineF(from, g.figure(courier).position).length() / kCmPerInch, 1))};
}

QPolygonF RideOrders::wayAtJump(const SteeplechaseGame &g, const QString &courier)
{
    const std::optional<RolledRide> &roll = g.record(courier).rolledRide;
    if (!roll || !roll->atJump)
        return {};
    // As walkRide lays out the legs: the first as far as the turn (as far as it went, on the
    // second), the rest the way he turns.
    const RideUnderWay &way = roll->atJump->ride;
    const RideLine line = rideLine(g.record(courier), *roll, way);
    const std::optional<RideTurn> &turn = roll->turn;
    if (!turn || line.cm <= turn->atCm)
        return QPolygonF{line.from, line.from + line.dir * line.cm};
    const double firstCm = way.leg == 1 ? way.firstLegCm : line.firstCm;
    const QPointF bend = line.from + line.dir * firstCm;
    const QPointF turned = (turn->toward - bend) / QLineF(bend, turn->toward).length();
    return QPolygonF{line.from, bend, bend + turned * (line.cm - line.firstCm)};
}

// He stands at the jump's foot, facing it, his ride waiting for his word on the jump's die.
ActionOutcome RideOrders::waitAtJump(SteeplechaseGame &g, const QString &courier,
                                     const RolledRide &roll, const RideUnderWay &way,
                                     const LegEnd &leg)
{
    Figure &f = g.figure(courier);
    f.position = leg.from + leg.dir * leg.cm;
    f.facing = facingOf(leg.dir);
    RolledRide waiting = roll;
    waiting.atJump = JumpWaiting{way, leg.waitsAt, leg.table, leg.die, leg.modifier};
    g.m_couriers[courier].rolledRide = waiting;
    return {true, {}, Text::tr("rolled %1 to jump").arg(leg.die)};
}

// His word on the jump he waits at: rolled again (place 0) or kept; then the ride goes on.
ActionOutcome RideOrders::jumpAgain(SteeplechaseGame &g, const QString &courier,
                                    const QList<int> &places)
{
    CourierRecord &r = g.m_couriers[courier];
    RolledRide roll = *r.rolledRide;
    r.rolledRide.reset();
    const JumpWaiting waited = *roll.atJump;
    roll.atJump.reset();
    QList<int> faces{waited.die};
    if (!places.isEmpty())
        faces << g.m_dice.roll(6);
    return walkRide(g, courier, roll, waited.ride, JumpResume{waited.encounter, faces});
}

// Triples (reading §3): every courier loses a level of energy; the roller's horse tires.
void RideOrders::tripled(SteeplechaseGame &g, const QString &courier)
{
    for (const QString &id : g.m_courierIds)
        if (g.record(id).inRace())
            g.m_couriers[id].courier.energy = weaker(g.record(id).courier.energy);
    CourierRecord &r = g.m_couriers[courier];
    if (r.courier.mounted())
        r.courier.mount = Mount::FatiguedHorse;
    else if (r.horseAtDoor) // the horse he leads out of a building
        r.horseAtDoor = Mount::FatiguedHorse;
    g.say(QStringLiteral("triples"),
          Text::tr("Triples: every courier tires a level, %1's horse is fatigued and he rides "
                   "half the roll.")
              .arg(g.nameOf(courier)));
}

// The first base across his line: he stops against it (touching an enemy forces a parley
// or a fight in the actions). And the Emperor, where the race ends.
double RideOrders::firstBaseInTheWay(const SteeplechaseGame &g, const QString &courier,
                                     const QPointF &from, const QPointF &dir, QString *whose)
{
    const Figure &me = g.figure(courier);
    double best = 1e9;
    QString touched;
    for (const Figure &other : g.m_s.figures) {
        if (other.id == courier || !other.onTable())
            continue;
        if (const std::optional<double> at = contactAlong(from, dir, other, me.radius());
            at && *at < best)
            best = *at, touched = other.id;
    }
    const QPointF toEmperor = g.m_emperor - from;
    const double along = QPointF::dotProduct(toEmperor, dir);
    const double off = std::abs(dir.x() * toEmperor.y() - dir.y() * toEmperor.x());
    if (along > 0 && off <= kEmperorReachCm && along < best)
        best = along, touched.clear();
    if (whose)
        *whose = touched;
    return best;
}

QString RideOrders::bearerName(const SteeplechaseGame &g, const QString &figure)
{
    const Figure &f = g.figure(figure);
    return g.m_couriers.contains(figure) || f.group.isEmpty() ? g.nameOf(figure)
                                                              : g.nameOf(f.group);
}

double RideOrders::shortOf(double atCm, double radius)
{
    return std::max(0.0, atCm - radius - kGapCm);
}

void RideOrders::finishRide(SteeplechaseGame &g, const QString &courier, const QPointF &from,
                            const QPointF &to, const QPointF &dir, double distance)
{
    Figure &f = g.figure(courier);
    f.position = to;
    f.facing = facingOf(dir);
    CourierRecord &r = g.m_couriers[courier];
    r.moved = true;
    r.hidden = false;
    g.tell(courier,
           Text::tr("%1 rides %2 in.")
               .arg(g.nameOf(courier))
               .arg(decimalText(distance / kCmPerInch, 1)),
           {{QStringLiteral("from"), QJsonArray{from.x(), from.y()}},
            {QStringLiteral("to"), QJsonArray{f.position.x(), f.position.y()}}},
           logevent::kMove);
    if (r.hasMissive && r.free() &&
        QLineF(f.position, g.m_emperor).length() <= kEmperorReachCm + f.radius())
        r.arrived = true;
}

void RideOrders::movePatrols(SteeplechaseGame &g, const QString &courier, int pairs)
{
    const QPointF at = g.figure(courier).position;
    // Patrols on their routes, and groups a chase left away from their ground (seed: it
    // "reverts to patrol movement, moving only when doubles are rolled. It must move toward its
    // patrol line by the shortest route").
    QStringList patrols;
    for (const QString &id : g.m_groupIds) {
        const Group *gr = g.m_s.group(id);
        const GroupRecord &rec = g.groupRecord(id);
        const GroupKind *kind = findGroupKind(rec.kind);
        if (!gr || !kind || kind->moveDice == 0 || rec.gone || rec.overcome ||
            !rec.quarry.isEmpty() || g.membersOf(id).isEmpty())
            continue;
        const bool onPatrol = gr->order.kind == OrderKind::Patrol && gr->order.route.size() >= 2;
        if (onPatrol || PursuitRules::awayFromHome(g, id))
            patrols << id;
    }
    const auto distance = [&](const QString &id) { return PursuitRules::distanceTo(g, id, at); };
    std::sort(patrols.begin(), patrols.end(),
              [&](auto &a, auto &b) { return distance(a) < distance(b); });
    for (int i = 0; i < pairs && i < patrols.size(); ++i) {
        if (PursuitRules::awayFromHome(g, patrols[i]))
            PursuitRules::goHome(g, patrols[i],
                                 findGroupKind(g.groupRecord(patrols[i]).kind)->moveDice);
        else
            walkRoute(g, patrols[i]);
    }
}

// A patrol walks its dice along its route, turning back at either end (reading §4).
void RideOrders::walkRoute(SteeplechaseGame &g, const QString &group)
{
    const GroupKind *kind = findGroupKind(g.groupRecord(group).kind);
    const QList<QPointF> &route = g.m_s.group(group)->order.route;
    GroupRecord &rec = g.m_groups[group];
    const QList<int> dice = g.m_dice.roll(kind->moveDice, 6);
    double left = 0;
    for (int d : dice)
        left += d * kCmPerInch;
    const QPointF start = g.m_s.figures[g.membersOf(group).first()].position;
    QPointF at = start;
    for (int guard = 0; left > 1e-6 && guard < 100; ++guard) {
        const int next = rec.routeBack ? rec.routeLeg : rec.routeLeg + 1;
        const QPointF target = route[std::clamp(next, 0, int(route.size()) - 1)];
        const double d = QLineF(at, target).length();
        if (d > left) {
            at += (target - at) * (left / d);
            break;
        }
        at = target;
        left -= d;
        if (!rec.routeBack && next >= route.size() - 1)
            rec.routeBack = true, rec.routeLeg = int(route.size()) - 2;
        else if (rec.routeBack && next <= 0)
            rec.routeBack = false, rec.routeLeg = 0;
        else
            rec.routeLeg += rec.routeBack ? -1 : 1;
    }
    shiftGroup(g, group, at - start);
    g.say(QStringLiteral("patrol"),
          Text::tr("A pair: %1 patrols %2 in along its route (rolled %3).")
              .arg(g.nameOf(group))
              .arg(decimalText(QLineF(start, at).length() / kCmPerInch, 1))
              .arg(diceText(dice)),
          {{QStringLiteral("group"), group}, {QStringLiteral("dice"), diceJson(dice)}});
}

double RideOrders::facingOf(const QPointF &dir)
{
    return std::fmod(qRadiansToDegrees(std::atan2(dir.x(), -dir.y())) + 360.0, 360.0);
}

void RideOrders::shiftGroup(SteeplechaseGame &g, const QString &group, const QPointF &by)
{
    if (QLineF(QPointF(), by).length() < 1e-6)
        return;
    const double facing = facingOf(by / QLineF(QPointF(), by).length());
    for (int i : g.membersOf(group)) {
        g.m_s.figures[i].position += by;
        g.m_s.figures[i].facing = facing;
    }
    // Its prisoners go with it (seed, Captured), on its patrol as on its way home.
    for (const QString &prisoner : g.groupRecord(group).prisoners)
        g.figure(prisoner).position += by;
}

} // namespace ambuscade::steeplechase
