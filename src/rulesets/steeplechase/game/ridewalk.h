// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A leg of a courier's ride walked along its line (reading §3): what it meets (water, walls,
// woods, buildings) and what that does to him, jumps rolled and read. Used by RideOrders
// only: the game's friend, inside the rules.

#include "steeplechase/game/gamerules.h"
#include "steeplechase/game/ridepath.h"

#include "steeplechase/procedures/modifier.h"

#include <QPointF>
#include <optional>

namespace ambuscade::steeplechase {

// A little room left between a base and what stopped it.
inline constexpr double kGapCm = 0.1;

// A jump: one die with his modifiers, his energy's re-roll, read on the table.
struct Jump {
    int roll = 0;
    const TableEntry *entry = nullptr;
};

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

} // namespace ambuscade::steeplechase
