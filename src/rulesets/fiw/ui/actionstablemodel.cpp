// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionstablemodel.h"

#include <QBrush>
#include <QFont>

namespace ambuscade::fiw {

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
        return actionText(cell.action);
    case Qt::FontRole: {
        QFont font;
        font.setItalic(cell.advisory);
        return font;
    }
    case Qt::ToolTipRole:
        return cell.advisory ? tr("Advice: player characters and commanded groups may ignore it")
                             : tr("Binding on every group");
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
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < 6 ? QVariant(tr("D6: %1").arg(section + 1)) : QVariant();
    return section >= 0 && section < actionsRowCount()
               ? QVariant(tr("RF %1").arg(actionsRowLabel(m_table, section)))
               : QVariant();
}

} // namespace ambuscade::fiw
