// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/tables/factions.h"

namespace ambuscade::fiw {

const QList<Faction> &factions()
{
    // Regulars follow their own officers and NCOs (the French companies and marines each
    // other's); Indians only Indian leaders; colonial militia neither British officers nor
    // Indian leaders. Rangers and provincials serve with the British. Volleys are for
    // British and provincial regulars and rangers; French, Indians and militia fire at will.
    static const QList<Faction> table{
        {"british-regular", {QStringLiteral("british-regular")}, true},
        {"french-regular",
         {QStringLiteral("french-regular"), QStringLiteral("french-marine")},
         false},
        {"french-marine",
         {QStringLiteral("french-marine"), QStringLiteral("french-regular")},
         false},
        {"provincial",
         {QStringLiteral("provincial"), QStringLiteral("british-regular"),
          QStringLiteral("ranger")},
         true},
        {"militia",
         {QStringLiteral("militia"), QStringLiteral("provincial"), QStringLiteral("ranger")},
         false},
        {"canadian-militia",
         {QStringLiteral("canadian-militia"), QStringLiteral("french-marine"),
          QStringLiteral("french-regular")},
         false},
        {"ranger",
         {QStringLiteral("ranger"), QStringLiteral("british-regular"),
          QStringLiteral("provincial")},
         true},
        {"indian", {QStringLiteral("indian")}, false},
        {"civilian",
         {QStringLiteral("civilian"), QStringLiteral("militia"), QStringLiteral("ranger")},
         false},
    };
    return table;
}

const Faction *findFaction(const QString &id)
{
    for (const Faction &f : factions()) {
        if (id == QLatin1String(f.id))
            return &f;
    }
    return nullptr;
}

bool isLoyal(const Faction *figureFaction, const Faction *leaderFaction)
{
    return figureFaction && leaderFaction &&
           figureFaction->loyalTo.contains(QLatin1String(leaderFaction->id));
}

} // namespace ambuscade::fiw
