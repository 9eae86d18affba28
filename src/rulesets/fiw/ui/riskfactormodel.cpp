// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskfactormodel.h"

namespace ambuscade::fiw {

RiskFactorModel::RiskFactorModel(QObject *parent) : QAbstractTableModel(parent) {}

void RiskFactorModel::setAssessment(const RiskAssessment &risk, const Scenario *table)
{
    beginResetModel();
    m_risk = risk;
    m_names.clear();
    if (table)
        for (const RiskReason &r : risk.reasons)
            m_names.insert(r.cause, fiw::causeName(*table, r.cause));
    endResetModel();
}

QString RiskFactorModel::causeName(const QString &id) const
{
    return m_names.value(id, id);
}

void RiskFactorModel::clear()
{
    setAssessment({});
}

int RiskFactorModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_risk.reasons.size());
}

int RiskFactorModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RiskFactorModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const RiskReason &r = m_risk.reasons[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Reason: {
            RiskReason plain = r;
            plain.cause.clear(); // the cause has its own column
            return riskFactorText(plain);
        }
        case Value:
            return r.value > 0 ? QStringLiteral("+%1").arg(r.value) : QString::number(r.value);
        case Cause:
            return causeName(r.cause);
        }
    }
    if (role == Qt::EditRole && index.column() == Value)
        return r.value;
    if (role == Qt::UserRole)
        return r.factor;
    if (role == Qt::TextAlignmentRole && index.column() == Value)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant RiskFactorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Reason:
        return tr("Reason");
    case Value:
        return tr("RF");
    case Cause:
        return tr("Because of");
    }
    return {};
}

} // namespace ambuscade::fiw
