// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/tables/troops.h"
#include "scenario/figure.h"
#include "scenario/group.h"

namespace ambuscade::chosenmen {

// The fields Chosen Men gives figures and groups (a group is a unit, or an officer's
// party), declared for the file, the editor and the roster; and typed access to them.
const QList<AttributeSpec> &figureFieldSpecs();
const QList<AttributeSpec> &groupFieldSpecs();

// A figure's place in its unit.
enum class Role { Ranker, SquadLeader, Officer, Musician, ColourBearer, Sniper, Crew, Gun, Boat };
Role figureRole(const Figure &f);
QString roleId(Role role);

inline QString arm(const Figure &f)
{
    return f.attributes.text(QStringLiteral("weapon"));
}
inline QString closeWeaponId(const Figure &f)
{
    return f.attributes.text(QStringLiteral("close_weapon"));
}
// A man his bolting horse threw goes on foot for the rest of the game.
inline bool isThrown(const Figure &f)
{
    return f.attributes.flag(QStringLiteral("thrown"));
}
// A man set to guard his unit's prisoners fights and shoots no more.
inline bool isLimbered(const Figure &f)
{
    return f.attributes.flag(QStringLiteral("limbered"));
}
inline bool isGuard(const Figure &f)
{
    return f.attributes.flag(QStringLiteral("guard"));
}
// A boat lying at anchor (it neither rows nor drifts), one beached by the men it landed (men
// walking over it are not aboard), and a large one (it lands only at a quay); a man whose powder a
// capsized boat wetted may not load for so many turns.
inline bool isAnchored(const Figure &f)
{
    return f.attributes.flag(QStringLiteral("anchored"));
}
inline bool isBeached(const Figure &f)
{
    return f.attributes.flag(QStringLiteral("beached"));
}
inline bool isLargeBoat(const Figure &f)
{
    return f.attributes.text(QStringLiteral("boat_size")) == QLatin1String("large");
}
inline int wetPowderTurns(const Figure &f)
{
    return f.attributes.count(QStringLiteral("wet_powder"));
}
inline bool isMounted(const Figure &f)
{
    return f.attributes.flag(QStringLiteral("mounted")) && !isThrown(f);
}
// An officer's bonus points a turn: his rank's and the scenario's extra (reading §8).
int bonusPoints(const Figure &f);
// His fault's row ("none" for anyone without one).
const Fault &faultOf(const Figure &f);
// Turns still to spend loading before he may fire; 0: loaded.
inline int reloadLeft(const Figure &f)
{
    return f.attributes.count(QStringLiteral("reload"));
}

const Quality &unitQuality(const Group &g);
const TroopKind &unitKind(const Group &g);
inline bool britishRegulars(const Group &g)
{
    return g.attributes.flag(QStringLiteral("british_regulars"));
}
// The officers' command a unit belongs to: an officer commands the units of his side with the
// same number.
inline int formation(const Group &g)
{
    return g.attributes.count(QStringLiteral("formation"));
}

} // namespace ambuscade::chosenmen
