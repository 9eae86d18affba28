// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/print/printsheets.h"

#include "fiw/procedures/melee.h"
#include "fiw/tables/troops.h"
#include "fiw/tables/weapons.h"
#include "fiw/terms.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(RosterSheet)
};

QList<Cell> figureRow(const Figure &f, bool withFaction)
{
    const Weapon *weapon = findWeapon(weaponId(f));
    const QString weaponName =
        weapon ? QCoreApplication::translate("Weapon", weapon->displayName) : weaponId(f);
    const QString ranges = weapon && weapon->shoots() ? QStringLiteral("%1 / %2 / %3")
                                                            .arg(measureText(weapon->shortCm),
                                                                 measureText(weapon->mediumCm),
                                                                 measureText(weapon->longCm))
                                                      : QStringLiteral("–");
    const bool muzzle = weapon && weapon->muzzleLoaded;
    QList<Cell> row{{f.name.isEmpty() ? f.id : f.name, 0, false, true},
                    {termText(figureClass(f))},
                    {termText(troopType(f))},
                    {termText(figureRole(f))}};
    if (withFaction)
        row << Cell{termText(faction(f))};
    return row + QList<Cell>{{hasBayonet(f) ? Text::tr("%1, bayonet").arg(weaponName) : weaponName},
                             {ranges},
                             {QString::number(meleeFactor(f))},
                             {measureText(movementAllowance(f))},
                             {isLeader(f) ? QString::number(commandDice(figureClass(f)))
                                          : QStringLiteral("–")},
                             {QString(), 2},
                             {QString(), muzzle ? 1 : 0},
                             {QString(), 1}};
}

// The factions of a group's men, in the order they first appear.
QStringList factionsOf(const QList<const Figure *> &figures)
{
    QStringList factions;
    for (const Figure *f : figures)
        if (!factions.contains(faction(*f)))
            factions << faction(*f);
    return factions;
}

Table groupTable(const QString &groupName, const QList<const Figure *> &figures)
{
    Table table;
    table.title = groupName;
    const int strength = int(figures.size());
    // The casualty factor counts full tenths of the group lost (reading §7): what each
    // further figure lost makes it.
    QStringList steps;
    for (int lost = 1; lost <= strength; ++lost)
        steps << Text::tr("%1 lost +%2").arg(lost).arg(lost * 10 / strength);
    // A group of one faction names it once, under its title; a mixed one on every row.
    const QStringList factions = factionsOf(figures);
    const bool perRow = factions.size() > 1;
    table.note = Text::tr("Strength %1. Risk factor for casualties: %2.")
                     .arg(strength)
                     .arg(steps.join(QStringLiteral(", ")));
    if (!perRow && !factions.isEmpty())
        table.note = Text::tr("Faction: %1.").arg(termText(factions.first())) + QLatin1Char(' ') +
                     table.note;
    table.headers = {Text::tr("Name"), Text::tr("Class"), Text::tr("Type"), Text::tr("Role")};
    table.widths = {16, 7, 7, 8};
    if (perRow) {
        table.headers << Text::tr("Faction");
        table.widths << 10;
    }
    table.headers << QStringList{Text::tr("Weapon"),  Text::tr("S / M / L cm"), Text::tr("Melee"),
                                 Text::tr("Move cm"), Text::tr("Cmd dice"),     Text::tr("Wounds"),
                                 Text::tr("Loaded"),  Text::tr("Killed")};
    // The name takes the width a faction column would have had.
    table.widths << QList<double>{11, 9, 4.5, 5, 5, 5.5, 5, 4.5};
    if (!perRow)
        table.widths[0] += 10;
    for (const Figure *f : figures)
        table.rows << figureRow(*f, perRow);
    table.tally = {{Text::tr("Lost"), strength},
                   {Text::tr("Running"), 1},
                   {Text::tr("Withdrawing"), 1},
                   {Text::tr("Retreating"), 1}};
    return table;
}
} // namespace

Sheet rosterSheet(const Scenario &s, const QString &sideId)
{
    Sheet sheet;
    sheet.title = s.title.isEmpty() ? Text::tr("Roster") : Text::tr("%1: roster").arg(s.title);
    for (const Side &side : s.sides) {
        if (!sideId.isEmpty() && side.id != sideId)
            continue;
        Section section;
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
            section.tables << groupTable(Text::tr("Figures in no group"), loose);
        sheet.sections << section;
    }
    return sheet;
}

} // namespace ambuscade::fiw
