// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/tables/objectives.h"

namespace ambuscade::rogersrangers {

const QList<ObjectiveKind> &objectiveKinds()
{
    using R = RewardKind;
    static const QList<ObjectiveKind> kinds = {
        {MarkerKind::Depot, "depot", 2, Task::Destroy, {{R::RecruitPoints, 2}, {R::GearItem, 1}}},
        {MarkerKind::HostileVillage,
         "hostile-village",
         2,
         Task::Destroy,
         {{R::RecruitPoints, 1}, {R::ExtraOps, 1}}},
        {MarkerKind::Prisoners, "prisoners", 2, Task::TakeHome, {{R::RecruitPoints, 1}}},
        {MarkerKind::Intel, "intel", 2, Task::Gain, {{R::RecruitPoints, 1}, {R::TurnUpMarker, 1}}},
        {MarkerKind::Ambush, "ambush", 3, Task::Spring, {}},
        {MarkerKind::Abandoned, "abandoned", 3, Task::None, {}},
    };
    return kinds;
}

const ObjectiveKind &objectiveKind(MarkerKind kind)
{
    for (const ObjectiveKind &k : objectiveKinds())
        if (k.kind == kind)
            return k;
    Q_UNREACHABLE();
}

int objectiveMarkerCount()
{
    int total = 0;
    for (const ObjectiveKind &k : objectiveKinds())
        total += k.count;
    return total;
}

} // namespace ambuscade::rogersrangers
