// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/tables/actionstable.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(Action)
};
} // namespace

namespace {
constexpr int kRows = 5;
constexpr int kDice = 6;

constexpr ActionCell B(Action a)
{
    return {a, false};
} // binding
constexpr ActionCell A(Action a)
{
    return {a, true};
} // advisory

constexpr Action C = Action::Continue, M = Action::MoveTowardsEnemy, T = Action::TakeCover,
                 H = Action::HaltFacing, F = Action::ContinueFacing, V = Action::AdvanceCharge,
                 W = Action::Withdraw, R = Action::Run, K = Action::MarchInColumn,
                 D = Action::Deploy, X = Action::HalfMoveAway;

// Reading §8. Rows: RF ≤ 0, 1, 2–5, 6–8, ≥ 9. Columns: the D6 from 1 to 6.
constexpr ActionCell kSkirmish[kRows][kDice] = {
    {B(C), B(C), B(C), B(C), B(C), B(M)}, {B(T), A(H), A(F), A(F), A(F), A(V)},
    {B(W), A(T), A(H), A(F), A(F), A(V)}, {B(R), B(W), B(T), A(T), A(H), A(F)},
    {B(R), B(R), B(W), B(T), A(T), A(H)},
};
// Rows: RF ≤ 0, 1–3, 4–6, 7–8, ≥ 9.
constexpr ActionCell kFormed[kRows][kDice] = {
    {B(K), B(K), B(K), B(K), B(K), B(K)}, {A(H), B(D), B(D), B(D), B(D), A(V)},
    {A(X), A(H), B(D), B(D), B(D), A(V)}, {B(R), B(X), A(H), B(D), B(D), A(V)},
    {B(R), B(R), B(X), A(X), A(X), A(H)},
};
// The highest risk factor of each row but the last; the last row takes everything above.
constexpr int kSkirmishRowTops[kRows - 1] = {0, 1, 5, 8};
constexpr int kFormedRowTops[kRows - 1] = {0, 3, 6, 8};
} // namespace

int actionsRowCount()
{
    return kRows;
}

int actionsRow(ActionsTableKind table, int riskFactor)
{
    const int *tops = table == ActionsTableKind::Skirmish ? kSkirmishRowTops : kFormedRowTops;
    for (int row = 0; row < kRows - 1; ++row) {
        if (riskFactor <= tops[row])
            return row;
    }
    return kRows - 1;
}

QString actionsRowLabel(ActionsTableKind table, int row)
{
    const int *tops = table == ActionsTableKind::Skirmish ? kSkirmishRowTops : kFormedRowTops;
    if (row == 0)
        return QStringLiteral("≤ %1").arg(tops[0]);
    if (row == kRows - 1)
        return QStringLiteral("≥ %1").arg(tops[kRows - 2] + 1);
    const int low = tops[row - 1] + 1, high = tops[row];
    return low == high ? QString::number(low) : QStringLiteral("%1–%2").arg(low).arg(high);
}

const ActionCell &actionCell(ActionsTableKind table, int row, int die)
{
    return table == ActionsTableKind::Skirmish ? kSkirmish[row][die - 1] : kFormed[row][die - 1];
}

const ActionCell &lookUpAction(ActionsTableKind table, int riskFactor, int die)
{
    return actionCell(table, actionsRow(table, riskFactor), die);
}

QString actionId(Action action)
{
    switch (action) {
    case Action::Continue:
        return QStringLiteral("continue");
    case Action::MoveTowardsEnemy:
        return QStringLiteral("move-towards-enemy");
    case Action::TakeCover:
        return QStringLiteral("take-cover");
    case Action::HaltFacing:
        return QStringLiteral("halt-facing");
    case Action::ContinueFacing:
        return QStringLiteral("continue-facing");
    case Action::AdvanceCharge:
        return QStringLiteral("advance-charge");
    case Action::Withdraw:
        return QStringLiteral("withdraw");
    case Action::Run:
        return QStringLiteral("run");
    case Action::MarchInColumn:
        return QStringLiteral("march-in-column");
    case Action::Deploy:
        return QStringLiteral("deploy");
    case Action::HalfMoveAway:
        return QStringLiteral("half-move-away");
    }
    return {};
}

QString actionText(Action action)
{
    switch (action) {
    case Action::Continue:
        return Text::tr("Carry on");
    case Action::MoveTowardsEnemy:
        return Text::tr("Close on the nearest enemy");
    case Action::TakeCover:
        return Text::tr("Take cover");
    case Action::HaltFacing:
        return Text::tr("Halt, face the enemy");
    case Action::ContinueFacing:
        return Text::tr("Carry on facing the enemy (charge?)");
    case Action::AdvanceCharge:
        return Text::tr("Advance (charge?)");
    case Action::Withdraw:
        return Text::tr("Withdraw");
    case Action::Run:
        return Text::tr("Run");
    case Action::MarchInColumn:
        return Text::tr("March in column");
    case Action::Deploy:
        return Text::tr("Deploy into line");
    case Action::HalfMoveAway:
        return Text::tr("Half move away");
    }
    return {};
}

QString actionOrderText(Action action)
{
    switch (action) {
    case Action::Continue:
        return Text::tr("carry on as its standing orders say");
    case Action::MoveTowardsEnemy:
        return Text::tr("close on the nearest enemy");
    case Action::TakeCover:
        return Text::tr("take cover");
    case Action::HaltFacing:
        return Text::tr("halt and face the enemy");
    case Action::ContinueFacing:
        return Text::tr("carry on as its standing orders say, facing the enemy, and charge any "
                        "man within reach");
    case Action::AdvanceCharge:
        return Text::tr("advance on the enemy, and charge him if he is within reach");
    case Action::Withdraw:
        return Text::tr("withdraw to cover further from the enemy");
    case Action::Run:
        return Text::tr("run from the enemy");
    case Action::MarchInColumn:
        return Text::tr("march in column");
    case Action::Deploy:
        return Text::tr("deploy into line");
    case Action::HalfMoveAway:
        return Text::tr("fall back half a move");
    }
    return {};
}

QString commandedActionText(Action action)
{
    return action == Action::ContinueFacing
               ? Text::tr("carry on as its standing orders say, facing the enemy")
               : actionOrderText(action);
}

std::optional<Action> actionFromId(const QString &id)
{
    for (int a = int(Action::Continue); a <= int(Action::HalfMoveAway); ++a)
        if (actionId(Action(a)) == id)
            return Action(a);
    return std::nullopt;
}

std::optional<ActionsTableKind> actionsTableFromId(const QString &id)
{
    for (ActionsTableKind k : {ActionsTableKind::Skirmish, ActionsTableKind::Formed})
        if (actionsTableId(k) == id)
            return k;
    return std::nullopt;
}

QString actionsTableId(ActionsTableKind table)
{
    return table == ActionsTableKind::Skirmish ? QStringLiteral("skirmish")
                                               : QStringLiteral("formed");
}

GroupStatus statusAfterReaction(Action action)
{
    return action == Action::Run        ? GroupStatus::Running
           : action == Action::Withdraw ? GroupStatus::Withdrawing
                                        : GroupStatus::Steady;
}

} // namespace ambuscade::fiw
