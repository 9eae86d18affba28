// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/ai/groupmoves.h"

namespace ambuscade::fiw {

// §8: "uncommanded formed groups whose result is italic keep company with the first group of
// their platoon to move, while the platoon stays within 5 cm and an officer or NCO is within
// 5 cm of it." Decided: a platoon is the side's formed groups standing together, each with a
// living man within 5 cm (edge to edge) of a man of another of them, with a living officer or
// NCO of the side within 5 cm of one of its men (or among them). The side's platoons of two
// groups or more, each in the order of the scenario's groups.
QList<QList<int>> platoonsOf(const Battlefield &field, const QString &side);

// How far the centre of a group's men (those who move with it) shifts by a plan.
QPointF centreShift(const Battlefield &field, int group, const GroupMovePlan &plan);

// A group keeping company with the first group of its platoon to move: each of its men moves
// by that group's shift, as far as his move and the going allow (placed as every move the
// rules make is); no shift, no move. `leader` names the group it keeps company with.
GroupMovePlan planKeepingCompany(const Battlefield &field, int group, const QPointF &shift,
                                 Action leadersAction, const QString &leader);

} // namespace ambuscade::fiw
