// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "surface/lengthunit.h"

namespace ambuscade {

// A move on the table said for someone moving the models by hand: how far, towards what (a
// named piece of terrain or objective it heads for, else a compass point with the top of
// the table as north), and the facing at the end, e.g. "12.0 cm towards Gagnon farmhouse,
// then face 40°", in the unit the rule set is played in ("4.7 in towards …").
QString describeMove(const Scenario &scenario, const QPointF &from, const QPointF &to,
                     double facing, LengthUnit unit = LengthUnit::Centimetres);

} // namespace ambuscade
