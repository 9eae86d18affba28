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

QList<Cell> figureRow(const Figure &f)
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
    return {{f.name.isEmpty() ? f.id : f.name, 0, false, true},
            {termText(figureClass(f))},
            {termText(troopType(f))},
            {termText(figureRole(f))},
            {termText(faction(f))},
            {hasBayonet(f) ? Text::tr("%1, bayonet").arg(weaponName) : weaponName},
            {ranges},
            {QString::number(meleeFactor(f))},
            {measureText(movementAllowance(f))},
            {isLeader(f) ? QString::number(commandDice(figureClass(f))) : QStringLiteral("–")},
            {QString(), 2},
            {QString(), muzzle ? 1 : 0},
            {QString(), 1}};
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
    table.note = Text::tr("Strength %1. Risk factor for casualties: %2.")
                     .arg(strength)
                     .arg(steps.join(QStringLiteral(", ")));
    table.headers = {Text::tr("Name"),         Text::tr("Class"),   Text::tr("Type"),
                     Text::tr("Role"),         Text::tr("Faction"), Text::tr("Weapon"),
                     Text::tr("S / M / L cm"), Text::tr("Melee"),   Text::tr("Move cm"),
                     Text::tr("Cmd dice"),     Text::tr("Wounds"),  Text::tr("Loaded"),
                     Text::tr("Killed")};
    table.widths = {16, 7, 7, 8, 10, 11, 9, 4.5, 5, 5, 5.5, 5, 4.5};
    for (const Figure *f : figures)
        table.rows << figureRow(*f);
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
