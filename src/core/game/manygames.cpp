// SPDX-License-Identifier: GPL-3.0-or-later
// Many games at once: simulate, duel and the editor's balance test.
#include "manygames.h"

#include <thread>
#include <vector>

namespace ambuscade {

int onAllCores(int count, const std::function<void(int)> &work, const std::atomic<bool> *cancel)
{
    std::atomic<int> next{0};
    std::atomic<int> run{0};
    const auto cancelled = [cancel] { return cancel && cancel->load(); };
    const auto worker = [&] {
        for (int i = next++; i < count && !cancelled(); i = next++) {
            work(i);
            ++run;
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < std::max(1u, std::thread::hardware_concurrency()); ++t)
        pool.emplace_back(worker);
    for (std::thread &t : pool)
        t.join();
    return run;
}

quint64 gameSeed(quint64 seed, int game)
{
    quint64 z = seed + 0x9e3779b97f4a7c15ull * quint64(game + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

} // namespace ambuscade
