// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/actionstable.h"

#include <QAbstractTableModel>

namespace ambuscade::fiw {

// One of the FIW Actions tables as a grid: rows are risk-factor bands, columns the D6.
// Advisory cells come in italics; the cell last rolled is highlighted.
class ActionsTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit ActionsTableModel(ActionsTableKind table = ActionsTableKind::Skirmish,
                               QObject *parent = nullptr);

    ActionsTableKind table() const { return m_table; }
    void setTable(ActionsTableKind table);
    // Marks the cell a group's risk factor and die fall in; clearRoll() removes the mark.
    void showRoll(int riskFactor, int die);
    void clearRoll();
    QModelIndex rolledCell() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    ActionsTableKind m_table;
    int m_rolledRow = -1;
    int m_rolledColumn = -1;
};

} // namespace ambuscade::fiw
