// SPDX-License-Identifier: GPL-3.0-or-later
#include "balancestats.h"

#include <algorithm>
#include <cmath>

namespace ambuscade {

namespace {
constexpr double kZ95 = 1.959963984540054; // the normal quantile of 97.5 %
}

Interval wilsonInterval(int successes, int trials)
{
    if (trials <= 0)
        return {};
    constexpr double z = kZ95;
    const double p = double(successes) / trials;
    const double denominator = 1 + z * z / trials;
    const double centre = (p + z * z / (2 * trials)) / denominator;
    const double half =
        z * std::sqrt(p * (1 - p) / trials + z * z / (4.0 * trials * trials)) / denominator;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

bool significantlyDifferent(int k1, int n1, int k2, int n2)
{
    if (n1 <= 0 || n2 <= 0)
        return false;
    const double pooled = double(k1 + k2) / (n1 + n2);
    const double variance = pooled * (1 - pooled) * (1.0 / n1 + 1.0 / n2);
    if (variance <= 0)
        return false;
    const double z = (double(k1) / n1 - double(k2) / n2) / std::sqrt(variance);
    return std::abs(z) > kZ95;
}

} // namespace ambuscade
