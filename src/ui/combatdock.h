// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/fiw/combatreport.h"

#include <QDockWidget>

class QComboBox;
class QTextBrowser;

namespace ambuscade {

// The game's volleys and melees, one at a time, step by step: for a melee the pairing, each
// fighter's die and modifiers, each pair's result and who falls back; for a volley each
// shot's score needed and rolled, where the hits fell and the damage. The newest fight is
// shown as it happens; any earlier one can be chosen.
class CombatDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit CombatDock(QWidget *parent = nullptr);

    void showFights(const Scenario &state, const GameLog &log);
    // Shows the last fight at or before that event (for a replay); none before the first.
    void showAt(int event);
    int count() const { return int(m_reports.size()); }
    QComboBox *chooser() const { return m_chooser; }
    // The fight shown, as plain text: one step heading, then its lines, one to a line.
    QString text() const;

private:
    void showReport(int index);

    QList<fiw::CombatReport> m_reports;
    QComboBox *m_chooser;
    QTextBrowser *m_steps;
};

} // namespace ambuscade
