// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/tables/pieces.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::rogersrangers {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersPieces)
};

template <typename Row, typename Key>
const Row &rowOf(const QList<Row> &rows, Key key, Key Row::*field)
{
    const auto found =
        std::find_if(rows.cbegin(), rows.cend(), [&](const Row &row) { return row.*field == key; });
    Q_ASSERT(found != rows.cend());
    return *found;
}
} // namespace

const QList<RaiderKind> &raiderKinds()
{
    using T = RaiderType;
    using S = RaiderSpecial;
    // README §1, "Raiders": value, allowance, how many, cost, leader, elite, special.
    static const QList<RaiderKind> kinds = {
        {T::Rogers, QStringLiteral("rogers"), 1, 4, 1, 0, true, false, S::PlayerFigure},
        {T::Putnam, QStringLiteral("putnam"), 1, 3, 1, std::nullopt, true, false, S::JoinsAfterWin},
        {T::Stark, QStringLiteral("stark"), 1, 3, 1, std::nullopt, true, false, S::JoinsAfterWin},
        {T::Rangers, QStringLiteral("rangers"), 3, 3, 4, 2, false, true, S::Scouts},
        {T::LightInfantry, QStringLiteral("light-infantry"), 4, 2, 2, 2, false, false, S::None},
        {T::Pioneers, QStringLiteral("pioneers"), 3, 3, 2, 2, false, false, S::Demolishes},
        {T::RangerMilitia, QStringLiteral("ranger-militia"), 2, 2, 2, 1, false, false,
         S::RaisedByCard},
        {T::FriendlyIndians, QStringLiteral("indians"), 2, 4, 2, 2, false, false, S::Guides},
        {T::LightGun, QStringLiteral("light-gun"), 5, 1, 1, 3, false, false, S::Slow},
        {T::Camp, QStringLiteral("camp"), 2, 0, 1, 3, false, false, S::NeverMoves},
    };
    return kinds;
}

const RaiderKind &raiderKind(RaiderType type)
{
    return rowOf(raiderKinds(), type, &RaiderKind::type);
}

QString raiderName(RaiderType type)
{
    switch (type) {
    case RaiderType::Rogers:
        return Text::tr("Rogers");
    case RaiderType::Putnam:
        return Text::tr("Putnam");
    case RaiderType::Stark:
        return Text::tr("Stark");
    case RaiderType::Rangers:
        return Text::tr("Rangers");
    case RaiderType::LightInfantry:
        return Text::tr("Light Infantry");
    case RaiderType::Pioneers:
        return Text::tr("Pioneers");
    case RaiderType::RangerMilitia:
        return Text::tr("Ranger Militia");
    case RaiderType::FriendlyIndians:
        return Text::tr("friendly Indians");
    case RaiderType::LightGun:
        return Text::tr("the light gun");
    case RaiderType::Camp:
        return Text::tr("the Ranger Camp");
    }
    return {};
}

const QList<GearKind> &gearKinds()
{
    using E = GearEffect;
    // README §1, "Gear": how many, cost, what it does, whether it is spent.
    static const QList<GearKind> kinds = {
        {Gear::Supplies, QStringLiteral("supplies"), 6, 1, E::PassesSupplyCheck, true},
        {Gear::Barrel, QStringLiteral("barrel"), 3, 1, E::DemolitionDie, true},
        {Gear::Hatchet, QStringLiteral("hatchet"), 2, 1, E::CombatValue, false},
        {Gear::LongRifle, QStringLiteral("long-rifle"), 2, 1, E::TacticalEdge, false},
        {Gear::Boat, QStringLiteral("boat"), 2, 1, E::BoatMove, false},
    };
    return kinds;
}

const GearKind &gearKind(Gear gear)
{
    return rowOf(gearKinds(), gear, &GearKind::gear);
}

QString gearName(Gear gear)
{
    switch (gear) {
    case Gear::Supplies:
        return Text::tr("Supplies");
    case Gear::Barrel:
        return Text::tr("a gunpowder barrel");
    case Gear::Hatchet:
        return Text::tr("a hatchet");
    case Gear::LongRifle:
        return Text::tr("a long rifle");
    case Gear::Boat:
        return Text::tr("a boat");
    }
    return {};
}

std::optional<Terrain> terrainOfKind(const QString &spaceKind)
{
    static const QList<QPair<QString, Terrain>> kinds = {
        {QStringLiteral("fort"), Terrain::Fort},
        {QStringLiteral("village"), Terrain::Village},
        {QStringLiteral("forest"), Terrain::Forest},
        {QStringLiteral("open"), Terrain::Open},
    };
    for (const auto &kind : kinds)
        if (kind.first == spaceKind)
            return kind.second;
    return std::nullopt;
}

int HostileKind::valueIn(Terrain terrain) const
{
    const bool behindWallsOrInTheOpen = terrain == Terrain::Fort || terrain == Terrain::Open;
    return behindWallsOrInTheOpen ? valueInFortOrOpen : valueInForestOrVillage;
}

const QList<HostileKind> &hostileKinds()
{
    using T = HostileType;
    // README §1, "Hostiles": value in forest and village / in fort and open, how many, elite,
    // leader. Their order is the order a line breaks ties in.
    static const QList<HostileKind> kinds = {
        {T::Marines, QStringLiteral("cfm"), 3, 3, 4, true, false},
        {T::Regulars, QStringLiteral("regulars"), 2, 4, 4, false, false},
        {T::Indians, QStringLiteral("indians"), 4, 1, 6, false, false},
        {T::Leader, QStringLiteral("leader"), 2, 2, 2, false, true},
    };
    return kinds;
}

const HostileKind &hostileKind(HostileType type)
{
    return rowOf(hostileKinds(), type, &HostileKind::type);
}

QString hostileName(HostileType type)
{
    switch (type) {
    case HostileType::Marines:
        return Text::tr("CFM");
    case HostileType::Regulars:
        return Text::tr("French regulars");
    case HostileType::Indians:
        return Text::tr("hostile Indians");
    case HostileType::Leader:
        return Text::tr("French leader");
    }
    return {};
}

int Unit::gearSlots() const
{
    if (type == RaiderType::Camp)
        return 0;
    return kind().leader ? 1 : 2;
}

bool Unit::carry(Gear item)
{
    if (!canCarryMore())
        return false;
    gear << item;
    return true;
}

int Unit::combatValue() const
{
    return kind().value + (carries(Gear::Hatchet) ? 1 : 0);
}

} // namespace ambuscade::rogersrangers
