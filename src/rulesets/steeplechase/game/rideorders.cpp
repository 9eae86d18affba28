// SPDX-License-Identifier: GPL-3.0-or-later
// A courier's move (reading §3): he points, rolls and rides the total in a straight line (an
// excellent horseman may turn once, up to 45°), stopping where the going stops him; his
// pairs send patrols along their routes.
#include "steeplechase/game/gamerules.h"
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
// Decided: a man on foot climbs a wall he stands within an inch of, with his whole move.
constexpr double kClimbFromCm = 1 * kCmPerInch;
QString buildingName(const TerrainFeature &t)
{
    return t.name.isEmpty() ? Text::tr("the building") : t.name;
}

// A little room left between a base and what stopped it.
constexpr double kGapCm = 0.1;
// An excellent horseman's one turn during his ride (reading §3).
constexpr double kMostTurnDegrees = 45;
// A jump of this or more puts him over the stream or wall (5: "a modest success").
constexpr int kJumpOverOn = 5;

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

// How far he may go along the ray before his base leaves the table.
double toTableEdge(const Scenario &s, const QPointF &p, const QPointF &dir, double r)
{
    double t = 1e9;
    if (dir.x() > 1e-9)
        t = std::min(t, (s.table.widthCm - r - p.x()) / dir.x());
    if (dir.x() < -1e-9)
        t = std::min(t, (r - p.x()) / dir.x());
    if (dir.y() > 1e-9)
        t = std::min(t, (s.table.heightCm - r - p.y()) / dir.y());
    if (dir.y() < -1e-9)
        t = std::min(t, (r - p.y()) / dir.y());
    return std::max(0.0, t);
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

// A jump: one die with his modifiers, his energy's re-roll, read on the table.
struct Jump {
    int roll = 0;
    const TableEntry *entry = nullptr;
};
} // namespace

QJsonArray diceJson(const QList<int> &dice)
{
    QJsonArray a;
    for (int d : dice)
        a.append(d);
    return a;
}

// One straight leg of a ride: where it starts, its way and length, and how it is ridden.
struct LegPlan {
    QPointF from;
    QPointF dir;
    double cm = 0;
    bool jump = true;    // a mounted courier jumps what he may jump
    bool anyOne = false; // a 1 among his dice: woods throw him
    double riddenCm = 0; // ridden this move before this leg (a horseman's first leg)
    bool asked = false;  // a person's ride: a jump that falls short waits for him
    // Taken up again at a jump: what the line met before it is behind him, its die is known.
    std::optional<JumpResume> resume;
};

// The line of his ride, walked to its end or to what stops him.
struct RideWalk {
    RideWalk(SteeplechaseGame &game, const QString &who, const LegPlan &plan)
        : g(game), courier(who), from(plan.from), dir(plan.dir), reach(plan.cm), jump(plan.jump),
          anyOne(plan.anyOne), riddenCm(plan.riddenCm), asked(plan.asked), resume(plan.resume)
    {}

    SteeplechaseGame &g;
    QString courier;
    QPointF from;
    QPointF dir;
    double reach; // what the dice allow, shortened by the table edge and other bases
    bool jump;    // a mounted courier jumps what he may jump
    bool anyOne;  // a 1 among his dice: woods throw him
    double stop = 0;
    bool endsMove = false;
    // Where nothing but the table's edge, another base or a building's wall would stop him,
    // whatever his dice: a jump that puts him over goes there, though his dice run out sooner.
    double hard = 1e9;
    bool over = false;   // a jump put him on the far side
    double riddenCm = 0; // ridden this move before this leg (a horseman's first leg)
    bool asked = false;
    std::optional<JumpResume> resume;
    int encounter = -1; // the place of what he meets now among what the line meets
    LegEnd waiting;     // a person's jump that fell short: where, and its die

    // One straight leg, walked.
    static LegEnd walkLeg(SteeplechaseGame &g, const QString &courier, const LegPlan &plan);
    std::optional<Jump> jumpRoll(const RollTable &table, const QList<Modifier> &mods);
    bool waitsForHim(const RollTable &table, int die, int modifier);
    void meet(const LineEncounter &e);
    void meetWater(const LineEncounter &e);
    void meetWall(const LineEncounter &e);
    void thrownAt(double at, bool horseLost);
    void thrownInWoods(double at);
    void leaveHorseAtDoor(const LineEncounter &e);
    QString name() const { return g.nameOf(courier); }
    CourierRecord &rec() { return g.m_couriers[courier]; }
    double radius() const { return g.figure(courier).radius(); }
};

