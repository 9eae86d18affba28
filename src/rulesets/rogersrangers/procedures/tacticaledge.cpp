// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/procedures/tacticaledge.h"

#include <algorithm>

namespace ambuscade::rogersrangers {

namespace {
constexpr int kAmbushBonus = 2;

int total(const QList<EdgeModifier> &modifiers)
{
    int sum = 0;
    for (const EdgeModifier &m : modifiers)
        sum += m.amount;
    return sum;
}

QList<EdgeModifier> raidersModifiers(const QList<Unit> &raiders)
{
    const auto any = [&](auto test) { return std::any_of(raiders.cbegin(), raiders.cend(), test); };
    QList<EdgeModifier> modifiers;
    if (any([](const Unit &u) { return u.kind().leader; }))
        modifiers << EdgeModifier{EdgeReason::Leader, 1};
    if (any([](const Unit &u) { return u.kind().elite; }))
        modifiers << EdgeModifier{EdgeReason::Elite, 1};
    int rifles = 0;
    for (const Unit &u : raiders)
        rifles += int(u.gear.count(Gear::LongRifle));
    if (rifles > 0)
        modifiers << EdgeModifier{EdgeReason::LongRifles, rifles};
    return modifiers;
}

QList<EdgeModifier> hostilesModifiers(const QList<HostileType> &hostiles, bool ambush)
{
    const auto any = [&](auto test) {
        return std::any_of(hostiles.cbegin(), hostiles.cend(),
                           [&](HostileType t) { return test(hostileKind(t)); });
    };
    QList<EdgeModifier> modifiers;
    if (any([](const HostileKind &k) { return k.leader; }))
        modifiers << EdgeModifier{EdgeReason::Leader, 1};
    if (any([](const HostileKind &k) { return k.elite; }))
        modifiers << EdgeModifier{EdgeReason::Elite, 1};
    if (ambush)
        modifiers << EdgeModifier{EdgeReason::Ambush, kAmbushBonus};
    return modifiers;
}
} // namespace

int EdgeModifiers::raidersTotal() const
{
    return total(raiders);
}

int EdgeModifiers::hostilesTotal() const
{
    return total(hostiles);
}

EdgeModifiers edgeModifiers(const QList<Unit> &raiders, const QList<HostileType> &hostiles,
                            bool ambush)
{
    return {raidersModifiers(raiders), hostilesModifiers(hostiles, ambush)};
}

EdgeOutcome rollEdge(const EdgeModifiers &modifiers, const RollD6 &d6)
{
    EdgeOutcome outcome;
    for (;;) {
        EdgeThrow t;
        t.raidersDie = d6();
        t.hostilesDie = d6();
        outcome.throws << t;
        const int raiders = t.raidersDie + modifiers.raidersTotal();
        const int hostiles = t.hostilesDie + modifiers.hostilesTotal();
        if (raiders != hostiles) {
            outcome.firstToFire = raiders > hostiles ? BattleSide::Raiders : BattleSide::Hostiles;
            return outcome;
        }
    }
}

double raidersEdgeChance(int raidersModifier, int hostilesModifier)
{
    // Every one of the 36 throws is equally likely; a tie is thrown again, so the chance is
    // the Raiders' share of the throws that are not ties (at least 30 of the 36 are not).
    int wins = 0;
    int decided = 0;
    for (int r = 1; r <= 6; ++r)
        for (int h = 1; h <= 6; ++h) {
            const int difference = (r + raidersModifier) - (h + hostilesModifier);
            decided += difference != 0 ? 1 : 0;
            wins += difference > 0 ? 1 : 0;
        }
    return double(wins) / decided;
}

} // namespace ambuscade::rogersrangers
