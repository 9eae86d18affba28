// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tablegeometry.h"

namespace ambuscade::geo {

// What one sweep over the table found; the counts double as a check that two ways of
// sweeping (indexed or brute force, one thread or several) did the same work.
struct PassSummary {
    long long pairs = 0;      // observer → target pairs looked at
    long long inFrontArc = 0; // targets in the observer's front arc
    long long clearSight = 0; // targets in clear sight
    long long inCover = 0;    // targets with soft or hard cover against the observer
    double distanceSum = 0;

    bool operator==(const PassSummary &o) const
    {
        return pairs == o.pairs && inFrontArc == o.inFrontArc && clearSight == o.clearSight &&
               inCover == o.inCover &&
               std::abs(distanceSum - o.distanceSum) < 1e-6 * std::max(1.0, distanceSum);
    }
};

enum class PairSearch { Indexed, AllPairs };

// For every living figure and every living enemy within rangeCm (edge to edge): the
// distance, whether the enemy is in the figure's front arc, whether the figure sees it, and
// the enemy's cover against it. This is the work behind every side's risk factors.
PassSummary visibilityPass(const TableGeometry &geometry, double rangeCm, int threads,
                           PairSearch search);

} // namespace ambuscade::geo
