// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/procedures/cup.h"

#include "game/dicewatch.h"

namespace ambuscade::rogersrangers {

Cup Cup::full()
{
    QList<HostileType> counters;
    for (const HostileKind &kind : hostileKinds())
        for (int i = 0; i < kind.count; ++i)
            counters << kind.type;
    return Cup(counters);
}

QList<HostileType> Cup::draw(int howMany, Dice &dice)
{
    QList<HostileType> drawn;
    while (int(drawn.size()) < howMany && !isEmpty())
        drawn << takeAt(pick(dice, size()) - 1);
    return drawn;
}

QList<HostileType> Cup::drawPreferring(HostileType type, int howMany, Dice &dice)
{
    QList<HostileType> drawn;
    while (int(drawn.size()) < howMany && !isEmpty()) {
        // Counters of a type are alike, so which of them is taken does not matter.
        if (count(type) > 0)
            drawn << takeAt(int(m_counters.indexOf(type)));
        else
            drawn << draw(1, dice);
    }
    return drawn;
}

} // namespace ambuscade::rogersrangers
