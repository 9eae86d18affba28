// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QAbstractTableModel>

namespace ambuscade {

// A row per figure of the scenario, for the roster dock and printing. Numbers are given as
// numbers (Qt::EditRole and Qt::DisplayRole alike) so a sort proxy orders them as numbers.
class RosterModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SideColumn,
        GroupColumn,
        NameColumn,
        ClassColumn,
        TypeColumn,
        RoleColumn,
        WeaponColumn,
        RangesColumn,
        MeleeColumn,
        WoundsColumn,
        StatusColumn,
        ColumnCount
    };

    explicit RosterModel(QObject *parent = nullptr);

    void setScenario(const Scenario &scenario);
    const Scenario &scenario() const { return m_scenario; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const Figure &figure, int column) const;

    Scenario m_scenario;
};

} // namespace ambuscade
