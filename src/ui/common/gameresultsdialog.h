// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QPointer>
#include <functional>
#include <memory>

class QTableWidget;

namespace Ui {
class GameResultsDialog;
}

namespace ambuscade {

// The end of a game on a screen of its own, in the shape the rule sets' results share: how it
// ended, a note under it (who takes the blame; hidden when empty), a table of every player's
// tally, and the story of the game. A rule set's panel fills it in.
class GameResultsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GameResultsDialog(QWidget *parent = nullptr);
    ~GameResultsDialog() override;

    void setOutcome(const QString &outcome, const QString &note = {});
    // A row of cells per player, under the headers; the columns fit their text.
    void setTally(const QStringList &headers, const QList<QStringList> &rows);
    // The tally's table, for a rule set to mark its cells (a raider's colour).
    QTableWidget *tally() const;
    void setStory(const QString &heading, const QStringList &lines);

private:
    std::unique_ptr<Ui::GameResultsDialog> m_ui;
};

// Opens a game's results screen as the game ends before the players' eyes, and again when
// they ask (a panel's Results button); one at a time, made anew from the game as it stands.
class ResultsScreen
{
public:
    using Make = std::function<QDialog *()>;
    explicit ResultsScreen(Make make) : m_make(std::move(make)) {}
    // Called each time the game is shown: a game seen under way and now over opens them.
    void follow(bool over);
    void open();

private:
    Make m_make;
    QPointer<QDialog> m_dialog;
    bool m_running = false; // the game was seen under way
};

} // namespace ambuscade
