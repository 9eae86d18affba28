// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/tables/trooptemplates.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
// One line of the table below: a figure's name, role, arms and mount, count alike.
TemplateFigure man(const char *name, const char *role, const char *weapon,
                   const char *closeWeapon = "none", int count = 1, bool mounted = false)
{
    return {name,
            {{QStringLiteral("role"), QLatin1String(role)},
             {QStringLiteral("weapon"), QLatin1String(weapon)},
             {QStringLiteral("close_weapon"), QLatin1String(closeWeapon)},
             {QStringLiteral("mounted"), mounted}},
            count};
}

TemplateFigure officer(const char *name, const char *rank, bool mounted = false)
{
    TemplateFigure f = man(name, "officer", "pistol", "sword", 1, mounted);
    f.attributes.append({QStringLiteral("rank"), QLatin1String(rank)});
    return f;
}

TemplateFigure boat(const char *name)
{
    TemplateFigure f = man(name, "boat", "none");
    f.attributes.append({QStringLiteral("boat_size"), QStringLiteral("small")});
    f.attributes.append({QStringLiteral("rowers"), 4});
    return f;
}

QList<QPair<QString, QJsonValue>> unit(const char *quality, const char *kind,
                                       bool britishRegulars = false)
{
    return {{QStringLiteral("quality"), QLatin1String(quality)},
            {QStringLiteral("kind"), QLatin1String(kind)},
            {QStringLiteral("british_regulars"), britishRegulars}};
}
} // namespace

const QList<TroopTemplate> &troopTemplates()
{
    static const QList<TroopTemplate> table{
        {"line-company",
         QT_TRANSLATE_NOOP("TroopTemplate", "British line squad"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Sergeant"), "squad-leader", "musket", "bayonet"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Drummer"), "musician", "none", "sword"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Private"), "ranker", "musket", "bayonet", 9)},
         unit("regular", "infantry", true)},
        {"rifle-section",
         QT_TRANSLATE_NOOP("TroopTemplate", "Rifle section"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Chosen man"), "squad-leader", "rifle", "sword"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Rifleman"), "ranker", "rifle", "sword", 7)},
         unit("veteran", "skirmishers", true)},
        {"voltigeurs",
         QT_TRANSLATE_NOOP("TroopTemplate", "Voltigeurs"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Sergent"), "squad-leader", "musket", "bayonet"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Voltigeur"), "ranker", "musket", "bayonet", 9)},
         unit("regular", "light-troops")},
        {"gun-and-crew",
         QT_TRANSLATE_NOOP("TroopTemplate", "Small gun and crew"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Gun"), "gun", "small-cannon"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Gun captain"), "squad-leader", "none", "sword"),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Gunner"), "crew", "none", "none", 3)},
         unit("regular", "foot-artillery")},
        {"hussars",
         QT_TRANSLATE_NOOP("TroopTemplate", "Hussars"),
         {man(QT_TRANSLATE_NOOP("TroopTemplate", "Brigadier"), "squad-leader", "pistol", "sword", 1,
              true),
          man(QT_TRANSLATE_NOOP("TroopTemplate", "Hussar"), "ranker", "pistol", "sword", 5, true)},
         unit("veteran", "cavalry")},
        // A ship's boat, four of those aboard at the oars; a group of its own, which men board by
        // standing on its hull.
        {"boat",
         QT_TRANSLATE_NOOP("TroopTemplate", "A boat"),
         {boat(QT_TRANSLATE_NOOP("TroopTemplate", "Boat"))},
         {},
         true},
        {"officer-captain",
         QT_TRANSLATE_NOOP("TroopTemplate", "Captain"),
         {officer(QT_TRANSLATE_NOOP("TroopTemplate", "Captain"), "captain")}},
        {"officer-lieutenant",
         QT_TRANSLATE_NOOP("TroopTemplate", "Lieutenant"),
         {officer(QT_TRANSLATE_NOOP("TroopTemplate", "Lieutenant"), "lieutenant")}},
    };
    return table;
}

} // namespace ambuscade::chosenmen