// A person's jump die that falls short, while his energy lets him roll it again: he stops at
// the jump and says whether he does (the Race panel's Roll again row).
bool RideWalk::waitsForHim(const RollTable &table, int die, int modifier)
{
    if (!asked || die + modifier >= kJumpOverOn || !mayRollAgain(die, rec().courier.energy))
        return false;
    waiting.endsMove = true;
    waiting.from = from;
    waiting.dir = dir;
    waiting.waitsAt = encounter;
    waiting.table = QLatin1String(table.id);
    waiting.die = die;
    waiting.modifier = modifier;
    g.tell(courier,
           Text::tr("%1 jumps: %2 rolled %3, %4 in all with his modifiers (%5 gets him over), "
                    "which reads: “%6” His energy lets him roll it again, if he wishes.")
               .arg(name(), QCoreApplication::translate("Steeplechase", table.name))
               .arg(die)
               .arg(die + modifier)
               .arg(kJumpOverOn)
               .arg(entryText(table.at(die + modifier))),
           {}, // the jump's event, once he has said, carries its dice
           QStringLiteral("roll"));
    return true;
}

// A jump: his die (a low one that falls short rolled again: asked of a person), read with
// his modifiers; nullopt when he waits to say whether he rolls it again.
std::optional<Jump> RideWalk::jumpRoll(const RollTable &table, const QList<Modifier> &mods)
{
    QList<int> faces;
    if (resume && resume->encounter == encounter) {
        faces = resume->faces;
    } else if (asked) {
        faces << g.m_dice.roll(6);
        if (waitsForHim(table, faces.first(), total(mods)))
            return std::nullopt;
    } else {
        dieForTarget(rec().courier.energy, total(mods), kJumpOverOn, g.m_dice, &faces);
    }
    const int die = faces.last();
    Jump j{die + total(mods), &table.at(die + total(mods))};
    g.tell(
        courier,
        Text::tr("%1 jumps: %2 %3, %4 in all with his modifiers (%5 gets him over). %6")
            .arg(name(), QCoreApplication::translate("Steeplechase", table.name), facesText(faces))
            .arg(j.roll)
            .arg(kJumpOverOn)
            .arg(entryText(*j.entry)),
        {{QStringLiteral("table"), QLatin1String(table.id)},
         {QStringLiteral("roll"), j.roll},
         {QStringLiteral("modifier"), total(mods)},
         {QStringLiteral("dice"), diceJson(faces)}},
        QStringLiteral("roll"));
    g.gainBoasts(courier, j.entry->boasts);
    g.gainShame(courier, j.entry->shame);
    return j;
}

void RideWalk::thrownAt(double at, bool horseLost)
{
    stop = std::max(0.0, at);
    endsMove = true;
    g.figure(courier).position = from + dir * stop;
    TableOutcomes::unhorse(g, courier, !horseLost);
}

// Thrown in the woods, he finishes his move on foot; his horse is left loose where it threw
// him (reading §3, woods).
void RideWalk::thrownInWoods(double at)
{
    g.tell(courier, Text::tr("%1 is thrown in the woods (a 1 among his dice) and goes on on foot.")
                        .arg(name()));
    TableOutcomes::unhorse(g, courier, true);
    rec().horseAt = from + dir * std::max(0.0, at);
}

void RideWalk::leaveHorseAtDoor(const LineEncounter &e)
{
    CourierRecord &r = rec();
    r.horseAtDoor = r.courier.mount;
    r.horseAt = from + dir * std::max(0.0, e.atCm - radius() - kGapCm);
    r.courier.mount = Mount::OnFoot;
    g.tell(courier,
           Text::tr("%1 leaves his horse at the door of %2 and goes in on foot.")
               .arg(name(), buildingName(g.m_s.terrain[e.feature])),
           {}, QStringLiteral("horse"));
}

void RideWalk::meetWater(const LineEncounter &e)
{
    const double before = RideOrders::shortOf(e.atCm, radius());
    if (e.kind != TerrainKind::Stream) {
        if (e.onBridge)
            return; // over the bridge
        stop = before;
        endsMove = true; // a river or lake stops him at its bank
        const TerrainFeature &water = g.m_s.terrain[e.feature];
        g.tell(courier,
               Text::tr("%1 is stopped by %2: no one crosses it but by a bridge.")
                   .arg(name(), water.name.isEmpty() ? Text::tr("the water") : water.name));
        return;
    }
    const bool mounted = rec().courier.mounted();
    if (!mounted || !jump) {
        stop = std::min(reach, (e.atCm + e.exitCm) / 2); // in the middle of the stream
        endsMove = true;
        return;
    }
    const std::optional<Jump> j = jumpRoll(streamJumpTable(), streamJumpModifiers(rec().courier));
    if (!j) {
        stop = before, endsMove = true; // at the bank while he decides
        return;
    }
    const QList<Effect> &fx = j->entry->effects;
    if (fx.contains(Effect::Thrown))
        thrownAt(before, false);
    else if (fx.contains(Effect::StopShort))
        stop = (e.atCm + e.exitCm) / 2, endsMove = true;
    else if (fx.contains(Effect::StopBeyond)) {
        // Over: on the far bank, though his dice would have left him in the water; with the
        // far bank blocked (a base, the table's edge) he can only stand in the stream.
        const double far = e.exitCm + radius() + kGapCm;
        over = far <= hard;
        stop = over ? far : (e.atCm + e.exitCm) / 2;
        endsMove = true;
    }
}

