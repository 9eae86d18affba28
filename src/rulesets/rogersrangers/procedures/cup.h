// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/tables/pieces.h"

#include <QList>

namespace ambuscade {
class Dice;
}

namespace ambuscade::rogersrangers {

// The opaque cup the hostiles wait in (README §1): drawn from at random with the game's
// seeded dice, and filled again by the hostiles killed or sent back.
class Cup
{
public:
    // Every hostile counter of the set, as a mission starts.
    static Cup full();
    explicit Cup(QList<HostileType> counters = {}) : m_counters(std::move(counters)) {}

    int size() const { return int(m_counters.size()); }
    bool isEmpty() const { return m_counters.isEmpty(); }
    int count(HostileType type) const { return int(m_counters.count(type)); }
    const QList<HostileType> &counters() const { return m_counters; }

    // `howMany` counters at random; a cup holding fewer gives what it has.
    QList<HostileType> draw(int howMany, Dice &dice);
    // `howMany` counters, each of `type` while the cup holds one and at random once it holds
    // none (Langlade's Warriors: Indians while there are any).
    QList<HostileType> drawPreferring(HostileType type, int howMany, Dice &dice);
    // One counter of `type` if the cup holds one (the hostile Indian Table's 6: an Indian or
    // nobody); false, and nothing taken, when it holds none.
    bool takeOne(HostileType type) { return m_counters.removeOne(type); }
    void putBack(const QList<HostileType> &counters) { m_counters << counters; }

private:
    HostileType takeAt(int index) { return m_counters.takeAt(index); }

    QList<HostileType> m_counters;
};

} // namespace ambuscade::rogersrangers
