// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/tables/trooptemplates.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// One line of the table below: a figure's name and its FIW fields, count alike.
TemplateFigure man(const char *name, const char *figureClass, const char *type, const char *role,
                   const char *faction, const char *weapon, bool bayonet = false,
                   bool horsed = false, int count = 1)
{
    return {name,
            {{QStringLiteral("class"), QLatin1String(figureClass)},
             {QStringLiteral("type"), QLatin1String(type)},
             {QStringLiteral("role"), QLatin1String(role)},
             {QStringLiteral("faction"), QLatin1String(faction)},
             {QStringLiteral("weapon"), QLatin1String(weapon)},
             {QStringLiteral("bayonet"), bayonet},
             {QStringLiteral("horsed"), horsed}},
            count};
}
} // namespace

const QList<TroopTemplate> &troopTemplates()
{
    // Columns: name, class, type, role, faction, weapon, bayonet, horsed, count.
    static const QList<TroopTemplate> table{
        {"french-platoon",
         QT_TRANSLATE_NOOP("TroopTemplate", "French regular platoon"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Lieutenant"), "veteran", "formed", "officer",
              "french-regular", "pistol"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Sergeant"), "veteran", "formed", "nco",
              "french-regular", "musket", true),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Drummer"), "veteran", "formed", "drummer",
              "french-regular", "sword"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Fusilier"), "veteran", "formed", "plain",
              "french-regular", "musket", true, false, 7)}},
        {"marine-detachment",
         QT_TRANSLATE_NOOP("TroopTemplate", "Compagnie franche de la Marine"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Ensign"), "veteran", "skirmisher", "officer",
              "french-marine", "musket"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Marine"), "veteran", "skirmisher", "plain",
              "french-marine", "musket", false, false, 5)}},
        {"canadian-militia",
         QT_TRANSLATE_NOOP("TroopTemplate", "Canadian militia"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Captain of militia"), "veteran", "irregular",
              "officer", "canadian-militia", "musket"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Militiaman"), "raw", "irregular", "plain",
              "canadian-militia", "musket", false, false, 7)}},
        {"indian-war-band",
         QT_TRANSLATE_NOOP("TroopTemplate", "Indian war band"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "War chief"), "hero", "irregular", "officer",
              "indian", "musket"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Warrior"), "veteran", "irregular", "plain",
              "indian", "musket", false, false, 5),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Archer"), "veteran", "irregular", "plain",
              "indian", "bow", false, false, 2)}},
        {"ranger-company",
         QT_TRANSLATE_NOOP("TroopTemplate", "Ranger company"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Ranger captain"), "veteran", "irregular",
              "officer", "ranger", "musket"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Ranger sergeant"), "veteran", "irregular", "nco",
              "ranger", "musket"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Ranger"), "veteran", "irregular", "plain",
              "ranger", "musket", false, false, 6)}},
        {"british-platoon",
         QT_TRANSLATE_NOOP("TroopTemplate", "British regular platoon"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Lieutenant"), "veteran", "formed", "officer",
              "british-regular", "pistol"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Sergeant"), "veteran", "formed", "nco",
              "british-regular", "musket", true),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Drummer"), "veteran", "formed", "drummer",
              "british-regular", "sword"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Private"), "raw", "formed", "plain",
              "british-regular", "musket", true, false, 7)}},
        {"provincial-company",
         QT_TRANSLATE_NOOP("TroopTemplate", "Provincial company"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Provincial captain"), "raw", "formed", "officer",
              "provincial", "musket"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Provincial"), "raw", "formed", "plain",
              "provincial", "musket", true, false, 7)}},
        {"settlers",
         QT_TRANSLATE_NOOP("TroopTemplate", "Settlers"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Settler"), "raw", "civilian", "plain", "civilian",
              "hatchet", false, false, 4)}},
        {"hero",
         QT_TRANSLATE_NOOP("TroopTemplate", "Hero (player character)"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Hero"), "hero", "irregular", "player-character",
              "ranger", "rifle")}},
        {"officer",
         QT_TRANSLATE_NOOP("TroopTemplate", "Officer"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Officer"), "veteran", "formed", "officer",
              "british-regular", "pistol")}},
        {"mounted-officer",
         QT_TRANSLATE_NOOP("TroopTemplate", "Mounted officer"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Officer"), "veteran", "formed", "officer",
              "british-regular", "pistol", false, true)}},
        {"nco",
         QT_TRANSLATE_NOOP("TroopTemplate", "NCO"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Sergeant"), "veteran", "formed", "nco",
              "british-regular", "musket", true)}},
        {"drummer",
         QT_TRANSLATE_NOOP("TroopTemplate", "Drummer"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Drummer"), "veteran", "formed", "drummer",
              "british-regular", "sword")}},
        {"musketeer",
         QT_TRANSLATE_NOOP("TroopTemplate", "Musketeer"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Musketeer"), "veteran", "irregular", "plain",
              "ranger", "musket")}},
        {"rifleman",
         QT_TRANSLATE_NOOP("TroopTemplate", "Rifleman"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Rifleman"), "veteran", "skirmisher", "plain",
              "ranger", "rifle")}},
    };
    return table;
}

} // namespace ambuscade::fiw
