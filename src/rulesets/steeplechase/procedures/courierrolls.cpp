// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/procedures/courierrolls.h"

#include <QtGlobal>

namespace ambuscade::steeplechase {

namespace {
const char *const kHorseman = QT_TRANSLATE_NOOP("Steeplechase", "excellent horseman");
const char *const kSuperb = QT_TRANSLATE_NOOP("Steeplechase", "superb horse");
const char *const kCunning = QT_TRANSLATE_NOOP("Steeplechase", "cunning");

void addRidingSkill(QList<Modifier> &mods, const Courier &courier, int horseman, int superb)
{
    if (courier.ability == Ability::ExcellentHorseman)
        mods << Modifier{horseman, kHorseman};
    if (courier.has(Item::SuperbHorse))
        mods << Modifier{superb, kSuperb};
}
} // namespace

QList<Modifier> streamJumpModifiers(const Courier &courier)
{
    QList<Modifier> mods;
    addRidingSkill(mods, courier, 1, 1);
    return mods;
}

QList<Modifier> wallJumpModifiers(const Courier &courier, double beforeWallIn, double soFarIn)
{
    QList<Modifier> mods;
    addRidingSkill(mods, courier, 1, 1);
    // A run-up of 3 to 6 in helps; too short a run or too long a ride so far hinders.
    if (beforeWallIn < 3 || soFarIn > 12)
        mods << Modifier{
            -1, QT_TRANSLATE_NOOP("Steeplechase", "run-up under 3 in or over 12 in ridden")};
    else if (beforeWallIn <= 6)
        mods << Modifier{1, QT_TRANSLATE_NOOP("Steeplechase", "run-up of 3 to 6 in")};
    return mods;
}

QList<Modifier> catchHorseModifiers(const Courier &courier, bool horseWasFatigued,
                                    bool mountedHelper)
{
    QList<Modifier> mods;
    addRidingSkill(mods, courier, 2, 2);
    if (courier.ability == Ability::Cunning)
        mods << Modifier{1, kCunning};
    if (mountedHelper)
        mods << Modifier{2, QT_TRANSLATE_NOOP("Steeplechase", "a mounted companion helps")};
    if (horseWasFatigued)
        mods << Modifier{1, QT_TRANSLATE_NOOP("Steeplechase", "the horse is fatigued")};
    return mods;
}

QList<Modifier> hideModifiers(const Courier &courier)
{
    QList<Modifier> mods;
    if (courier.ability == Ability::Cunning)
        mods << Modifier{1, kCunning};
    if (courier.mounted())
        mods << Modifier{-2, QT_TRANSLATE_NOOP("Steeplechase", "mounted")};
    return mods;
}

int combatModifier(const Courier &courier)
{
    return courier.ability == Ability::FamousSwordsman ? 1 : 0;
}

int defensiveRerolls(const Courier &courier)
{
    // One for everyone, one more mounted, one more for a famous swordsman.
    return 1 + (courier.mounted() ? 1 : 0) + (courier.ability == Ability::FamousSwordsman ? 1 : 0);
}

} // namespace ambuscade::steeplechase
