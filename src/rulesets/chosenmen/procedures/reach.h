// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/procedures/firing.h"
#include "chosenmen/tables/terraintable.h"
#include "rules/tablerules.h"

namespace ambuscade::chosenmen {

// What a figure reaches where it stands, for the tabletop's rings: its weapon's close and
// effective ranges, an officer's command (6 in) or a squad leader's placing distance (6 in,
// 10 for skirmishers, 2 round a gun), and its mean move for the ground it stands on.
FigureReach figureReach(const Scenario &scenario, const geo::TableGeometry &geometry, int figure);
// The mean move in inches of a figure where it stands, and the dice it rolls there.
struct MoveHere {
    MoveClass move = MoveClass::Infantry;
    GroundAt ground;
    MoveDice dice{2, Drop::None, 0};
    double meanIn = 0;
};
MoveHere moveHere(const Scenario &scenario, const geo::TableGeometry &geometry, int figure);

// Everything the rules say of a figure as the scenario stands, for `ambuscade-cli inspect`:
// its unit's quality, base and modified morale with each modifier, formed or not, its move
// dice where it stands, its weapon's ranges in inches and its reload state (a gun's with the
// turns its missing crew add). `afloat`: his unit has men in a boat (marines test at +1).
QJsonObject inspectFigure(const Scenario &scenario, int figure, bool afloat = false);

} // namespace ambuscade::chosenmen
