// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace ambuscade {

// The roster as the dock shows it: one side, one group, or the figures whose name, group or
// any other column of words (a class, a weapon) contains a text (any case); sorted by any
// column.
class RosterFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    // Empty lets everything through.
    void setSide(const QString &sideId);
    void setGroup(const QString &groupId);
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_side;
    QString m_group;
    QString m_text;
};

} // namespace ambuscade
