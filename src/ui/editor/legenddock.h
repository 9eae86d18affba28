// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QList>

class QListWidgetItem;

namespace ambuscade {

class Document;
class BoardRules;
class Ruleset;

// What the table's drawings mean: every kind of terrain drawn by the same painter as the
// table (on a board of spaces, its kinds of space and path instead), and the looks the open
// scenario's rule set gives its troops (icons, badges, pennants).
class LegendDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit LegendDock(const Document *document, QWidget *parent = nullptr);

private:
    // Shows the troops' looks of these rules (none for an unknown rule set).
    void showRuleset(const Ruleset &rules);
    // A board's kinds of space and path, drawn as the board draws them.
    void showBoardKinds(const Ruleset &rules, const BoardRules &board);

    QList<QListWidgetItem *> m_terrain; // the terrain's heading and kinds
    QListWidgetItem *m_troopsHeading;
};

} // namespace ambuscade
