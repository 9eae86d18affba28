// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/battlefield.h"
#include "fiw/procedures/movement.h"
#include "fiw/procedures/shooting.h"
#include "fiw/tables/actionstable.h"

#include <optional>

namespace ambuscade::fiw {

// What an uncommanded group does on the table for its Actions result (reading §8): the moves
// of its figures, the way those who stay turn, and in words where it went and why.
struct GroupMovePlan {
    Action action = Action::Continue;
    QList<FigureMove> moves; // the figures that change place
    QList<FigureMove> turns; // the figures that stay but turn (from == to)
    int targetGroup = -1;    // advance or charge: the enemy group it goes for
    bool charge = false;     // some figure reaches base contact with the enemy
    QString where;           // e.g. "to the edge of Beaver Wood", "away from Paugus"
    double longestMoveCm = 0;
};

// Works out the moves of a group for an Actions result: take cover (each man to the nearest
// cover he can reach this move, else a full move away from the nearest visible enemy),
// withdraw (to cover further from the enemy, else away), run (a full move away), half move
// away, halt facing, advance or move on the enemy (with a charge into base contact when it
// reaches), march and deploy (formed troops: three wide on their objective until there is
// room for their line in range of the enemy, a line three deep facing him), and continue (the
// standing order: hold, advance to a point, walk a patrol route, or lie in ambush until an enemy
// comes within its distance, then charge). Figures keep their bases apart and stay on the table;
// water stops them. The spotting distance is the group's this turn (who counts as visible).
// A leader standing apart from his men (§1: a group of his own) is left where he stands by
// the group's move.
GroupMovePlan planGroupMove(const Battlefield &field, int group, Action action, double spottingCm);

// An Actions result as the table carries it out for a group it moves (§8, §11): as
// planGroupMove, but the table's "carry on facing the enemy (charge?)" is a charge when a man
// of the group reaches base contact with the nearest enemy this move, made as "advance
// (charge?)" makes it.
// A commanded group that carries on chooses whether to charge: planGroupMove plans it.
GroupMovePlan planActionsResult(const Battlefield &field, int group, Action action,
                                double spottingCm);

// What a group's plans start from, whatever the Actions result: its men who move, their
// centre, and the enemy they reckon with (the nearest they see, else the nearest).
struct GroupReading {
    int group = -1;
    QList<int> members; // living, but for a leader standing apart
    QPointF centre;
    Sighting seen;
    int enemy = -1;
};

// What a group's plan is made from besides its group, Actions result and spotting distance:
// the table (the Battlefield's generation: its geometry and groups), where each figure stands
// and whether he is on the table, as the scenario has them (it may run ahead of the geometry
// while the game moves a group), which of the group's own men are wounded (their moves are
// shorter; nobody else's wounds enter a plan), and who has fired lately.
struct TableStamp {
    quint64 generation = 0;
    std::vector<double> figures;     // x, y, and 1 killed + 2 under a marker, each
    std::vector<int> woundedOfGroup; // ascending
    std::vector<int> firedLately;    // ascending
    static TableStamp of(const Battlefield &field, int group);
    bool operator==(const TableStamp &o) const
    {
        return generation == o.generation && figures == o.figures &&
               woundedOfGroup == o.woundedOfGroup && firedLately == o.firedLately;
    }
};

// planGroupMove for several Actions results of one group on an unchanged table: the table is
// read once, at the first plan made (finding the nearest enemy in sight is the costly part),
// each plan made afresh from that reading. The table must not change while it is in use.
// Plans are remembered, on each thread, for the table as it stands (TableStamp): the
// computer weighs the ways a group may move in its own copy of the game, then the game makes
// the plan chosen; the command phase weighs the ways the movement phase weighs again when
// nobody has moved between. A plan remembered is the plan made afresh.
class GroupMovePlanner
{
public:
    GroupMovePlanner(const Battlefield &field, int group, double spottingCm);
    GroupMovePlan plan(Action action) const;
    // The plan for an Actions result as the table carries it out (planActionsResult).
    GroupMovePlan tableResult(Action action) const;

private:
    GroupMovePlan makePlan(Action action) const;

    const Battlefield &m_field;
    int m_group;
    double m_spottingCm;
    TableStamp m_stamp;
    // Read at the first plan not remembered.
    mutable std::optional<GroupReading> m_reading;
    // The other bases on the table, as every plan's placing of the men starts from them.
    mutable std::optional<FigurePlacer> m_placer;
};

// How far from the nearest of his men a leader going back to them stops, base edge to base
// edge: well within the 5 cm that make him one of them again.
constexpr double kRejoinGapCm = 1;
// The computer's leader standing apart goes back towards the nearest man of his group, as far
// as his move allows; none when he cannot move or has nobody to go to.
std::optional<FigureMove> planRejoin(const Battlefield &field, int leader);

} // namespace ambuscade::fiw
