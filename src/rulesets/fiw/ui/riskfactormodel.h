// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/riskfactors.h"

#include <QAbstractTableModel>

namespace ambuscade::fiw {

// The reasons behind one group's risk factor: what, how much, and who caused it.
class RiskFactorModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Reason, Value, Cause, ColumnCount };

    explicit RiskFactorModel(QObject *parent = nullptr);

    void setAssessment(const RiskAssessment &risk);
    void clear();
    int total() const { return m_risk.total; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    RiskAssessment m_risk;
};

} // namespace ambuscade::fiw
