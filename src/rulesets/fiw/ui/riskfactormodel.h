// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/riskfactors.h"

#include <QAbstractTableModel>
#include <QHash>

namespace ambuscade::fiw {

// The reasons behind one group's risk factor: what, how much, and who caused it.
class RiskFactorModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Reason, Value, Cause, ColumnCount };

    explicit RiskFactorModel(QObject *parent = nullptr);

    // The causes (figures, terrain) are named as the table names them; without a table,
    // by their ids.
    void setAssessment(const RiskAssessment &risk, const Scenario *table = nullptr);
    void clear();
    int total() const { return m_risk.total; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString causeName(const QString &id) const;

    RiskAssessment m_risk;
    QHash<QString, QString> m_names; // ids of figures and terrain → their names
};

} // namespace ambuscade::fiw
