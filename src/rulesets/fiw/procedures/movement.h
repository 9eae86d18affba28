// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/battlefield.h"

namespace ambuscade::fiw {

// Whether a figure may make a move, and what it costs (reading §4 and §9).
struct MoveCheck {
    bool allowed = false;
    double costCm = 0;
    double allowanceCm = 0;
    QStringList problems; // said for people: what stops the move
};

// A move along a path of waypoints (from where the figure stands to where it ends): the
// path's cost through terrain must fit the figure's allowance, it may not cross water, and
// the base must end on the table without overlapping another living figure's base. Horsed
// figures get their 40 cm only in open going.
MoveCheck checkMove(const Battlefield &field, int figure, const QList<QPointF> &path);

} // namespace ambuscade::fiw
