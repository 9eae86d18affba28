// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostermodel.h"

#include "rules/fiw/melee.h"
#include "rules/fiw/terms.h"
#include "rules/fiw/weapons.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <algorithm>
#include <utility>

namespace ambuscade {

RosterModel::RosterModel(QObject *parent) : QAbstractTableModel(parent) {}

void RosterModel::setScenario(const Scenario &scenario)
{
    beginResetModel();
    m_scenario = scenario;
    endResetModel();
}

namespace {
// Whether two states of a figure read the same in every column: everything of the figure
// but where it stands and faces, which the roster does not show.
bool readsAlike(const Figure &a, const Figure &b)
{
    return a.name == b.name && a.side == b.side && a.group == b.group &&
           a.figureClass == b.figureClass && a.type == b.type && a.role == b.role &&
           a.faction == b.faction && a.weapon == b.weapon && a.bayonet == b.bayonet &&
           a.horsed == b.horsed && a.wounds == b.wounds && a.killed == b.killed;
}

// Whether the side and group names, which rows show, are the same in both.
bool sameNames(const Scenario &a, const Scenario &b)
{
    const auto sameSides = [](const Side &x, const Side &y) {
        return x.id == y.id && x.name == y.name;
    };
    const auto sameGroups = [](const Group &x, const Group &y) {
        return x.id == y.id && x.name == y.name;
    };
    return std::equal(a.sides.begin(), a.sides.end(), b.sides.begin(), b.sides.end(), sameSides) &&
           std::equal(a.groups.begin(), a.groups.end(), b.groups.begin(), b.groups.end(),
                      sameGroups);
}
} // namespace

void RosterModel::refresh(const Scenario &scenario)
{
    const bool sameFigures =
        scenario.figures.size() == m_scenario.figures.size() &&
        std::equal(scenario.figures.begin(), scenario.figures.end(), m_scenario.figures.begin(),
                   [](const Figure &a, const Figure &b) { return a.id == b.id; });
    if (!sameFigures) {
        setScenario(scenario);
        return;
    }
    const Scenario before = std::exchange(m_scenario, scenario);
    if (!sameNames(before, m_scenario)) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    // Only the rows that read differently: a figure dragged over the table changes none, and
    // a view sorting or filtering the rows has nothing to do.
    for (int row = 0; row < rowCount();) {
        int end = row;
        while (end < rowCount() && !readsAlike(before.figures[end], m_scenario.figures[end]))
            ++end;
        if (end > row)
            emit dataChanged(index(row, 0), index(end - 1, ColumnCount - 1));
        row = end + 1;
    }
}

int RosterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_scenario.figures.size());
}

int RosterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RosterModel::display(const Figure &f, int column) const
{
    const fiw::Weapon *weapon = fiw::findWeapon(f.weapon);
    switch (column) {
    case SideColumn: {
        const Side *side = m_scenario.side(f.side);
        return side && !side->name.isEmpty() ? side->name : f.side;
    }
    case GroupColumn: {
        const Group *group = m_scenario.group(f.group);
        return group && !group->name.isEmpty() ? group->name : f.group;
    }
    case NameColumn:
        return f.name.isEmpty() ? f.id : f.name;
    case ClassColumn:
        return fiw::termText(f.figureClass);
    case TypeColumn:
        return fiw::termText(f.type);
    case RoleColumn:
        return fiw::termText(f.role);
    case WeaponColumn:
        return weapon ? QCoreApplication::translate("Weapon", weapon->displayName) : f.weapon;
    case RangesColumn:
        return weapon && weapon->shoots() ? QStringLiteral("%1 / %2 / %3")
                                                .arg(weapon->shortCm)
                                                .arg(weapon->mediumCm)
                                                .arg(weapon->longCm)
                                          : QStringLiteral("–");
    case MeleeColumn:
        return fiw::meleeFactor(f);
    case WoundsColumn:
        return f.wounds;
    case StatusColumn:
        return f.killed ? tr("killed") : f.wounds > 0 ? tr("wounded") : tr("fit");
    }
    return {};
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Figure &f = m_scenario.figures[index.row()];
    // Class and weapon are edited as the ids the rules know them by.
    if (role == Qt::EditRole && index.column() == ClassColumn)
        return f.figureClass;
    if (role == Qt::EditRole && index.column() == WeaponColumn)
        return f.weapon;
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return display(f, index.column());
    if (role == FigureIdRole)
        return f.id;
    if (role == SideIdRole)
        return f.side;
    if (role == GroupIdRole)
        return f.group;
    return {};
}

Qt::ItemFlags RosterModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const int c = index.column();
    if (c == NameColumn || c == ClassColumn || c == WeaponColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool RosterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    Figure after = m_scenario.figures[index.row()];
    const QString text = value.toString().trimmed();
    const Ruleset *rules = findRuleset(m_scenario.ruleset);
    const Vocabulary *words = rules ? &rules->vocabulary() : nullptr;
    switch (index.column()) {
    case NameColumn:
        if (text.isEmpty() || text == after.name)
            return false;
        after.name = text;
        emit editRequested(after, tr("Rename figure"));
        return true;
    case ClassColumn:
        if (!words || !words->classes.contains(text) || text == after.figureClass)
            return false;
        after.figureClass = text;
        emit editRequested(after, tr("Change class"));
        return true;
    case WeaponColumn:
        if (!words || !words->weapons.contains(text) || text == after.weapon)
            return false;
        after.weapon = text;
        emit editRequested(after, tr("Change weapon"));
        return true;
    }
    return false;
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static const char *const titles[ColumnCount] = {
        QT_TR_NOOP("Side"),  QT_TR_NOOP("Group"),  QT_TR_NOOP("Name"),   QT_TR_NOOP("Class"),
        QT_TR_NOOP("Type"),  QT_TR_NOOP("Role"),   QT_TR_NOOP("Weapon"), QT_TR_NOOP("Ranges (cm)"),
        QT_TR_NOOP("Melee"), QT_TR_NOOP("Wounds"), QT_TR_NOOP("Status")};
    return section >= 0 && section < ColumnCount ? tr(titles[section]) : QVariant();
}

} // namespace ambuscade
