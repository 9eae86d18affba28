// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ambuscade {

// A 95 % interval of a proportion.
struct Interval {
    double low = 0;
    double high = 0;
};

// Wilson's 95 % interval for successes out of trials, which stays inside [0, 1] for rare
// events; [0, 0] for no trials.
Interval wilsonInterval(int successes, int trials);

// Whether two proportions, k1 of n1 and k2 of n2, differ at the 5 % level: the two-sided
// test of two proportions with the pooled variance. False when either has no trials or
// neither varies.
bool significantlyDifferent(int k1, int n1, int k2, int n2);

} // namespace ambuscade
