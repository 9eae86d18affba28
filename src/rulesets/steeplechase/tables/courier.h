// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ambuscade::steeplechase {

// What a courier is good at: he picks one at the start (reading §1).
enum class Ability { Cunning, Braggart, ExcellentHorseman, FamousSwordsman };
// What he carries: he picks two at the start and keeps each until it is lost.
enum class Item { Coins, Wine, SuperbHorse, Pistol, Bread };

// His strength: each level lets him roll again fewer of his low movement and combat dice,
// and each is won back by one action (reading §3, "Energy").
enum class Energy { Energetic, Thirsty, Hungry, Exhausted };

// What he rides, which sets how many dice he may roll to move.
enum class Mount { OnFoot, FatiguedHorse, FreshHorse, FreshSuperbHorse };

struct AbilityInfo {
    Ability ability;
    const char *id;
    const char *name; // translatable in the context "Steeplechase"
};
const QList<AbilityInfo> &abilities();

struct ItemInfo {
    Item item;
    const char *id;
    const char *name; // translatable in the context "Steeplechase"
};
const QList<ItemInfo> &items();

struct EnergyInfo {
    Energy energy;
    const char *id;
    const char *name;       // translatable in the context "Steeplechase"
    int highestRerolled;    // dice showing this or less may be rolled again; 0: none
    const char *regainedBy; // the action that lifts him a level, translatable; empty: none
};
const EnergyInfo &energyInfo(Energy energy);
// Whether his energy lets him roll this die again (reading §3: energetic 1–3, …).
inline bool mayRollAgain(int die, Energy energy)
{
    return die <= energyInfo(energy).highestRerolled;
}
// One level weaker (triples thrown by anyone); an exhausted courier stays exhausted.
Energy weaker(Energy energy);

struct MountInfo {
    Mount mount;
    const char *id;
    const char *name; // translatable in the context "Steeplechase"
    int mostMovementDice;
};
const MountInfo &mountInfo(Mount mount);

// A courier as the rules see him: what he is good at, carries, rides and has left in him.
struct Courier {
    Ability ability = Ability::Cunning;
    QList<Item> items;
    Energy energy = Energy::Energetic;
    Mount mount = Mount::FreshHorse;
    bool wounded = false; // one combat die fewer

    bool has(Item item) const { return items.contains(item); }
    bool mounted() const { return mount != Mount::OnFoot; }
};

// The translated name of an ability, item, energy level or mount.
QString nameOf(Ability ability);
QString nameOf(Item item);
QString nameOf(Energy energy);
QString nameOf(Mount mount);
// The id an ability or item is written under in a file and an order ("superb-horse").
QString idOf(Ability ability);
QString idOf(Item item);

} // namespace ambuscade::steeplechase
