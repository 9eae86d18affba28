// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace ambuscade::fiw {

// One row of the factions table (reading §6 and §10).
struct Faction {
    const char *id;
    QStringList loyalTo; // the factions of leaders whose orders its men take
    bool firesVolleys;   // false: even commanded, it shoots at the uncommanded rate
};

const QList<Faction> &factions();
const Faction *findFaction(const QString &id);
// Does a figure of this faction obey a leader of that one?
bool isLoyal(const Faction *figureFaction, const Faction *leaderFaction);

} // namespace ambuscade::fiw
