// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/figurefields.h"

#include <QString>
#include <optional>

namespace ambuscade::fiw {

// What an uncommanded group does, by its risk factor and a D6 (reading §8).
enum class Action {
    Continue,
    MoveTowardsEnemy, // "continue", but a 6 with nothing to fear: close on the nearest visible
                      // enemy
    TakeCover,
    HaltFacing,
    ContinueFacing, // carry on, facing the nearest enemy (charge?)
    AdvanceCharge,  // advance on the nearest enemy (charge?)
    Withdraw,
    Run,
    MarchInColumn,
    Deploy,
    HalfMoveAway,
};

enum class ActionsTableKind { Skirmish, Formed };

// One cell: the result, and whether it binds everyone or is advice that player characters
// and commanded groups may ignore (the rules print those in italics).
struct ActionCell {
    Action action;
    bool advisory;
};

// The rows of each table are bands of risk factor; this says which band a factor falls in.
int actionsRow(ActionsTableKind table, int riskFactor);
int actionsRowCount();
QString actionsRowLabel(ActionsTableKind table, int row);
const ActionCell &actionCell(ActionsTableKind table, int row, int die);
const ActionCell &lookUpAction(ActionsTableKind table, int riskFactor, int die);

QString actionId(Action action);
std::optional<Action> actionFromId(const QString &id);
QString actionText(Action action); // translated, for people, as the Actions table prints it
// What the result has a group do, in the words a referee would say it with, for the log
// ("carry on with its orders, facing the enemy, and charge any man within reach"): the
// table's short notation ("(charge?)") spelled out. Lower case, to stand in a sentence.
QString actionOrderText(Action action);
// The same way of moving given as an order to a commanded group: carrying on is then no
// charge, which a commanded group makes only when ordered to advance (§11).
QString commandedActionText(Action action);
QString actionsTableId(ActionsTableKind table);
// The status a reaction leaves a group in until its next test: running and withdrawing last
// that long, every other result steadies it.
GroupStatus statusAfterReaction(Action action);
std::optional<ActionsTableKind> actionsTableFromId(const QString &id);

} // namespace ambuscade::fiw
