// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/tables/weapons.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

const QList<Weapon> &weapons()
{
    // The rules' weapons table (reading §2).
    static const QList<Weapon> table{
        {"rifle", QT_TRANSLATE_NOOP("Weapon", "Rifle"), 30, 90, 180, 2, 2, DamageColumn::Gunpowder,
         true},
        {"musket", QT_TRANSLATE_NOOP("Weapon", "Musket"), 20, 40, 120, 2, 3,
         DamageColumn::Gunpowder, true},
        {"pistol", QT_TRANSLATE_NOOP("Weapon", "Pistol"), 4, 8, 20, 1, 1, DamageColumn::Gunpowder,
         true},
        {"bow", QT_TRANSLATE_NOOP("Weapon", "Bow"), 30, 60, 100, 1, 1, DamageColumn::BowSpear,
         false},
        {"spear", QT_TRANSLATE_NOOP("Weapon", "Spear"), 8, 12, 24, 3, 3, DamageColumn::BowSpear,
         false},
        {"sword", QT_TRANSLATE_NOOP("Weapon", "Sword"), 0, 0, 0, 3, 3, DamageColumn::None, false},
        {"war-club", QT_TRANSLATE_NOOP("Weapon", "War club"), 0, 0, 0, 3, 3, DamageColumn::None,
         false},
        {"hatchet", QT_TRANSLATE_NOOP("Weapon", "Hatchet or knife"), 5, 10, 20, 2, 2,
         DamageColumn::Other, false},
        {"rocks", QT_TRANSLATE_NOOP("Weapon", "Rocks"), 4, 8, 20, 1, 1, DamageColumn::Other, false},
    };
    return table;
}

const Weapon *findWeapon(const QString &id)
{
    for (const Weapon &w : weapons()) {
        if (id == QLatin1String(w.id))
            return &w;
    }
    return nullptr;
}

RangeBand rangeBand(const Weapon &weapon, double distanceCm, bool wounded)
{
    if (!weapon.shoots())
        return RangeBand::Out;
    if (distanceCm <= weapon.shortCm)
        return RangeBand::Short;
    if (wounded)
        return RangeBand::Out;
    if (distanceCm <= weapon.mediumCm)
        return RangeBand::Medium;
    return distanceCm <= weapon.longCm ? RangeBand::Long : RangeBand::Out;
}

QString rangeBandId(RangeBand band)
{
    switch (band) {
    case RangeBand::Short:
        return QStringLiteral("short");
    case RangeBand::Medium:
        return QStringLiteral("medium");
    case RangeBand::Long:
        return QStringLiteral("long");
    case RangeBand::Out:
        break;
    }
    return QStringLiteral("out");
}

std::optional<RangeBand> rangeBandFromId(const QString &id)
{
    for (RangeBand band : {RangeBand::Short, RangeBand::Medium, RangeBand::Long, RangeBand::Out})
        if (rangeBandId(band) == id)
            return band;
    return std::nullopt;
}

QString rangeBandText(RangeBand band)
{
    switch (band) {
    case RangeBand::Short:
        return QCoreApplication::translate("RangeBand", "short range");
    case RangeBand::Medium:
        return QCoreApplication::translate("RangeBand", "medium range");
    case RangeBand::Long:
        return QCoreApplication::translate("RangeBand", "long range");
    case RangeBand::Out:
        break;
    }
    return QCoreApplication::translate("RangeBand", "out of range");
}

} // namespace ambuscade::fiw
