// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/targeting.h"

#include <algorithm>
#include <array>

namespace ambuscade::chosenmen {

namespace {
bool isLeader(Role role)
{
    return role == Role::SquadLeader || role == Role::Officer;
}
} // namespace

bool maySingleOut(Role shooter, Role target, bool shooterFormed, bool clearSight)
{
    if (!isLeader(target))
        return true;
    return shooter == Role::Sniper && !shooterFormed && clearSight;
}

bool mayFireVolley(bool formed)
{
    return formed;
}

geo::Cover volleyTargetCover(const QList<FigureCover> &unit)
{
    std::array<int, 3> count{};
    geo::Cover leaders = geo::Cover::Open;
    for (const FigureCover &f : unit) {
        ++count[static_cast<int>(f.cover)];
        if (f.squadLeader)
            leaders = f.cover;
    }
    const auto most = std::max_element(count.begin(), count.end());
    // A tie at the top: the squad leader's half decides.
    if (std::count(count.begin(), count.end(), *most) > 1 &&
        count[static_cast<int>(leaders)] == *most)
        return leaders;
    return static_cast<geo::Cover>(most - count.begin());
}

} // namespace ambuscade::chosenmen
