// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

namespace ambuscade {

// A move on the table said for someone moving the models by hand: how far, towards what (a
// named piece of terrain or objective it heads for, else a compass point with the top of
// the table as north), and the facing at the end, e.g. "12.0 cm towards Gagnon farmhouse,
// then face 40°".
QString describeMove(const Scenario &scenario, const QPointF &from, const QPointF &to,
                     double facing);

} // namespace ambuscade
