// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QSet>

class QComboBox;
class QLineEdit;
class QTableView;

namespace ambuscade {

class Document;
class RosterFilter;
class RosterModel;
class TableScene;

// Every figure of the open scenario in a table: filtered by side, group and text, sorted by
// any column. Name, class and weapon are edited in place, each change an undo step; choosing
// a row selects the figure on the table.
class RosterDock : public QDockWidget
{
    Q_OBJECT
public:
    RosterDock(Document *document, TableScene *scene, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    RosterModel *model() const { return m_model; }
    RosterFilter *filter() const { return m_filter; }
    QComboBox *sideChoice() const { return m_side; }
    QComboBox *groupChoice() const { return m_group; }
    QLineEdit *search() const { return m_search; }
    // While a game runs the scenario is not edited: the roster is only read.
    void setEditable(bool editable);
    // Lists the figures of another table (a game's, as the players know it) and selects
    // on its scene.
    void follow(Document *document, TableScene *scene);
    // Groups not listed: troops hidden under markers from the people at the table.
    void setHiddenGroups(const QSet<QString> &groups);

private:
    void connectDocument();
    void reload();
    void fillGroups();
    void selectOnTable();

    Document *m_document;
    TableScene *m_scene;
    RosterModel *m_model;
    RosterFilter *m_filter;
    QComboBox *m_side;
    QComboBox *m_group;
    QLineEdit *m_search;
    QTableView *m_view;
    bool m_behind = false; // edits came while the roster was not shown
    QSet<QString> m_hiddenGroups;
    QList<QMetaObject::Connection> m_documentConnections;
};

} // namespace ambuscade
