// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostermodel.h"

#include <QCoreApplication>
#include <algorithm>
#include <utility>

namespace ambuscade {

RosterModel::RosterModel(QObject *parent) : QAbstractTableModel(parent) {}

void RosterModel::setScenario(const Scenario &scenario, const Ruleset &rules)
{
    beginResetModel();
    m_scenario = scenario;
    m_rules = &rules;
    m_columns = rules.rosterColumns();
    endResetModel();
}

int RosterModel::column(const QString &id) const
{
    for (int c = 0; c < m_columns.size(); ++c)
        if (m_columns[c].id == id)
            return FirstRulesetColumn + c;
    return -1;
}

const RosterColumn *RosterModel::rulesetColumn(int column) const
{
    const int c = column - FirstRulesetColumn;
    return c >= 0 && c < m_columns.size() ? &m_columns[c] : nullptr;
}

namespace {
// Whether two states of a figure read the same in every column: everything of the figure
// but where it stands and faces, which the roster does not show.
bool readsAlike(const Figure &a, const Figure &b)
{
    return a.name == b.name && a.side == b.side && a.group == b.group &&
           a.attributes == b.attributes && a.killed == b.killed;
}

// Whether the side and group names, which rows show, are the same in both.
bool sameNames(const Scenario &a, const Scenario &b)
{
    const auto sameSides = [](const Side &x, const Side &y) {
        return x.id == y.id && x.name == y.name;
    };
    const auto sameGroups = [](const Group &x, const Group &y) {
        return x.id == y.id && x.name == y.name;
    };
    return std::equal(a.sides.begin(), a.sides.end(), b.sides.begin(), b.sides.end(), sameSides) &&
           std::equal(a.groups.begin(), a.groups.end(), b.groups.begin(), b.groups.end(),
                      sameGroups);
}
} // namespace

void RosterModel::refresh(const Scenario &scenario, const Ruleset &rules)
{
    const bool sameFigures =
        scenario.figures.size() == m_scenario.figures.size() &&
        std::equal(scenario.figures.begin(), scenario.figures.end(), m_scenario.figures.begin(),
                   [](const Figure &a, const Figure &b) { return a.id == b.id; });
    if (!sameFigures) {
        setScenario(scenario, rules);
        return;
    }
    if (&rules != m_rules) {
        setScenario(scenario, rules);
        return;
    }
    const Scenario before = std::exchange(m_scenario, scenario);
    if (!sameNames(before, m_scenario)) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    // Only the rows that read differently: a figure dragged over the table changes none, and
    // a view sorting or filtering the rows has nothing to do.
    for (int row = 0; row < rowCount();) {
        int end = row;
        while (end < rowCount() && !readsAlike(before.figures[end], m_scenario.figures[end]))
            ++end;
        if (end > row)
            emit dataChanged(index(row, 0), index(end - 1, columnCount() - 1));
        row = end + 1;
    }
}

int RosterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_scenario.figures.size());
}

int RosterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstRulesetColumn + int(m_columns.size());
}

QVariant RosterModel::display(const Figure &f, int column) const
{
    switch (column) {
    case SideColumn: {
        const Side *side = m_scenario.side(f.side);
        return side && !side->name.isEmpty() ? side->name : f.side;
    }
    case GroupColumn: {
        const Group *group = m_scenario.group(f.group);
        return group && !group->name.isEmpty() ? group->name : f.group;
    }
    case NameColumn:
        return f.name.isEmpty() ? f.id : f.name;
    }
    const RosterColumn *c = rulesetColumn(column);
    return c ? m_rules->rosterValue(f, c->id) : QVariant();
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Figure &f = m_scenario.figures[index.row()];
    // A field is edited as the word the rules know it by.
    const RosterColumn *c = rulesetColumn(index.column());
    if (role == Qt::EditRole && c && !c->attribute.isEmpty())
        return f.attributes.value(c->attribute).toVariant();
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return display(f, index.column());
    if (role == FigureIdRole)
        return f.id;
    if (role == SideIdRole)
        return f.side;
    if (role == GroupIdRole)
        return f.group;
    return {};
}

Qt::ItemFlags RosterModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const RosterColumn *c = rulesetColumn(index.column());
    if (index.column() == NameColumn || (c && !c->attribute.isEmpty()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool RosterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    Figure after = m_scenario.figures[index.row()];
    const QString text = value.toString().trimmed();
    if (index.column() == NameColumn) {
        if (text.isEmpty() || text == after.name)
            return false;
        after.name = text;
        emit editRequested(after, tr("Rename figure"));
        return true;
    }
    const RosterColumn *c = rulesetColumn(index.column());
    const AttributeSpec *spec =
        c && m_rules ? findAttribute(m_rules->figureAttributes(), c->attribute) : nullptr;
    if (!spec || spec->type != AttributeType::Choice || !spec->accepts(text) ||
        after.attributes.value(spec->key) == QJsonValue(text))
        return false;
    after.attributes.set(spec->key, text);
    emit editRequested(after,
                       tr("Change %1").arg(QCoreApplication::translate("Attribute", spec->noun)));
    return true;
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static const char *const titles[] = {QT_TR_NOOP("Side"), QT_TR_NOOP("Group"),
                                         QT_TR_NOOP("Name")};
    if (section >= 0 && section < FirstRulesetColumn)
        return tr(titles[section]);
    const RosterColumn *c = rulesetColumn(section);
    return c ? QVariant(c->header) : QVariant();
}

} // namespace ambuscade
