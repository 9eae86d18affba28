// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/print/printsheets.h"

#include "chosenmen/procedures/firing.h"
#include "chosenmen/tables/fields.h"
#include "chosenmen/terms.h"

#include <QCoreApplication>

namespace ambuscade::chosenmen {

namespace {
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(ChosenMenRoster)
};

// Three minor wounds make a serious one; two serious ones kill (reading §6).
constexpr int kMinorBoxes = 3;
constexpr int kSeriousBoxes = 2;

QList<Cell> figureRow(const Group &unit, const Figure &f)
{
    const FireWeapon *w = findFireWeapon(arm(f), Load::Ball);
    const QString ranges =
        w ? QStringLiteral("%1 / %2").arg(inchesText(w->closeIn), inchesText(w->effectiveIn))
          : QStringLiteral("–");
    const int reload = w ? reloadTurns(*w, unitQuality(unit), britishRegulars(unit)) : 0;
    return {{f.name.isEmpty() ? f.id : f.name, 0, false, true},
            {termText(roleId(figureRole(f)))},
            {termText(arm(f))},
            {ranges},
            {QString(), reload},
            {QString(), kMinorBoxes},
            {QString(), kSeriousBoxes}};
}

Table unitTable(const Scenario &s, const Group &unit)
{
    Table t;
    t.title = unit.name.isEmpty() ? unit.id : unit.name;
    const Quality &q = unitQuality(unit);
    t.note = Text::tr("%1 %2, base morale %3; command %4")
                 .arg(termText(QLatin1String(q.id)), termText(QLatin1String(unitKind(unit).id)))
                 .arg(q.baseMorale)
                 .arg(formation(unit));
    t.headers = {Text::tr("Name"),          Text::tr("Role"),
                 Text::tr("Weapon"),        Text::tr("Close / effective (in)"),
                 Text::tr("Loading"),       Text::tr("Minor wounds"),
                 Text::tr("Serious wounds")};
    t.widths = {3, 2, 2, 2, 1.5, 1.5, 1.5};
    for (const Figure &f : s.figures)
        if (f.group == unit.id && !f.killed)
            t.rows << figureRow(unit, f);
    t.tally = {{Text::tr("Casualties"), int(t.rows.size())},
               {Text::tr("Retreating"), 1},
               {Text::tr("Fleeing"), 1}};
    return t;
}
} // namespace

Sheet rosterSheet(const Scenario &scenario, const QString &sideId)
{
    Sheet sheet;
    sheet.title = Text::tr("%1 — roster").arg(scenario.title);
    for (const Side &side : scenario.sides) {
        if (!sideId.isEmpty() && side.id != sideId)
            continue;
        Section section;
        section.heading = side.name;
        for (const Group &g : scenario.groups) {
            if (g.side != side.id)
                continue;
            Table t = unitTable(scenario, g);
            if (!t.rows.isEmpty())
                section.tables << t;
        }
        sheet.sections << section;
    }
    return sheet;
}

} // namespace ambuscade::chosenmen
