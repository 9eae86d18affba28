// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace ambuscade::rogersrangers {

// The kinds of the Raiders' counters, in the order of the README's table (§1).
enum class RaiderType {
    Rogers,
    Putnam,
    Stark,
    Rangers,
    LightInfantry,
    Pioneers,
    RangerMilitia,
    FriendlyIndians,
    LightGun,
    Camp,
};

// What sets a kind of counter apart, beyond its two numbers.
enum class RaiderSpecial {
    None,
    PlayerFigure,  // Rogers: in every mission
    JoinsAfterWin, // Putnam and Stark: never bought, may join on the leader die (§6)
    Scouts,        // Rangers (§3)
    Demolishes,    // Pioneers (§5)
    RaisedByCard,  // Ranger Militia: only by the Militia Ops card
    Guides,        // friendly Indians: a path further, spared by Wilderness Challenge
    Slow,          // the light gun
    NeverMoves,    // the camp (§7)
};

// A kind of Raider counter: "3-3" is value 3, allowance 3; a leader's "1+4" the same.
struct RaiderKind {
    RaiderType type = RaiderType::Rangers;
    QString id;    // as files and logs name it: "rangers", "light-infantry", …
    int value = 0; // a shot kills on a die at or under it
    int allowance = 0;
    int count = 0;             // counters in the set
    std::optional<int> costRp; // empty: never bought (Putnam, Stark)
    bool leader = false;       // carries one item, +1 to the Edge
    bool elite = false;        // +1 to the Edge
    RaiderSpecial special = RaiderSpecial::None;
};

// Every kind of Raider counter, in the README's order.
const QList<RaiderKind> &raiderKinds();
const RaiderKind &raiderKind(RaiderType type);
QString raiderName(RaiderType type);

// The gear items, in the README's order.
enum class Gear { Supplies, Barrel, Hatchet, LongRifle, Boat };

enum class GearEffect {
    PassesSupplyCheck, // spent for one check (§7)
    DemolitionDie,     // spent for one more demolition die (§5)
    CombatValue,       // +1 to its carrier's value while carried
    TacticalEdge,      // +1 to the Raiders' Edge for each one in the battle
    BoatMove,          // its force may make a boat move (§3)
};

struct GearKind {
    Gear gear = Gear::Supplies;
    QString id; // "supplies", "barrel", "hatchet", "long-rifle", "boat"
    int count = 0;
    int costRp = 1;
    GearEffect effect = GearEffect::PassesSupplyCheck;
    bool usedUp = false; // gone once it has served (Supplies, barrels)
};

const QList<GearKind> &gearKinds();
const GearKind &gearKind(Gear gear);
QString gearName(Gear gear);

// The kinds of space a hostile's value depends on (the board's space kinds of those ids).
enum class Terrain { Fort, Village, Forest, Open };
// The terrain of a space kind's id ("fort", …); empty for the staging space, where no hostile
// ever stands, and for anything else.
std::optional<Terrain> terrainOfKind(const QString &spaceKind);

// The hostile counters, in the order their line breaks ties: CFM, regulars, Indians, leaders.
enum class HostileType { Marines, Regulars, Indians, Leader };

struct HostileKind {
    HostileType type = HostileType::Marines;
    QString id; // "cfm", "regulars", "indians", "leader"
    int valueInForestOrVillage = 0;
    int valueInFortOrOpen = 0;
    int count = 0;
    bool elite = false;  // +1 to the hostiles' Edge
    bool leader = false; // +1 to the hostiles' Edge; killed, back to the cup without escape
    int valueIn(Terrain terrain) const;
};

const QList<HostileKind> &hostileKinds();
const HostileKind &hostileKind(HostileType type);
QString hostileName(HostileType type);

// A Raider counter in play: its kind, the number that tells it from others of its kind, and
// the gear it carries (a leader one item, any other unit two, the camp none).
struct Unit {
    RaiderType type = RaiderType::Rangers;
    int id = 0;
    QList<Gear> gear;

    const RaiderKind &kind() const { return raiderKind(type); }
    int gearSlots() const;
    bool canCarryMore() const { return gear.size() < gearSlots(); }
    // Takes the item if a slot is free; false, and nothing changes, if none is.
    bool carry(Gear item);
    bool carries(Gear item) const { return gear.contains(item); }
    // Its combat value with what it carries: +1 with a hatchet (a second one adds nothing).
    int combatValue() const;
    bool operator==(const Unit &other) const
    {
        return type == other.type && id == other.id && gear == other.gear;
    }
};

} // namespace ambuscade::rogersrangers
