// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/procedures/winchance.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ambuscade::rogersrangers {

namespace {
double killChance(int value)
{
    // At or under the value, and a 6 always misses.
    return double(std::clamp(value, 0, 5)) / 6.0;
}

// A chance still waiting on one unknown, W: the chance of winning from the start of the next
// round when nobody falls in the rest of this one, so that a round of misses loops back.
struct Linear {
    double constant = 0;
    double perW = 0;
};

// The states of one battle, `a` Raiders and `b` hostiles fallen from the top of the lines;
// in a round `pr` and `ph` are the next places that may fire, `raidersTurn` whose turn it is.
class Solver
{
public:
    Solver(const QList<int> &raiders, const QList<int> &hostiles, BattleSide first)
        : m_raiders(raiders), m_hostiles(hostiles), m_n(int(raiders.size())),
          m_m(int(hostiles.size())), m_raidersFirst(first == BattleSide::Raiders),
          m_rounds(size_t((m_n + 1) * (m_m + 1)), std::nan("")),
          m_inRound(size_t((m_n + 1) * (m_m + 1) * (m_n + 1) * (m_m + 1) * 2), Linear{-1, 0})
    {}

    // The chance of winning from the start of a round.
    double fromRound(int a, int b)
    {
        if (a == m_n)
            return 0;
        if (b == m_m)
            return 1;
        double &memo = m_rounds[size_t(a * (m_m + 1) + b)];
        if (std::isnan(memo)) {
            // W = constant + perW · W: the round's misses loop back to where it started.
            const Linear round = inRound(a, b, a, b, m_raidersFirst);
            memo = round.constant / (1 - round.perW);
        }
        return memo;
    }

private:
    double settled(int a, int b, int pr, int ph, bool raidersTurn)
    {
        if (a == m_n || b == m_m)
            return a == m_n ? 0 : 1;
        const Linear l = inRound(a, b, pr, ph, raidersTurn);
        return l.constant + l.perW * fromRound(a, b);
    }

    Linear inRound(int a, int b, int pr, int ph, bool raidersTurn)
    {
        pr = std::max(pr, a);
        ph = std::max(ph, b);
        const bool raiderWaits = pr < m_n;
        const bool hostileWaits = ph < m_m;
        if (!raiderWaits && !hostileWaits)
            return {0, 1};
        // A side with nobody left to fire passes.
        if (raidersTurn ? !raiderWaits : !hostileWaits)
            raidersTurn = !raidersTurn;
        Linear &memo = m_inRound[index(a, b, pr, ph, raidersTurn)];
        if (memo.constant >= 0)
            return memo;
        double p;
        double ifKilled;
        Linear ifMissed;
        if (raidersTurn) {
            p = killChance(m_raiders[pr]);
            ifKilled = settled(a, b + 1, pr + 1, ph, false);
            ifMissed = inRound(a, b, pr + 1, ph, false);
        } else {
            p = killChance(m_hostiles[ph]);
            ifKilled = settled(a + 1, b, pr, ph + 1, true);
            ifMissed = inRound(a, b, pr, ph + 1, true);
        }
        memo = {p * ifKilled + (1 - p) * ifMissed.constant, (1 - p) * ifMissed.perW};
        return memo;
    }

    size_t index(int a, int b, int pr, int ph, bool raidersTurn) const
    {
        return size_t((((a * (m_m + 1) + b) * (m_n + 1) + pr) * (m_m + 1) + ph) * 2 +
                      (raidersTurn ? 1 : 0));
    }

    const QList<int> &m_raiders;
    const QList<int> &m_hostiles;
    const int m_n;
    const int m_m;
    const bool m_raidersFirst;
    std::vector<double> m_rounds;
    std::vector<Linear> m_inRound; // a negative constant: not worked out yet
};
} // namespace

double raidersWinChanceFiringFirst(const QList<int> &raiderValues, const QList<int> &hostileValues,
                                   BattleSide firstToFire)
{
    Q_ASSERT(std::all_of(raiderValues.cbegin(), raiderValues.cend(), [](int v) { return v > 0; }));
    Q_ASSERT(
        std::all_of(hostileValues.cbegin(), hostileValues.cend(), [](int v) { return v > 0; }));
    return Solver(raiderValues, hostileValues, firstToFire).fromRound(0, 0);
}

double raidersWinChance(const QList<int> &raiderValues, const QList<int> &hostileValues,
                        int raidersEdgeModifier, int hostilesEdgeModifier)
{
    const double edge = raidersEdgeChance(raidersEdgeModifier, hostilesEdgeModifier);
    return edge * raidersWinChanceFiringFirst(raiderValues, hostileValues, BattleSide::Raiders) +
           (1 - edge) *
               raidersWinChanceFiringFirst(raiderValues, hostileValues, BattleSide::Hostiles);
}

double raidersWinChance(const BattleSetup &setup)
{
    QList<int> raiderValues;
    for (const Unit &unit : setup.raiders)
        raiderValues << unit.combatValue();
    QList<int> hostileValues;
    for (HostileType type : hostileLine(setup.hostiles, setup.terrain))
        hostileValues << hostileKind(type).valueIn(setup.terrain);
    const EdgeModifiers edge = edgeModifiers(setup.raiders, setup.hostiles, setup.ambush);
    return raidersWinChance(raiderValues, hostileValues, edge.raidersTotal(), edge.hostilesTotal());
}

} // namespace ambuscade::rogersrangers
