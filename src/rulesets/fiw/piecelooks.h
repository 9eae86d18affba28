// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/figurefields.h"
#include "rules/ruleset.h"

namespace ambuscade::fiw {

// How FIW figures look on the table: an icon of the troop type (or a horse), a badge for who
// commands or signals, a red dot when wounded, and a pennant for a group that is not steady.
PieceStyle pieceStyle(const Figure &figure, GroupStatus status);
QList<LegendEntry> legend();

// The roster's FIW columns: class, type, role, weapon, ranges, melee, wounds and condition.
QList<RosterColumn> rosterColumns();
QVariant rosterValue(const Figure &figure, const QString &column);

} // namespace ambuscade::fiw
