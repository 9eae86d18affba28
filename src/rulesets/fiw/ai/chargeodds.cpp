// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/ai/chargeodds.h"

#include "fiw/procedures/melee.h"
#include "fiw/tables/combattables.h"

namespace ambuscade::fiw {

namespace {
// Half a hit, as the computer weighs it, for pushing the enemy back or being pushed back.
constexpr double kPushBackWorth = 0.5;

struct ChargingSide {
    int men = 0;
    double classBonus = 0; // the mean of its men's
    double factor = 0;     // the mean melee factor of its men
};

ChargingSide sideOf(const Battlefield &field, int group)
{
    ChargingSide side;
    for (int m : field.group(group).living(field.scenario())) {
        ++side.men;
        side.classBonus += field.classModifier(m);
        side.factor += field.meleeFactor(m);
    }
    if (side.men > 0) {
        side.classBonus /= side.men;
        side.factor /= side.men;
    }
    return side;
}
} // namespace

double chargeWorth(const Battlefield &field, int chargers, int defenders)
{
    const ChargingSide us = sideOf(field, chargers), them = sideOf(field, defenders);
    const int pairs = std::min(us.men, them.men);
    if (pairs == 0)
        return 0;
    double edge = us.classBonus - them.classBonus;
    edge += us.factor > them.factor ? 1 : us.factor < them.factor ? -1 : 0;
    edge += us.men >= 2 * them.men ? 1 : 0;
    // Both dice, each face alike: who wins the pair, and whether his natural die hurts.
    double win = 0, lose = 0, given = 0, taken = 0;
    for (int mine = 1; mine <= 6; ++mine)
        for (int theirs = 1; theirs <= 6; ++theirs) {
            const double total = mine + edge - theirs;
            if (total > 0) {
                win += 1.0 / 36;
                given += mine >= 5 ? 1.0 / 36 : 0;
            } else if (total < 0) {
                lose += 1.0 / 36;
                taken += theirs >= 5 ? 1.0 / 36 : 0;
            }
        }
    const double push = win > lose ? kPushBackWorth : win < lose ? -kPushBackWorth : 0;
    return pairs * (given - taken) + push;
}

} // namespace ambuscade::fiw
