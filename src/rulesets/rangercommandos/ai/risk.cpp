// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/ai/risk.h"

#include "rangercommandos/tables/counters.h"
#include "rangercommandos/tables/spinner.h"

#include <QList>

namespace ambuscade::rangercommandos {

double captureChance(int need)
{
    // The totals of three spins, counted over the 12 × 12 × 12 equally likely outcomes.
    static const QList<double> below = [] {
        QList<int> ways(19 * 3, 0);
        for (const SpinnerSegment &a : spinnerSegments())
            for (const SpinnerSegment &b : spinnerSegments())
                for (const SpinnerSegment &c : spinnerSegments())
                    ++ways[a.number + b.number + c.number];
        QList<double> chance(ways.size() + 1, 0.0);
        const double all = 12.0 * 12 * 12;
        for (int n = 1; n < chance.size(); ++n)
            chance[n] = chance[n - 1] + ways[n - 1] / all;
        return chance;
    }();
    if (need <= 0)
        return 0;
    return need < below.size() ? below[need] : 1.0;
}

double meanCounterPoints()
{
    static const double mean = [] {
        const QList<int> set = counterSet();
        double sum = 0;
        for (int c : set)
            sum += c;
        return set.isEmpty() ? 0 : sum / double(set.size());
    }();
    return mean;
}

} // namespace ambuscade::rangercommandos
