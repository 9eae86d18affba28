// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostermodel.h"

#include "rules/fiw/melee.h"
#include "rules/fiw/weapons.h"

#include <QCoreApplication>

namespace ambuscade {

RosterModel::RosterModel(QObject *parent) : QAbstractTableModel(parent) {}

void RosterModel::setScenario(const Scenario &scenario)
{
    beginResetModel();
    m_scenario = scenario;
    endResetModel();
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
        return f.figureClass;
    case TypeColumn:
        return f.type;
    case RoleColumn:
        return f.role;
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
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return display(f, index.column());
    if (role == Qt::UserRole)
        return f.id;
    return {};
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
