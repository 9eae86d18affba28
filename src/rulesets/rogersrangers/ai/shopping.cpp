// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/ai/shopping.h"

#include "rogersrangers/ai/computerrangers.h"
#include "rogersrangers/game/rogersrangersgame.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersComputer)
};

struct Want {
    QString key;   // "unit" or "gear"
    QString id;    // the kind's id
    int count = 0; // how many in play it wants
};

QList<Want> setUpWants(const MissionSetup &m)
{
    const bool destroy = m.missionKinds.contains(ObjectiveMarker::Depot) ||
                         m.missionKinds.contains(ObjectiveMarker::HostileVillage);
    const bool canada = m.column == Column::B;
    QList<Want> wants{{QStringLiteral("unit"), QStringLiteral("rangers"), 2}};
    if (destroy)
        wants << Want{QStringLiteral("unit"), QStringLiteral("pioneers"), 1};
    if (canada)
        wants << Want{QStringLiteral("gear"), QStringLiteral("boat"), 1};
    wants << Want{QStringLiteral("gear"), QStringLiteral("supplies"), canada ? 4 : 1};
    if (destroy)
        wants << Want{QStringLiteral("gear"), QStringLiteral("barrel"), 1};
    wants << Want{QStringLiteral("unit"), QStringLiteral("rangers"), 3}
          << Want{QStringLiteral("unit"), QStringLiteral("light-infantry"), 1}
          << Want{QStringLiteral("gear"), QStringLiteral("long-rifle"), 1}
          << Want{QStringLiteral("unit"), QStringLiteral("rangers"), 4}
          << Want{QStringLiteral("gear"), QStringLiteral("hatchet"), 2};
    return wants;
}

int inPlay(const RangersState &s, const Want &w)
{
    for (const RaiderKind &k : raiderKinds())
        if (w.key == QLatin1String("unit") && k.id == w.id)
            return s.countInPlay(k.type);
    for (const GearKind &g : gearKinds())
        if (w.key == QLatin1String("gear") && g.id == w.id)
            return s.gearInPlay(g.gear);
    return 0;
}

// Its price from the pieces' table (§7).
int costOf(const Want &w)
{
    for (const RaiderKind &k : raiderKinds())
        if (w.key == QLatin1String("unit") && k.id == w.id)
            return k.costRp.value_or(0);
    for (const GearKind &g : gearKinds())
        if (w.key == QLatin1String("gear") && g.id == w.id)
            return g.costRp;
    return 0;
}
} // namespace

int campReserve(const RangersState &s)
{
    return s.setup().column == Column::B && s.campSpace().isEmpty() ? 3 : 0;
}

GameAction computerPurchase(const RogersRangersGame &game, const Question &q)
{
    const RangersState &s = game.rangers();
    const GameAction done = q.options.first();
    // Mid-mission (a refit or resupply) a third Rangers and Supplies.
    const QList<Want> wants =
        s.op == 0 ? setUpWants(s.setup())
                  : QList<Want>{{QStringLiteral("unit"), QStringLiteral("rangers"), 3},
                                {QStringLiteral("gear"), QStringLiteral("supplies"), 3}};
    const bool leadersOnly = std::all_of(s.units.begin(), s.units.end(), [](const PlacedUnit &u) {
        return u.unit.kind().leader || u.unit.type == RaiderType::Camp;
    });
    // A leader left alone spends the camp's reserve on men.
    const int reserve = leadersOnly ? 0 : campReserve(s);
    for (const Want &w : wants) {
        if (inPlay(s, w) >= w.count)
            continue;
        for (const GameAction &o : q.options)
            if (o.params.value(w.key).toString() == w.id) {
                if (s.rp - costOf(w) < reserve)
                    continue;
                return withReason(
                    o, Text::tr("It buys what the mission asks for first (%1).").arg(w.id));
            }
    }
    return withReason(done, Text::tr("Nothing more is worth its RP now."));
}

} // namespace ambuscade::rogersrangers
