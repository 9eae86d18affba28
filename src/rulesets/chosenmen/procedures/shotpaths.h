// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/tables/troops.h"
#include "scenario/scenario.h"

#include <QList>

namespace ambuscade::chosenmen {

// Where shots go on the table (reading §5).

// Individual fire: a target within the 45° arc of the shooter's facing (22.5° either side,
// kFiringArcHalfDegrees).
bool inFiringArc(const Figure &shooter, const QPointF &target);
// How far off a figure's facing a point lies, in degrees (0 straight ahead, 180 behind).
double degreesOffFacing(const Figure &f, const QPointF &point);

// Ball bounces through everything in its path: every figure on the table whose base the line
// from the gun towards the aiming point crosses, within reach (edge to edge), nearest first;
// each gets a d10. Friends too.
QList<int> ballPath(const Scenario &scenario, int gun, const QPointF &towards, double reachCm);
// Grape sweeps a band 6 in wide along that line: every figure with part of its base in it,
// within reach, nearest first.
constexpr double kGrapeSpreadIn = 6;
QList<int> grapeSpread(const Scenario &scenario, int gun, const QPointF &towards, double reachCm);

} // namespace ambuscade::chosenmen
