// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/tables/aftermath.h"

#include <QtGlobal>

namespace ambuscade::rogersrangers {

HostileIndians hostileIndiansOn(int die)
{
    Q_ASSERT(die >= 1 && die <= 6);
    static constexpr HostileIndians kRows[] = {
        HostileIndians::AllBackToCup, HostileIndians::OneBackToCup, HostileIndians::Stay,
        HostileIndians::Stay,         HostileIndians::AlertUp,      HostileIndians::OneMoreDrawn,
    };
    return kRows[qBound(1, die, 6) - 1];
}

FriendlyIndians friendlyIndiansOn(int die)
{
    Q_ASSERT(die >= 1 && die <= 6);
    static constexpr FriendlyIndians kRows[] = {
        FriendlyIndians::AllGoHome, FriendlyIndians::OneGoesHome,  FriendlyIndians::Stay,
        FriendlyIndians::Stay,      FriendlyIndians::TurnUpMarker, FriendlyIndians::OpsUp,
    };
    return kRows[qBound(1, die, 6) - 1];
}

Escape escapeOn(int die)
{
    Q_ASSERT(die >= 1 && die <= 6);
    if (die <= 1)
        return Escape::Killed;
    return die <= 3 ? Escape::LostInTheWoods : Escape::Escaped;
}

Demolition demolitionOn(int die)
{
    Q_ASSERT(die >= 1 && die <= 6);
    if (die <= 1)
        return Demolition::Mishap;
    return die <= 3 ? Demolition::Nothing : Demolition::Destroyed;
}

LeaderDie leaderDieOn(int die)
{
    Q_ASSERT(die >= 1 && die <= 6);
    return die >= 6 ? LeaderDie::LeaderJoins : LeaderDie::NobodyJoins;
}

} // namespace ambuscade::rogersrangers
