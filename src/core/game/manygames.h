// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <atomic>
#include <functional>

namespace ambuscade {

// Runs work(0) … work(count − 1) on every core, each index once, in no set order: each
// result belongs in its own slot (or in sums that do not depend on the order), so that what
// comes out does not depend on which thread finished first. When cancel is given and becomes
// true, no further index is started; those under way finish before this returns. Returns
// how many indexes were run.
int onAllCores(int count, const std::function<void(int)> &work,
               const std::atomic<bool> *cancel = nullptr);

// A game's own seed from the run's seed and its number: the same whatever thread plays it.
quint64 gameSeed(quint64 seed, int game);

} // namespace ambuscade
