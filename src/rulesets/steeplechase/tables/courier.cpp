// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/tables/courier.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::steeplechase {

namespace {
QString translated(const char *text)
{
    return QCoreApplication::translate("Steeplechase", text);
}
} // namespace

const QList<AbilityInfo> &abilities()
{
    static const QList<AbilityInfo> table{
        {Ability::Cunning, "cunning", QT_TRANSLATE_NOOP("Steeplechase", "cunning")},
        {Ability::Braggart, "braggart", QT_TRANSLATE_NOOP("Steeplechase", "braggart")},
        {Ability::ExcellentHorseman, "excellent-horseman",
         QT_TRANSLATE_NOOP("Steeplechase", "excellent horseman")},
        {Ability::FamousSwordsman, "famous-swordsman",
         QT_TRANSLATE_NOOP("Steeplechase", "famous swordsman")},
    };
    return table;
}

const QList<ItemInfo> &items()
{
    static const QList<ItemInfo> table{
        {Item::Coins, "coins", QT_TRANSLATE_NOOP("Steeplechase", "pouch of coins")},
        {Item::Wine, "wine", QT_TRANSLATE_NOOP("Steeplechase", "bottle of wine")},
        {Item::SuperbHorse, "superb-horse", QT_TRANSLATE_NOOP("Steeplechase", "superb horse")},
        {Item::Pistol, "pistol", QT_TRANSLATE_NOOP("Steeplechase", "pistol")},
        {Item::Bread, "bread", QT_TRANSLATE_NOOP("Steeplechase", "loaf of bread")},
    };
    return table;
}

const EnergyInfo &energyInfo(Energy energy)
{
    static const QList<EnergyInfo> table{
        {Energy::Energetic, "energetic", QT_TRANSLATE_NOOP("Steeplechase", "energetic"), 3,
         QT_TRANSLATE_NOOP("Steeplechase", "a drink")},
        {Energy::Thirsty, "thirsty", QT_TRANSLATE_NOOP("Steeplechase", "thirsty"), 2,
         QT_TRANSLATE_NOOP("Steeplechase", "a meal")},
        {Energy::Hungry, "hungry", QT_TRANSLATE_NOOP("Steeplechase", "hungry"), 1,
         QT_TRANSLATE_NOOP("Steeplechase", "sleep")},
        {Energy::Exhausted, "exhausted", QT_TRANSLATE_NOOP("Steeplechase", "exhausted"), 0, ""},
    };
    return *std::find_if(table.begin(), table.end(),
                         [energy](const EnergyInfo &info) { return info.energy == energy; });
}

Energy weaker(Energy energy)
{
    return energy == Energy::Exhausted ? energy : Energy(int(energy) + 1);
}

const MountInfo &mountInfo(Mount mount)
{
    static const QList<MountInfo> table{
        {Mount::OnFoot, "on-foot", QT_TRANSLATE_NOOP("Steeplechase", "on foot"), 2},
        {Mount::FatiguedHorse, "fatigued-horse",
         QT_TRANSLATE_NOOP("Steeplechase", "on a fatigued horse"), 2},
        {Mount::FreshHorse, "fresh-horse", QT_TRANSLATE_NOOP("Steeplechase", "on a fresh horse"),
         3},
        {Mount::FreshSuperbHorse, "fresh-superb-horse",
         QT_TRANSLATE_NOOP("Steeplechase", "on a fresh superb horse"), 4},
    };
    return *std::find_if(table.begin(), table.end(),
                         [mount](const MountInfo &info) { return info.mount == mount; });
}

QString nameOf(Ability ability)
{
    return translated(abilities().at(int(ability)).name);
}

QString nameOf(Item item)
{
    return translated(items().at(int(item)).name);
}

QString nameOf(Energy energy)
{
    return translated(energyInfo(energy).name);
}

QString nameOf(Mount mount)
{
    return translated(mountInfo(mount).name);
}

QString idOf(Ability ability)
{
    for (const AbilityInfo &a : abilities())
        if (a.ability == ability)
            return QLatin1String(a.id);
    return {};
}

QString idOf(Item item)
{
    for (const ItemInfo &i : items())
        if (i.item == item)
            return QLatin1String(i.id);
    return {};
}

} // namespace ambuscade::steeplechase
