// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace ambuscade::fiw {

enum class DamageColumn { None, Gunpowder, BowSpear, Other };

// One row of the weapons table. Range bands in cm; a weapon with no ranges is melee only.
struct Weapon {
    const char *id;
    const char *displayName;
    double shortCm;
    double mediumCm;
    double longCm;
    int meleeFactor;
    int meleeFactorWithBayonet; // equals meleeFactor where no bayonet fits
    DamageColumn damage;
    bool muzzleLoaded;

    bool shoots() const { return longCm > 0; }
    bool takesBayonet() const { return meleeFactorWithBayonet != meleeFactor; }
};

const QList<Weapon> &weapons();
const Weapon *findWeapon(const QString &id);

enum class RangeBand { Short, Medium, Long, Out };

// §3: the band a distance (edge to edge) falls in; a wounded shooter reaches short range only.
RangeBand rangeBand(const Weapon &weapon, double distanceCm, bool wounded);
QString rangeBandId(RangeBand band);
std::optional<RangeBand> rangeBandFromId(const QString &id);
QString rangeBandText(RangeBand band); // translated, for people: "long range"

} // namespace ambuscade::fiw
