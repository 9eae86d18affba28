// SPDX-License-Identifier: GPL-3.0-or-later
#include "visibilitypass.h"

#include <thread>

namespace ambuscade::geo {

namespace {
void examineFrom(const TableGeometry &g, int observer, double rangeCm, PairSearch search,
                 std::vector<int> &near, PassSummary &sum)
{
    const std::vector<Body> &bodies = g.bodies();
    const Body &me = bodies[observer];
    near.clear();
    if (search == PairSearch::Indexed) {
        g.figuresWithin(observer, rangeCm, near);
    } else {
        for (int other = 0; other < int(bodies.size()); ++other)
            if (other != observer && g.edgeDistance(observer, other) <= rangeCm)
                near.push_back(other);
    }
    for (int target : near) {
        const Body &enemy = bodies[target];
        if (!enemy.alive || enemy.side == me.side)
            continue;
        ++sum.pairs;
        sum.distanceSum += g.edgeDistance(observer, target);
        sum.inFrontArc += g.inFrontArc(observer, enemy.centre);
        sum.clearSight += g.hasClearSight(observer, target);
        sum.inCover += g.coverLevelAgainst(target, observer) != Cover::Open;
    }
}
} // namespace

PassSummary visibilityPass(const TableGeometry &geometry, double rangeCm, int threads,
                           PairSearch search)
{
    const int figures = int(geometry.bodies().size());
    threads = std::max(1, threads);
    std::vector<PassSummary> partial(threads);
    const auto work = [&](int part) {
        std::vector<int> near;
        // Counted on this thread's own stack: neighbouring entries of `partial` share a cache
        // line, and updating them from two cores would make the cores fight over it.
        PassSummary mine;
        // Interleaved shares: neighbouring figures (often one busy group) go to different threads.
        for (int observer = part; observer < figures; observer += threads) {
            if (geometry.bodies()[observer].alive)
                examineFrom(geometry, observer, rangeCm, search, near, mine);
        }
        partial[part] = mine;
    };
    std::vector<std::thread> pool;
    for (int part = 1; part < threads; ++part)
        pool.emplace_back(work, part);
    work(0);
    for (std::thread &t : pool)
        t.join();

    PassSummary total;
    for (const PassSummary &p : partial) {
        total.pairs += p.pairs;
        total.inFrontArc += p.inFrontArc;
        total.clearSight += p.clearSight;
        total.inCover += p.inCover;
        total.distanceSum += p.distanceSum;
    }
    return total;
}

} // namespace ambuscade::geo
