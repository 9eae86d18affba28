// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QListWidget;

namespace ambuscade {

class Document;
class BoardRules;
class Ruleset;
class Toolbox;

// The troops and markers the editor places: the rule set's troop templates (whole groups
// and single figures) and the hidden, dummy and objective markers. Pressing one starts
// placing it on the table, for the side chosen in the tool options: a click on the table, or
// the entry dragged there, places it. On a board it also
// offers the rule set's kinds of space (placed by a click) and of path (drawn from one space
// to another).
class PaletteDock : public QDockWidget
{
    Q_OBJECT
public:
    PaletteDock(Document *document, Toolbox *toolbox, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }

private:
    void fill();
    void addBoardKinds(const Ruleset &rules, const BoardRules &board);
    void choose();

    Document *m_document;
    Toolbox *m_toolbox;
    QListWidget *m_list;
};

} // namespace ambuscade
