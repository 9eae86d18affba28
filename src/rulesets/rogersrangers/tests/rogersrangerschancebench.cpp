// SPDX-License-Identifier: GPL-3.0-or-later
// How long the chance of winning a Rogers' Rangers battle takes to work out, which the
// computer's Rangers ask for each plan: the median of runs, for a small battle and for the
// largest the cup allows. Run by hand: rogersrangers-chancebench [runs]
#include "benchmark/median.h"
#include "rogersrangers/procedures/winchance.h"

#include <QCoreApplication>
#include <cstdio>

using namespace ambuscade;
using namespace ambuscade::rogersrangers;

namespace {
struct Case {
    const char *name;
    BattleSetup setup;
};

QList<Case> cases()
{
    using T = RaiderType;
    using H = HostileType;
    const auto unitOf = [](T type, int id) { return Unit{type, id, {}}; };
    BattleSetup small;
    small.terrain = Terrain::Forest;
    small.raiders = {unitOf(T::Rangers, 1), unitOf(T::Pioneers, 2), unitOf(T::Rogers, 3)};
    small.hostiles = {H::Indians, H::Marines, H::Regulars};
    // A strong raid on a village.
    BattleSetup raid;
    raid.terrain = Terrain::Village;
    raid.raiders = {unitOf(T::RangerMilitia, 1), unitOf(T::LightInfantry, 2), unitOf(T::Rangers, 3),
                    unitOf(T::Rangers, 4),       unitOf(T::Pioneers, 5),      unitOf(T::Rogers, 6)};
    raid.hostiles = {H::Indians,  H::Indians,  H::Indians, H::Marines,
                     H::Regulars, H::Regulars, H::Leader,  H::Marines};
    // Every Raider counter that can fight against the whole cup.
    BattleSetup largest;
    largest.terrain = Terrain::Fort;
    for (const RaiderKind &kind : raiderKinds())
        for (int i = 0; i < kind.count; ++i)
            largest.raiders << unitOf(kind.type, int(largest.raiders.size()) + 1);
    for (const HostileKind &kind : hostileKinds())
        for (int i = 0; i < kind.count; ++i)
            largest.hostiles << kind.type;
    return {
        {"3 against 3", small}, {"6 against 8", raid}, {"every counter against the cup", largest}};
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 21;
    constexpr int kCallsPerRun = 100;
    for (const Case &c : cases()) {
        double chance = 0;
        const double ms = medianMs(runs, [&] {
            for (int i = 0; i < kCallsPerRun; ++i)
                chance = raidersWinChance(c.setup);
        });
        std::printf("%s: chance %.4f, median %.1f us a call (%d runs of %d calls)\n", c.name,
                    chance, ms * 1000.0 / kCallsPerRun, runs, kCallsPerRun);
    }
    return 0;
}
