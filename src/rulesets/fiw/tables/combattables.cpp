// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/tables/combattables.h"

#include <algorithm>

namespace ambuscade::fiw {

namespace {
// Rows: short, medium, long. Columns: open, soft cover, hard cover.
constexpr int kToHit[3][3] = {
    {2, 4, 6},
    {4, 6, 7},
    {6, 7, 8},
};

constexpr Damage G = Damage::Graze, W = Damage::Wound, K = Damage::Kill;
// Rows: gunpowder, bow/spear, other. Columns: the die from 1 to 6.
constexpr Damage kDamage[3][6] = {
    {G, G, W, W, K, K},
    {G, G, W, W, W, K},
    {G, G, G, W, W, K},
};
} // namespace

int toHitNeeded(RangeBand band, geo::Cover cover)
{
    if (band == RangeBand::Out)
        return 0;
    return kToHit[static_cast<int>(band)][static_cast<int>(cover)];
}

int classModifier(const QString &figureClass)
{
    if (figureClass == QLatin1String("hero"))
        return 1;
    if (figureClass == QLatin1String("raw"))
        return -1;
    return 0;
}

bool shotHits(int d8, RangeBand band, geo::Cover cover, const QString &shooterClass)
{
    const int needed = toHitNeeded(band, cover);
    return needed > 0 && d8 + classModifier(shooterClass) >= needed;
}

Damage damageFor(DamageColumn column, int die)
{
    const int row = column == DamageColumn::Gunpowder  ? 0
                    : column == DamageColumn::BowSpear ? 1
                                                       : 2;
    return kDamage[row][std::clamp(die, 1, 6) - 1];
}

int heldDamageDie(int roll, int modifier)
{
    return std::clamp(roll + modifier, 1, 6);
}

QString damageId(Damage damage)
{
    switch (damage) {
    case Damage::Graze:
        return QStringLiteral("graze");
    case Damage::Wound:
        return QStringLiteral("wound");
    case Damage::Kill:
        return QStringLiteral("kill");
    }
    return {};
}

} // namespace ambuscade::fiw
