// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/problem.h"

#include <QSet>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace ambuscade {

class BalanceWorker;

// What a newcomer sees when the program starts with no file: play the tutorial, or one of
// the bundled scenarios (its briefing and how the sides fare shown beside the list), open a
// file, start a new scenario, or take up a recent file. The window does what is chosen.
class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget *parent = nullptr);
    // Reads the bundled scenarios and the recent files again.
    void refresh();
    QListWidget *scenarios() const { return m_scenarios; }
    QListWidget *recent() const { return m_recent; }
    QString details() const; // the chosen scenario's briefing and balance, as plain text
    // What Play This Scenario does (Game → Start Game while the page shows): the chosen
    // scenario played, or the chosen saved game carried on with; nothing when it may not be.
    void playChosen();
    // Whether the chosen scenario's balance is still being worked out.
    bool reckoning() const;

signals:
    void playRequested(const QString &path);
    void openRequested(const QString &path); // a file to open in the editor
    void chooseFileRequested();
    void newRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    // The scenarios of one rule set (title, path), under its name as a heading and the line
    // that introduces it.
    void listScenarios(const QString &heading, const QString &introduction,
                       QList<QPair<QString, QString>> found);
    // The welcome and its first row of buttons, then the scenarios, the briefing and the
    // recent files side by side.
    void layOut(QLabel *title, const QList<QPushButton *> &firstRow);
    // A scenario or a recent file chosen, and the buttons that act on the choice.
    void connectChoices();
    void showScenario();
    // What the Briefing says of a chosen file that is not a scenario to play: a saved game,
    // or a file that cannot be read.
    void showSavedGame(const QString &path);
    void showMessage(const QString &text); // in the Briefing, as plain text
    void showUnreadable(const QString &path, const Problems &problems);
    // The path the person chose last, in either list: the scenarios or the recent files.
    QString chosenPath() const { return m_chosen; }
    void choose(QListWidget *list);

    QListWidget *m_scenarios;
    QTextBrowser *m_details;
    QPushButton *m_play;
    QPushButton *m_edit;
    QListWidget *m_recent;
    QLabel *m_picture;        // the chosen table, drawn by the program
    BalanceWorker *m_balance; // how the sides fare, worked out while the page is read
    // Files whose balance is not worked out: a scenario whose rule set plays no games yet, a
    // saved game, a file that cannot be read.
    QSet<QString> m_unplayable;
    QString m_chosen;
};

} // namespace ambuscade
