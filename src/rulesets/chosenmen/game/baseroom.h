// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <QList>
#include <optional>

namespace ambuscade::chosenmen {

// Room for a base (issue 42: after a retreat to cover at Sabugal men stood on each other).
// The reading lets bases touch (base contact, §1 and §7) but never stand on one another, so
// where a move, a retreat, a flight, a charge or a melee's falling back would set a man down
// on another's base he is set at the nearest free place round that spot instead. Boats and the
// men aboard them are left out: a hull carries its men (reading §11).

// Whether figures a and b stand on each other's base (more than a hair's overlap).
bool basesOverlap(const Scenario &s, int a, int b);
// Whether a figure, on the table, stands on another's base.
bool standsOnAnother(const Scenario &s, int figure);
// Whether the figure would stand on another's base at p; `movingWith` (his men, on the move
// with him and placed round him afterwards) are left out.
bool crowdedAt(const Scenario &s, int figure, const QPointF &p, const QList<int> &movingWith = {});

// The free place nearest p for this figure: p itself when free; else the nearest on rings
// round p, on the table, reached from p over passable ground and open to his unit (cavalry
// keep out of buildings), no nearer the enemy than p unless it is as far as p. p when none
// is found within a move's reach. `movingWith` are left out, as for crowdedAt.
QPointF nearestFreePlace(const Scenario &s, const geo::TableGeometry &g, int figure,
                         const QPointF &p, const QList<int> &movingWith = {});
// The free place nearest p for this figure that still touches his mark (a man brought into
// contact in a charge): round the mark either way, up to a third of a turn, a rider keeping to
// the side he came at (a flank stays a flank); none when there is no room there.
std::optional<QPointF> nearestFreeTouching(const Scenario &s, const geo::TableGeometry &g,
                                           int figure, int mark, const QPointF &p);
// Each of these men, in turn, moved off any base he stands on to the nearest free place.
void makeRoom(Scenario &s, const geo::TableGeometry &g, const QList<int> &men);

} // namespace ambuscade::chosenmen
