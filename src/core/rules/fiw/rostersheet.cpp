// SPDX-License-Identifier: GPL-3.0-or-later
#include "printsheets.h"

#include "melee.h"
#include "terms.h"
#include "troops.h"
#include "weapons.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("RosterSheet", text);
}

QString centimetres(double cm)
{
    return QString::number(cm, 'g', 4);
}

QList<print::Cell> figureRow(const Figure &f)
{
    const Weapon *weapon = findWeapon(f.weapon);
    const QString weaponName =
        weapon ? QCoreApplication::translate("Weapon", weapon->displayName) : f.weapon;
    const QString ranges = weapon && weapon->shoots() ? QStringLiteral("%1 / %2 / %3")
                                                            .arg(centimetres(weapon->shortCm),
                                                                 centimetres(weapon->mediumCm),
                                                                 centimetres(weapon->longCm))
                                                      : QStringLiteral("–");
    const bool muzzle = weapon && weapon->muzzleLoaded;
    return {{f.name.isEmpty() ? f.id : f.name, 0, false, true},
            {termText(f.figureClass)},
            {termText(f.type)},
            {termText(f.role)},
            {termText(f.faction)},
            {f.bayonet ? tr("%1, bayonet").arg(weaponName) : weaponName},
            {ranges},
            {QString::number(meleeFactor(f))},
            {centimetres(movementAllowance(f))},
            {isLeader(f) ? QString::number(commandDice(f.figureClass)) : QStringLiteral("–")},
            {QString(), 2},
            {QString(), muzzle ? 1 : 0},
            {QString(), 1}};
}

print::Table groupTable(const QString &groupName, const QList<const Figure *> &figures)
{
    print::Table table;
    table.title = groupName;
    const int strength = int(figures.size());
    // The casualty factor counts full tenths of the group lost (reading §7): what each
    // further figure lost makes it.
    QStringList steps;
    for (int lost = 1; lost <= strength; ++lost)
        steps << tr("%1 lost +%2").arg(lost).arg(lost * 10 / strength);
    table.note = tr("Strength %1. Risk factor for casualties: %2.")
                     .arg(strength)
                     .arg(steps.join(QStringLiteral(", ")));
    table.headers = {tr("Name"),   tr("Class"),        tr("Type"),  tr("Role"),    tr("Faction"),
                     tr("Weapon"), tr("S / M / L cm"), tr("Melee"), tr("Move cm"), tr("Cmd dice"),
                     tr("Wounds"), tr("Loaded"),       tr("Killed")};
    table.widths = {16, 7, 7, 8, 10, 11, 9, 4.5, 5, 5, 5.5, 5, 4.5};
    for (const Figure *f : figures)
        table.rows << figureRow(*f);
    table.tally = {
        {tr("Lost"), strength}, {tr("Running"), 1}, {tr("Withdrawing"), 1}, {tr("Retreating"), 1}};
    return table;
}
} // namespace

print::Sheet rosterSheet(const Scenario &s, const QString &sideId)
{
    print::Sheet sheet;
    sheet.title = s.title.isEmpty() ? tr("Roster") : tr("%1: roster").arg(s.title);
    for (const Side &side : s.sides) {
        if (!sideId.isEmpty() && side.id != sideId)
            continue;
        print::Section section;
        section.heading = side.name.isEmpty() ? side.id : side.name;
        for (const Group &g : s.groups) {
            if (g.side != side.id)
                continue;
            QList<const Figure *> figures;
            for (const Figure &f : s.figures)
                if (f.group == g.id)
                    figures << &f;
            if (!figures.isEmpty())
                section.tables << groupTable(g.name.isEmpty() ? g.id : g.name, figures);
        }
        QList<const Figure *> loose;
        for (const Figure &f : s.figures)
            if (f.side == side.id && !s.group(f.group))
                loose << &f;
        if (!loose.isEmpty())
            section.tables << groupTable(tr("Figures in no group"), loose);
        sheet.sections << section;
    }
    return sheet;
}

} // namespace ambuscade::fiw
