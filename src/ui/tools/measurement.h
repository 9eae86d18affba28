// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/tablegeometry.h"

#include <QList>
#include <QPointF>
#include <optional>

namespace ambuscade {

class TableRules;

struct Scenario;

// What the measuring tape says about a path on the table.
struct Measurement {
    double lengthCm = 0; // along the path; from and to a base's edge where it starts or ends on one
    geo::PathCost cost;  // what walking it costs under the rules
    double fullMoveCm = 0; // the move the cost was reckoned against
    QString fromFigure;    // ids of the figures the path starts and ends on, if any
    QString toFigure;
    // Between two figures of different sides (or any two figures): the sight-line verdict
    // and the cover the target would have against the first.
    std::optional<geo::SightLine> sight;
    geo::CoverResult cover;

    // What it says, a phrase each: the length, the cost, the going, the sight.
    QStringList findings(const Scenario &scenario) const;
    // The findings in one line, for the status bar.
    QString summary(const Scenario &scenario) const;
};

// Measures a path given by its points (at least two) under the table's rules. `geometry`
// must be built over the same scenario.
Measurement measurePath(const TableRules &rules, const Scenario &scenario,
                        const geo::TableGeometry &geometry, const QList<QPointF> &points);

} // namespace ambuscade
