// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

namespace ambuscade::geo {

struct RandomTableSpec {
    quint32 seed = 1;
    double widthCm = 180;
    double heightCm = 120;
    int polygons = 300; // areas of every kind, 10 to 50 corners each
    int lines = 0;      // walls, fences, hedges and wide streams
    int figuresPerSide = 500;
    int figuresPerGroup = 10;
    QString ruleset;                  // the scenario's rule set
    QList<Attributes> figureFields{}; // each side's figures' fields under it (none: no fields)
};

// A busy table made up from a seed, the same on every machine: for the benchmark and for
// testing the fast geometry against the plain one.
Scenario randomTable(const RandomTableSpec &spec);

} // namespace ambuscade::geo
