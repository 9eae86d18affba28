// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QHash>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace ambuscade {

class GameLog;
class Ruleset;
struct Scenario;
class GameLogModel;

// The game's log, newest at the bottom, filterable by turn, side and kind of event. The
// tooltip of a line shows everything recorded with it (dice, needs, reasons).
class GameLogDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit GameLogDock(QWidget *parent = nullptr);
    // The game's log as it stands; its rule set names the phases and kinds of event, the
    // table its sides.
    void showLog(const GameLog &log, const Ruleset &rules, const Scenario &table);
    QTableView *view() const { return m_view; }
    // Filters: an empty value lets everything through.
    void setFilters(const QString &turn, const QString &side, const QString &kind);
    // A new game's log, or another game's: no filter, and the newest line followed.
    void showWhole();
    // Back to the game as it stands after a replay, whose marked line scrolled the view: the
    // mark goes and the newest line is followed again, as before the replay.
    void followNewest();
    int visibleRows() const;
    // The panel's height that shows so many lines of the log under its filters and header.
    int heightShowing(int lines) const;
    // Marks the event at that place in the log and scrolls to it (none for −1, or when the
    // filters hide it).
    void selectEvent(int event);

private:
    // The Turn and Acting side columns as wide as what they hold: a side's whole name, not
    // "French and al…". Done when a game with other sides is shown, so a person's own widths
    // stay while he plays.
    void fitColumns(const QStringList &sideNames);
    void refillChoices(const GameLog &log, const Ruleset &rules,
                       const QHash<QString, QString> &sideNames);
    void applyFilters();

    // Newest at the bottom: the view follows new lines while its last line shows, and stays
    // where the user scrolled up to read.
    void followNewestLines();

    GameLogModel *m_model;
    bool m_followNewest = true;
    QStringList m_fittedTo; // the side names the columns were last fitted to
    QSortFilterProxyModel *m_turnFilter;
    QSortFilterProxyModel *m_sideFilter;
    QSortFilterProxyModel *m_kindFilter;
    QTableView *m_view;
    QLabel *m_turnLabel; // the rule set's word for a turn
    QComboBox *m_turn;
    QComboBox *m_side;
    QComboBox *m_kind;
};

} // namespace ambuscade
