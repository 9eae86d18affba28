// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/tables/objectives.h"

namespace ambuscade::rogersrangers {

const QList<ObjectiveMarkerSpec> &objectiveMarkerSpecs()
{
    using R = RewardKind;
    static const QList<ObjectiveMarkerSpec> kinds = {
        {ObjectiveMarker::Depot,
         "depot",
         2,
         Task::Destroy,
         {{R::RecruitPoints, 2}, {R::GearItem, 1}}},
        {ObjectiveMarker::HostileVillage,
         "hostile-village",
         2,
         Task::Destroy,
         {{R::RecruitPoints, 1}, {R::ExtraOps, 1}}},
        {ObjectiveMarker::Prisoners, "prisoners", 2, Task::TakeHome, {{R::RecruitPoints, 1}}},
        {ObjectiveMarker::Intel,
         "intel",
         2,
         Task::Gain,
         {{R::RecruitPoints, 1}, {R::TurnUpMarker, 1}}},
        {ObjectiveMarker::Ambush, "ambush", 3, Task::Spring, {}},
        {ObjectiveMarker::Abandoned, "abandoned", 3, Task::None, {}},
    };
    return kinds;
}

const ObjectiveMarkerSpec &objectiveMarkerSpec(ObjectiveMarker kind)
{
    for (const ObjectiveMarkerSpec &k : objectiveMarkerSpecs())
        if (k.kind == kind)
            return k;
    Q_UNREACHABLE();
}

int objectiveMarkerCount()
{
    int total = 0;
    for (const ObjectiveMarkerSpec &k : objectiveMarkerSpecs())
        total += k.count;
    return total;
}

} // namespace ambuscade::rogersrangers
