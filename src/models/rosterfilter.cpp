// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterfilter.h"

#include "rostermodel.h"

namespace ambuscade {

void RosterFilter::setSide(const QString &sideId)
{
    m_side = sideId;
    invalidateFilter();
}

void RosterFilter::setGroup(const QString &groupId)
{
    m_group = groupId;
    invalidateFilter();
}

void RosterFilter::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void RosterFilter::setHiddenGroups(const QSet<QString> &groups)
{
    if (groups == m_hiddenGroups)
        return;
    m_hiddenGroups = groups;
    invalidateRowsFilter();
}

bool RosterFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex row = model->index(sourceRow, 0, sourceParent);
    if (!m_side.isEmpty() && row.data(RosterModel::SideIdRole).toString() != m_side)
        return false;
    if (!m_group.isEmpty() && row.data(RosterModel::GroupIdRole).toString() != m_group)
        return false;
    if (m_hiddenGroups.contains(row.data(RosterModel::GroupIdRole).toString()))
        return false;
    if (m_text.isEmpty())
        return true;
    // Every column that holds words: the names, and the rule set's (a class, a weapon).
    for (int c = RosterModel::GroupColumn; c < model->columnCount(sourceParent); ++c) {
        const QVariant v = model->index(sourceRow, c, sourceParent).data();
        if (v.typeId() == QMetaType::QString && v.toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace ambuscade
