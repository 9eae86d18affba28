// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/figure.h"
#include "scenario/group.h"
#include "steeplechase/tables/courier.h"
#include "steeplechase/tables/groupkinds.h"

namespace ambuscade::steeplechase {

// The fields Steeplechase gives figures and groups, declared for the file, the editor and
// the roster. A courier is a figure with the role "courier" (a group of one, of the kind
// "courier"): his ability, his two items and whether he starts mounted. Every other group
// is a kind the rules run (groupkinds), its men plain members.
const QList<AttributeSpec> &figureFieldSpecs();
const QList<AttributeSpec> &groupFieldSpecs();

inline bool isCourier(const Figure &f)
{
    return f.attributes.text(QStringLiteral("role")) == QLatin1String("courier");
}
// A courier the scenario leaves to choose (no ability, no items) picks them when the race
// starts.
bool choosesAtStart(const Figure &f);
// A courier's record as the scenario starts him: his ability and items, energetic, on a
// fresh horse (a superb one if he chose it) or on foot.
Courier courierOf(const Figure &f);
// The id of a group's kind ("courier" for a courier's own group).
inline QString groupKindId(const Group &g)
{
    return g.attributes.text(QStringLiteral("kind"));
}

} // namespace ambuscade::steeplechase
