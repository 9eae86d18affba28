// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

namespace ambuscade::chosenmen {

// Whether a unit is formed, as its figures stand (reading §1): 10 or more of them in base
// contact with one another, one or two ranks deep, facing the same way; never while any of
// those stands in a building, woods or water, nor while the unit flees.
constexpr int kFormedFigures = 10;
bool isFormed(const Scenario &scenario, const geo::TableGeometry &geometry, const QString &group);

// Whether two figures' bases touch (a hair apart counts).
bool inBaseContact(const Figure &a, const Figure &b);

// The same test on bare figures, for the ones already known to stand in open ground.
bool standFormed(const QList<const Figure *> &figures);

} // namespace ambuscade::chosenmen