void RideWalk::meetWall(const LineEncounter &e)
{
    const double before = RideOrders::shortOf(e.atCm, radius());
    const double beyond = e.atCm + radius() + kGapCm;
    if (!rec().courier.mounted()) {
        // On foot he climbs it with his whole move, if he starts at its foot.
        stop = e.atCm <= kClimbFromCm + radius() ? beyond : before;
        endsMove = true;
        return;
    }
    if (!jump) {
        stop = before;
        endsMove = true;
        return;
    }
    // The run-up and the ride so far are this move's: a horseman's first leg counts.
    const double inches = (riddenCm + e.atCm) / kCmPerInch;
    const std::optional<Jump> j =
        jumpRoll(wallJumpTable(), wallJumpModifiers(rec().courier, inches, inches));
    if (!j) {
        stop = before, endsMove = true; // at its foot while he decides
        return;
    }
    const QList<Effect> &fx = j->entry->effects;
    if (fx.contains(Effect::HorseLost) || fx.contains(Effect::Thrown))
        thrownAt(before, fx.contains(Effect::HorseLost));
    else if (fx.contains(Effect::StopShort))
        stop = before, endsMove = true;
    else if (fx.contains(Effect::StopBeyond)) {
        // Over: on the far side, though his dice run out at the wall; blocked there, he stays.
        over = beyond <= hard;
        stop = over ? beyond : before;
        endsMove = true;
    }
}

void RideWalk::meet(const LineEncounter &e)
{
    switch (e.kind) {
    case TerrainKind::River:
    case TerrainKind::Lake:
    case TerrainKind::Stream:
        meetWater(e);
        return;
    case TerrainKind::Wall:
    case TerrainKind::Fence:
    case TerrainKind::Hedge:
    case TerrainKind::FallenTree:
        meetWall(e);
        return;
    case TerrainKind::Woods:
        if (rec().courier.mounted() && anyOne)
            thrownInWoods(e.atCm);
        return;
    case TerrainKind::Building:
        // He goes in by a doorway and stops; a rider leaves his horse at the door and goes in
        // on foot (seed, Buildings: "Any horses should be left outside at the door").
        if (!rec().courier.mounted() && !e.throughDoor)
            g.tell(courier, Text::tr("%1 finds no doorway there and stops at the wall of %2.")
                                .arg(name(), buildingName(g.m_s.terrain[e.feature])));
        if (rec().courier.mounted() && e.throughDoor)
            leaveHorseAtDoor(e);
        stop =
            !e.throughDoor ? std::max(0.0, e.atCm - radius() - kGapCm) : e.atCm + radius() + kGapCm;
        endsMove = true;
        return;
    default:
        return; // roads, rough ground and the rest change nothing once he is moving
    }
}

