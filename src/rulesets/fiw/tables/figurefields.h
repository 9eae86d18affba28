// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/figure.h"
#include "scenario/group.h"

#include <optional>

namespace ambuscade::fiw {

// The fields the FIW rules give figures and groups (reading §1), declared for the file, the
// editor and the roster; and typed access to them for the rules.
const QList<AttributeSpec> &figureFieldSpecs();
const QList<AttributeSpec> &groupFieldSpecs();

inline QString figureClass(const Figure &f)
{
    return f.attributes.text(QStringLiteral("class"));
}
inline QString troopType(const Figure &f)
{
    return f.attributes.text(QStringLiteral("type"));
}
inline QString figureRole(const Figure &f)
{
    return f.attributes.text(QStringLiteral("role"));
}
inline QString faction(const Figure &f)
{
    return f.attributes.text(QStringLiteral("faction"));
}
inline QString weaponId(const Figure &f)
{
    return f.attributes.text(QStringLiteral("weapon"));
}
inline bool hasBayonet(const Figure &f)
{
    return f.attributes.flag(QStringLiteral("bayonet"));
}
inline bool isHorsed(const Figure &f)
{
    return f.attributes.flag(QStringLiteral("horsed"));
}
// A man is wounded once; a second wound kills him.
inline bool isWounded(const Figure &f)
{
    return f.attributes.count(QStringLiteral("wounds")) > 0;
}
void setWounded(Figure &f, bool wounded);

// How a group stands after its reaction tests and melees.
enum class GroupStatus { Steady, Running, Withdrawing, Retreating };
QString groupStatusId(GroupStatus status);
std::optional<GroupStatus> groupStatusFromId(const QString &id);
GroupStatus groupStatus(const Group &g);
// A status set anew (a reaction test's): the group is no longer pushed back.
void setGroupStatus(Group &g, GroupStatus status);
// Pushed back in melee (§11): "retreating from melee" until its next test. A group that was
// running or withdrawing still is (it has not rallied, and its side may break by it, §12);
// any other is retreating.
void pushBack(Group &g);
bool pushedBack(const Group &g);

} // namespace ambuscade::fiw
