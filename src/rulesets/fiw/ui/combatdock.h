// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/game/combatreport.h"

#include "play/gamepanel.h"

class QComboBox;
class QTextBrowser;

namespace ambuscade::fiw {

// The game's volleys and melees, one at a time, step by step: for a melee the pairing, each
// fighter's die and modifiers, each pair's result and who falls back; for a volley each
// shot's score needed and rolled, where the hits fell and the damage. The newest fight is
// shown as it happens; any earlier one can be chosen.
class CombatDock : public GamePanel
{
    Q_OBJECT
public:
    explicit CombatDock(QWidget *parent = nullptr);
    Place place() const override { return Place::WithBriefing; }
    void showGame(const Game &game) override;
    // Shows the last fight before that many events of the log (none before the first).
    void showReplayAt(const Game &game, int events) override;
    // A volley is marked by a line from each shooter to the man he shot at (red for a hit),
    // a melee by a line between each pair of fighters.
    bool marksOnTable(const LogEvent &event) const override;
    QGraphicsItem *replayOverlay(const Game &game, const Scenario &table,
                                 int events) const override;
    int count() const { return int(m_reports.size()); }
    QComboBox *chooser() const { return m_chooser; }
    // The fight shown, as plain text: one step heading, then its lines, one to a line.
    QString text() const;

private:
    void showReport(int index);

    QList<CombatReport> m_reports;
    QComboBox *m_chooser;
    QTextBrowser *m_steps;
};

} // namespace ambuscade::fiw
