// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

namespace ambuscade {

// Runs the work `runs` times and returns the median in milliseconds: the machines are noisy,
// and a median shrugs off the odd slow run. For the benchmarks, never for a test.
double medianMs(int runs, const std::function<void()> &work);
// A measurement as printed: to the given number of decimals.
double rounded(double value, int decimals);

} // namespace ambuscade
