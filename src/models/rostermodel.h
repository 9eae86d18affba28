// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"
#include "scenario/scenario.h"

#include <QAbstractTableModel>

namespace ambuscade {

// A row per figure of the scenario, for the roster dock: its side, group and name, then the
// columns its rule set gives (Ruleset::rosterColumns). Numbers are given as numbers
// (Qt::EditRole and Qt::DisplayRole alike) so a sort proxy orders them as numbers. The name,
// and the rule set's columns that stand for a field of the figure, can be edited: the model
// changes nothing itself but asks for the change (editRequested), so that the document makes
// it an undo step and then refreshes the model.
class RosterModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role { FigureIdRole = Qt::UserRole, SideIdRole, GroupIdRole };
    // The columns every rule set's roster has; the rule set's own follow.
    enum Column { SideColumn, GroupColumn, NameColumn, FirstRulesetColumn };

    explicit RosterModel(QObject *parent = nullptr);

    // The scenario, with the rule set it was bound to where it was opened.
    void setScenario(const Scenario &scenario, const Ruleset &rules);
    // The same scenario after edits in place: rows keep their places (and a view its sort
    // and selection) when the figures are the same ones in the same order, and only the rows
    // that read differently are announced as changed.
    void refresh(const Scenario &scenario, const Ruleset &rules);
    const Scenario &scenario() const { return m_scenario; }
    // Its rule set; null before a scenario is given.
    const Ruleset *rules() const { return m_rules; }
    // The column showing the rule set's column of that id; -1 if there is none.
    int column(const QString &id) const;
    // The rule set's column at that place; null for the common ones.
    const RosterColumn *rulesetColumn(int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Refuses a blank name, and a value the rule set's field does not accept.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // The figure as it would be after an edit, and the undo step's name.
    void editRequested(const Figure &after, const QString &text);

private:
    QVariant display(const Figure &figure, int column) const;

    Scenario m_scenario;
    const Ruleset *m_rules = nullptr;
    QList<RosterColumn> m_columns; // the rule set's
};

} // namespace ambuscade
