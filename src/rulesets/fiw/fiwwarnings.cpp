// SPDX-License-Identifier: GPL-3.0-or-later
// What the editor is told of a scenario the FIW rules may end too soon.
#include "fiw/fiwruleset.h"
#include "fiw/tables/figurefields.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::fiw {

namespace {
QString nameOf(const Figure &f)
{
    return f.name.isEmpty() ? f.id : f.name;
}

// The side's heroes (reading §1's class), those the scenario puts on the table.
QList<const Figure *> heroesOf(const Scenario &s, const QString &side)
{
    QList<const Figure *> heroes;
    for (const Figure &f : s.figures)
        if (f.side == side && !f.killed && figureClass(f) == QLatin1String("hero"))
            heroes << &f;
    return heroes;
}

// The side's groups with a man on the table.
QStringList groupsOf(const Scenario &s, const QString &side)
{
    QStringList groups;
    for (const Figure &f : s.figures)
        if (f.side == side && !f.killed && !groups.contains(f.group))
            groups << f.group;
    return groups;
}

bool aloneInHisGroup(const Scenario &s, const Figure &man)
{
    return std::none_of(s.figures.cbegin(), s.figures.cend(), [&](const Figure &f) {
        return f.group == man.group && f.id != man.id && !f.killed;
    });
}
} // namespace

QList<ScenarioWarning> FiwRuleset::scenarioWarnings(const Scenario &s) const
{
    // §1 counts a leader within 5 cm of a group as one of its men, and §12 breaks a side
    // whose every group runs, withdraws or is gone: a lone hero's own group is gone whenever
    // he stands with another, so the side's fate hangs on the others' first reaction roll.
    QList<ScenarioWarning> warnings;
    for (const Side &side : s.sides) {
        const QStringList groups = groupsOf(s, side.id);
        const QString sideName = side.name.isEmpty() ? side.id : side.name;
        if (groups.size() == 1) {
            warnings.append(
                {groups.first(),
                 QCoreApplication::translate(
                     "Ruleset",
                     "%1 has one group only, so it loses the day as soon as that group runs or "
                     "withdraws: one roll on the Actions table can do that on the first turn, "
                     "with nobody hurt. A second group makes it less likely.")
                     .arg(sideName)});
            continue;
        }
        const QList<const Figure *> heroes = heroesOf(s, side.id);
        if (heroes.size() != 1 || !aloneInHisGroup(s, *heroes.first()))
            continue;
        warnings.append(
            {heroes.first()->group,
             QCoreApplication::translate(
                 "Ruleset",
                 "%1 is the only hero of %2 and a group by himself. Beside another group he "
                 "counts as one of its men and his own group as gone, so %2 loses as soon as "
                 "its other groups run or withdraw: it can lose on the first turn with nobody "
                 "hurt. More groups on its side make that less likely.")
                 .arg(nameOf(*heroes.first()), sideName)});
    }
    return warnings;
}

} // namespace ambuscade::fiw
