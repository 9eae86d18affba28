// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/tablegeometry.h"
#include "rules/tablerules.h"

namespace ambuscade::steeplechase {

// What a figure reaches where it stands, for the tabletop's rings: a courier's mean move on
// the most dice he may roll there (one die mounted in rough ground) and his pistol's 6 in;
// a man of a group that moves, his group's mean move.
FigureReach figureReach(const Scenario &scenario, const geo::TableGeometry &geometry, int figure);

// Everything the rules say of a figure as the scenario stands, for `ambuscade-cli inspect`:
// a courier's ability, items, mount, movement dice and energy re-rolls; a group's kind, its
// size, when it is overcome, its movement dice and the faces that send bullets.
QJsonObject inspectFigure(const Scenario &scenario, int figure);

// A pistol reaches this far (inches).
constexpr double kPistolIn = 6;

} // namespace ambuscade::steeplechase
