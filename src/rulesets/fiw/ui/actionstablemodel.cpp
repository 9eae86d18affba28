// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionstablemodel.h"

#include <QBrush>
#include <QFont>

namespace ambuscade::fiw {

namespace {
// A result in a word or two, so that a row of six reads whole in a narrow panel; the cell's
// tooltip has it in full.
QString shortActionText(Action action)
{
    switch (action) {
    case Action::Continue:
        return ActionsTableModel::tr("Carry on");
    case Action::MoveTowardsEnemy:
        return ActionsTableModel::tr("Close in");
    case Action::TakeCover:
        return ActionsTableModel::tr("Cover");
    case Action::HaltFacing:
        return ActionsTableModel::tr("Halt");
    case Action::ContinueFacing:
        return ActionsTableModel::tr("Face on");
    case Action::AdvanceCharge:
        return ActionsTableModel::tr("Advance");
    case Action::Withdraw:
        return ActionsTableModel::tr("Withdraw");
    case Action::Run:
        return ActionsTableModel::tr("Run");
    case Action::MarchInColumn:
        return ActionsTableModel::tr("March");
    case Action::Deploy:
        return ActionsTableModel::tr("Deploy");
    case Action::HalfMoveAway:
        return ActionsTableModel::tr("Back off");
    }
    return {};
}
} // namespace

ActionsTableModel::ActionsTableModel(ActionsTableKind table, QObject *parent)
    : QAbstractTableModel(parent), m_table(table)
{}

void ActionsTableModel::setTable(ActionsTableKind table)
{
    if (table == m_table)
        return;
    beginResetModel();
    m_table = table;
    m_rolledRow = m_rolledColumn = -1;
    endResetModel();
}

void ActionsTableModel::showRoll(int riskFactor, int die)
{
    const QModelIndex before = rolledCell();
    m_rolledRow = actionsRow(m_table, riskFactor);
    m_rolledColumn = die - 1;
    if (before.isValid())
        emit dataChanged(before, before, {Qt::BackgroundRole});
    emit dataChanged(rolledCell(), rolledCell(), {Qt::BackgroundRole});
}

void ActionsTableModel::clearRoll()
{
    const QModelIndex before = rolledCell();
    m_rolledRow = m_rolledColumn = -1;
    if (before.isValid())
        emit dataChanged(before, before, {Qt::BackgroundRole});
}

QModelIndex ActionsTableModel::rolledCell() const
{
    return m_rolledRow < 0 ? QModelIndex() : index(m_rolledRow, m_rolledColumn);
}

int ActionsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : actionsRowCount();
}

int ActionsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 6;
}

QVariant ActionsTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ActionCell &cell = actionCell(m_table, index.row(), index.column() + 1);
    switch (role) {
    case Qt::DisplayRole:
        return shortActionText(cell.action);
    case Qt::FontRole: {
        QFont font;
        font.setItalic(cell.advisory);
        return font;
    }
    case Qt::ToolTipRole:
        return tr("%1. %2").arg(actionText(cell.action),
                                cell.advisory ? tr("Advice: player characters and commanded "
                                                   "groups may ignore it")
                                              : tr("Binding on every group"));
    case Qt::BackgroundRole:
        if (index.row() == m_rolledRow && index.column() == m_rolledColumn)
            return QBrush(QColor(0xf2, 0xc2, 0x30));
        return {};
    case Qt::UserRole:
        return actionId(cell.action);
    default:
        return {};
    }
}

QVariant ActionsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal)
        return tr("The D6 rolled: %1").arg(section + 1);
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < 6 ? QVariant(QString::number(section + 1)) : QVariant();
    return section >= 0 && section < actionsRowCount()
               ? QVariant(tr("RF %1").arg(actionsRowLabel(m_table, section)))
               : QVariant();
}

} // namespace ambuscade::fiw
