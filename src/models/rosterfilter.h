// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
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
    // Groups left out whatever else is chosen: troops hidden from the people at the table.
    void setHiddenGroups(const QSet<QString> &groups);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_side;
    QString m_group;
    QString m_text;
    QSet<QString> m_hiddenGroups;
};

} // namespace ambuscade
