// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/tables/weapons.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

const QList<FireWeapon> &fireWeapons()
{
    // Columns: arm, load, name, reload turns, d10 per shot, close in, effective in, fire
    // modifier, wound dice, bounces, spread in, tap-loads, one turn for steady troops.
    static const QList<FireWeapon> table{
        {"pistol", Load::Shot, QT_TRANSLATE_NOOP("ChosenMen", "Pistol"), 1, 1, 3, 6, 0, 1},
        {"blunderbuss", Load::Shot, QT_TRANSLATE_NOOP("ChosenMen", "Blunderbuss"), 2, 3, 3, 6, 1,
         1},
        {"musket", Load::Shot, QT_TRANSLATE_NOOP("ChosenMen", "Musket"), 2, 1, 12, 24, 0, 1, false,
         0, false, true},
        {"volley-gun", Load::Shot, QT_TRANSLATE_NOOP("ChosenMen", "Knox volley gun"), 3, 4, 10, 20,
         0, 1},
        {"rifle", Load::Shot, QT_TRANSLATE_NOOP("ChosenMen", "Rifle"), 2, 1, 18, 36, 1, 1, false, 0,
         true},
        {"cannon", Load::Ball, QT_TRANSLATE_NOOP("ChosenMen", "Cannon, ball"), 5, 1, 48, 96, 0, 6,
         true},
        {"cannon", Load::Grape, QT_TRANSLATE_NOOP("ChosenMen", "Cannon, grape"), 5, 10, 10, 18, 3,
         6, false, 6},
        {"small-cannon", Load::Ball, QT_TRANSLATE_NOOP("ChosenMen", "Small cannon, ball"), 4, 1, 36,
         48, 0, 3, true},
        {"small-cannon", Load::Grape, QT_TRANSLATE_NOOP("ChosenMen", "Small cannon, grape"), 4, 5,
         10, 18, 3, 3, false, 6},
    };
    return table;
}

const FireWeapon *findFireWeapon(const QString &arm, Load load)
{
    for (const FireWeapon &w : fireWeapons())
        if (arm == QLatin1String(w.arm) && (w.load == load || !isGun(arm)))
            return &w;
    return nullptr;
}

QStringList armIds()
{
    QStringList ids{QStringLiteral("none")};
    for (const FireWeapon &w : fireWeapons())
        if (!ids.contains(QLatin1String(w.arm)))
            ids << QLatin1String(w.arm);
    return ids;
}

bool isGun(const QString &arm)
{
    return arm == QLatin1String("cannon") || arm == QLatin1String("small-cannon");
}

} // namespace ambuscade::chosenmen
