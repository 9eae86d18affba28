// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/print/printsheets.h"

#include "steeplechase/print/sheetparts.h"
#include "steeplechase/tables/fields.h"

#include <QCoreApplication>
#include <QLocale>

namespace ambuscade::steeplechase {

namespace {
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(SteeplechasePaper)
};

int menIn(const Scenario &s, const Group &g)
{
    int men = 0;
    for (const Figure &f : s.figures)
        men += f.group == g.id && !f.killed;
    return men;
}

QList<Cell> groupRow(const Scenario &s, const Group &g, const GroupKind &kind)
{
    return {{g.name.isEmpty() ? g.id : g.name, 0, false, true},
            {nameOf(kind)},
            {QString::number(menIn(s, g))},
            {kind.enemyFromTheStart ? Text::tr("enemy") : Text::tr("neutral")},
            {kind.moveDice ? QStringLiteral("%1D6").arg(kind.moveDice) : Text::tr("stays put")},
            {bulletFacesText(kind)},
            {QString(), kind.overcomeAt}};
}

// The groups of one side the rules run, with boxes for the men who fall before the rest
// are overcome.
Table groupsTable(const Scenario &s, const Side &side)
{
    Table t;
    t.title = Text::tr("The groups the rules run");
    t.note = Text::tr("A patrol sees %1 in ahead and gives chase; chasing, it sees its quarry "
                      "%2 in all round. Each die of its move showing a bullet face is a roll "
                      "on the whizzing-bullets table.")
                 .arg(QLocale().toString(kPursuitStartIn), QLocale().toString(kPursuitSightIn));
    t.headers = {Text::tr("Group"),
                 Text::tr("Kind"),
                 Text::tr("Men"),
                 Text::tr("Stance"),
                 Text::tr("Moves"),
                 Text::tr("Bullets on"),
                 Text::tr("Fallen (overcome when full)")};
    t.widths = {3, 2, 0.8, 1.2, 1.2, 1.2, 2.5};
    for (const Group &g : s.groups)
        if (const GroupKind *kind = findGroupKind(groupKindId(g)); kind && g.side == side.id)
            t.rows << groupRow(s, g, *kind);
    return t;
}

QList<Section> sideSections(const Scenario &s, const Side &side)
{
    QList<Section> sections;
    for (const Figure &f : s.figures)
        if (f.side == side.id && isCourier(f) && !f.killed)
            sections << courierSection(side.name, f);
    Table groups = groupsTable(s, side);
    if (!groups.rows.isEmpty()) {
        Section section;
        section.heading = side.name;
        section.tables << groups;
        sections << section;
    }
    return sections;
}
} // namespace

Sheet rosterSheet(const Scenario &scenario, const QString &sideId)
{
    Sheet sheet;
    sheet.title = Text::tr("%1 — couriers and groups").arg(scenario.title);
    for (const Side &side : scenario.sides)
        if (sideId.isEmpty() || side.id == sideId)
            sheet.sections << sideSections(scenario, side);
    return sheet;
}

} // namespace ambuscade::steeplechase
