// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balance/balancerun.h"

#include <QDialog>
#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ambuscade {

class Ruleset;

class BalanceChartView;

// Scenario → Test Balance…: plays the open scenario many times with the computer on every
// side (or the computer thinking ahead, on so many playouts an order), in the background,
// and shows the balance report; a run after an edit is shown beside the run before. The same games
// and seed give the same numbers as `ambuscade-cli simulate` (both play through simulate() in the
// core).
class BalanceDialog : public QDialog
{
    Q_OBJECT
public:
    // scenario: the scenario as it stands when Run is pressed (the games play a copy).
    // The scenario to test and its rule set, as they stand when a test starts.
    BalanceDialog(std::function<Scenario()> scenario, std::function<const Ruleset &()> rules,
                  QWidget *parent = nullptr);
    ~BalanceDialog() override;

    // A run of a few games is a rough look, and the person's to ask for: thinking ahead, a
    // game may take a minute.
    static constexpr int kFewestGames = 10;
    static constexpr int kMostGames = 10000;
    static constexpr int kDefaultGames = 1000;
    // Thinking ahead, the games offered at first (a game takes seconds to a minute).
    static constexpr int kDefaultThinkingGames = 20;
    // Playouts of each order the computer thinking ahead weighs (search/searchopponent.h).
    static constexpr int kDefaultPlayouts = 8;
    static constexpr int kMostPlayouts = 1000;

    void run();
    void cancel();
    BalanceRun *balanceRun() { return &m_run; }
    const std::optional<BalanceReport> &report() const { return m_report; }
    const std::optional<BalanceReport> &previous() const { return m_previous; }
    // Writes the report shown as a PDF or PNG (by the extension); false with why.
    bool exportReport(const QString &path, QString *error) const;
    // Forgets the runs (another scenario was opened).
    void forget();

signals:
    // A run finished: its report, and the scenario it played.
    void reported(const ambuscade::BalanceReport &report, const ambuscade::Scenario &scenario);

private:
    void buildLayout();
    void showProgress(const BalanceProgress &progress);
    void showReport(const BalanceReport &report);
    // The chart of a report, beside the run before it to compare with.
    void showChart(const BalanceReport &report, const std::optional<BalanceReport> &previous);
    // A run cancelled: the games it played, if any, are shown and said to be a part.
    void showCancelled(const std::optional<BalanceReport> &playedSoFar);
    void setRunning(bool running);
    // The games and playouts offered for the opponent chosen.
    void showOpponentChosen();
    void chooseExport(const QString &suffix);

    std::function<Scenario()> m_scenario;
    std::function<const Ruleset &()> m_rules;
    Scenario m_played;        // the copy the last run played
    int m_playedThinking = 0; // its playouts an order when the computer thought ahead; 0 if not
    BalanceRun m_run;
    std::optional<BalanceReport> m_report;
    std::optional<BalanceReport> m_previous;
    QSpinBox *m_games = nullptr;
    bool m_gamesSet = false; // by the person: a change of opponent keeps his number
    QSpinBox *m_seed = nullptr;
    QComboBox *m_opponent = nullptr; // the computer, or the computer thinking ahead
    QSpinBox *m_playouts = nullptr;  // the latter's playouts of each order
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_exportPdf = nullptr;
    QPushButton *m_exportPng = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_estimate = nullptr;
    BalanceChartView *m_chart = nullptr;
};

} // namespace ambuscade
