// SPDX-License-Identifier: GPL-3.0-or-later
// A leg of a courier's ride walked: what his line meets and what it does to him.
#include "steeplechase/game/ridewalk.h"
#include "surface/lengthunit.h"

#include "steeplechase/procedures/courierrolls.h"
#include "steeplechase/procedures/movementdice.h"
#include "steeplechase/tables/coursetables.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechaseGame)
};

// Decided: a man on foot climbs a wall he stands within an inch of, with his whole move.
constexpr double kClimbFromCm = 1 * kCmPerInch;
QString buildingName(const TerrainFeature &t)
{
    return t.name.isEmpty() ? Text::tr("the building") : t.name;
}

// A jump of this or more puts him over the stream or wall (5: "a modest success").
constexpr int kJumpOverOn = 5;

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

} // namespace

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

// A jump: his die read with his modifiers. A low one that falls short is rolled again for
// the computer's ride; a person's waits for his word (nullopt), and on his answer the ride
// comes back here with the die as he left it (`resume`).
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
    // jump, what came before it on the line is behind him: it did not end his move (roads,
    // rough ground, bridges, woods that did not throw him, a clean jump), and what it did
    // (a clean jump's boast) is done.
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
                            .arg(decimalText((plan.riddenCm + went) / kCmPerInch, 1))
                            .arg(RideOrders::bearerName(g, inTheWay)));
    LegEnd end;
    end.cm = went;
    end.endsMove = walk.endsMove || leftBuilding || went < cm - 1e-6;
    end.from = from;
    end.dir = dir;
    return end;
}

} // namespace ambuscade::steeplechase