LegEnd RideWalk::walkLeg(SteeplechaseGame &g, const QString &courier, const LegPlan &plan)
{
    const QPointF &from = plan.from, &dir = plan.dir;
    const double cm = plan.cm;
    RideWalk walk(g, courier, plan);
    QString inTheWay;
    const double baseCm = RideOrders::firstBaseInTheWay(g, courier, from, dir, &inTheWay);
    walk.hard = std::min(toTableEdge(g.m_s, from, dir, g.figure(courier).radius()), baseCm);
    walk.reach = std::min(walk.reach, walk.hard);
    // Leaving a building takes his whole move (reading §3): out by a doorway he stops just
    // outside it, within an inch of the door; at a wall away from every doorway he stays in.
    bool leftBuilding = false;
    if (const auto out = g.terrain().leaving(from, from + dir * walk.reach)) {
        const QString building = buildingName(g.m_s.terrain[out->feature]);
        if (out->throughDoor) {
            walk.reach = std::min(walk.reach, out->atCm + walk.radius() + kGapCm);
            walk.hard = std::min(walk.hard, walk.reach);
            leftBuilding = true;
            if (!plan.resume) // said when he came out, before the jump he waited at
                g.tell(courier, Text::tr("%1 comes out of %2 by the doorway: leaving takes his "
                                         "whole move.")
                                    .arg(walk.name(), building));
            // His horse waits at the door: he mounts as he comes out (seed: "leaving a
            // building (and perhaps remounting horse) is an entire turn of movement").
            CourierRecord &r = g.m_couriers[courier];
            if (r.horseAtDoor) {
                r.courier.mount = *r.horseAtDoor;
                r.horseAtDoor.reset();
                g.tell(courier, Text::tr("%1 mounts his horse at the door.").arg(walk.name()), {},
                       QStringLiteral("horse"));
            }
        } else {
            walk.reach = std::max(0.0, out->atCm - walk.radius() - kGapCm);
            walk.hard = walk.reach;
            g.tell(courier, Text::tr("%1 finds no doorway that way and stays inside %2.")
                                .arg(walk.name(), building));
        }
    }
    walk.stop = walk.reach;
    // A rider who sets off inside woods rides through them from the start.
    if (walk.reach > 0 && g.record(courier).courier.mounted() && plan.anyOne &&
        g.terrain().inside(from, TerrainKind::Woods))
        walk.thrownInWoods(0);
    // Walked to where only the edge or a base would stop him, so that water his dice end in
    // is known to its far bank; what lies beyond his dice is not met. Taken up again at a
    // jump, what came before it is behind him (nothing he met there but a clean jump, or he
    // would not have jumped on).
    for (const LineEncounter &e : g.terrain().along(from, from + dir * walk.hard)) {
        if (e.atCm > walk.reach)
            break;
        if (++walk.encounter < (plan.resume ? plan.resume->encounter : 0))
            continue;
        walk.meet(e);
        if (walk.endsMove)
            break;
    }
    const double went = walk.over ? walk.stop : std::min(walk.stop, walk.reach);
    if (walk.waiting.waitsAt >= 0) {
        walk.waiting.cm = went;
        return walk.waiting;
    }
    // Said when a base cut his dice short, as every other stop is (a new user saw a 14-in roll
    // ride 0.2 in with no reason: pursuers stood round him).
    if (!inTheWay.isEmpty() && baseCm < cm - 1e-6 && went >= baseCm - 1e-6)
        g.tell(courier, Text::tr("%1 is stopped after %2 in by %3 in his way.")
                            .arg(walk.name())
                            .arg((plan.riddenCm + went) / kCmPerInch, 0, 'f', 1)
                            .arg(RideOrders::bearerName(g, inTheWay)));
    LegEnd end;
    end.cm = went;
    end.endsMove = walk.endsMove || leftBuilding || went < cm - 1e-6;
    end.from = from;
    end.dir = dir;
    return end;
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

ActionOutcome RideOrders::rerollChosen(SteeplechaseGame &g, const QString &courier,
                                       const QList<int> &places)
{
    CourierRecord &r = g.m_couriers[courier];
    if (!r.rolledRide)
        return ActionOutcome::refused(
            Text::tr("%1 has no roll waiting to be rolled again.").arg(g.nameOf(courier)));
    const QList<int> open = rerollable(g, courier);
    QList<int> chosen = places;
    std::sort(chosen.begin(), chosen.end());
    for (int i = 0; i < chosen.size(); ++i)
        if (!open.contains(chosen[i]) || (i > 0 && chosen[i] == chosen[i - 1]))
            return ActionOutcome::refused(
                Text::tr("%1 may roll again only his dice of %2 or less (places %3 of his roll, "
                         "from 0), each once.")
                    .arg(g.nameOf(courier))
                    .arg(energyInfo(r.courier.energy).highestRerolled)
                    .arg(diceText(open)));
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
    const QPointF from = way.start;
    const std::optional<RideTurn> &turn = roll.turn;
    const QPointF dir = (roll.toward - from) / QLineF(from, roll.toward).length();
    const double cm = rideInches(r, way.kept) * kCmPerInch;
    const double firstCm = turn ? std::min(cm, turn->atCm) : cm;
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
                                    .arg(first.cm / kCmPerInch, 0, 'f', 1));
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
            Text::tr("%1 in").arg(QLineF(from, g.figure(courier).position).length() / kCmPerInch, 0,
                                  'f', 1)};
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
           Text::tr("%1 rides %2 in.").arg(g.nameOf(courier)).arg(distance / kCmPerInch, 0, 'f', 1),
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
              .arg(QLineF(start, at).length() / kCmPerInch, 0, 'f', 1)
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
