// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/simulation.h"

#include <QHash>
#include <QObject>
#include <atomic>
#include <thread>

namespace ambuscade {

class PlayRules;

// How far a balance run has got, for the progress bar and the running estimate.
struct BalanceProgress {
    int done = 0;
    int total = 0;
    QHash<QString, int> wins; // side → games won so far
    int draws = 0;
};

// A balance test under way: the games played on every core, away from the window's thread,
// on a copy of the scenario (the editor stays usable and may change the original). Cancel
// stops it between games; nothing is left running once cancelled() or finished() is
// signalled, or the run is destroyed.
class BalanceRun : public QObject
{
    Q_OBJECT
public:
    explicit BalanceRun(QObject *parent = nullptr);
    ~BalanceRun() override; // a run under way is cancelled and waited for

    // Starts a run; false when one is under way or the scenario's rule set is unknown.
    bool start(const PlayRules &rules, const Scenario &scenario, const SimulationRequest &request);
    // Stops starting games, waits for those under way (one a core) and signals cancelled()
    // with the tally of the games played.
    void cancel();
    // Whether games are being played (or the thread that played them has not yet ended).
    bool running() const { return m_thread.joinable(); }

signals:
    void progressed(const ambuscade::BalanceProgress &progress);
    void finished(const ambuscade::BalanceReport &report);
    // `playedSoFar`: the games played before the run was cancelled (none: nullopt).
    void cancelled(const std::optional<ambuscade::BalanceReport> &playedSoFar);

private:
    void join();
    // Back on the window's thread: the worker has ended, with a report or without.
    void ended(int run, const std::optional<BalanceReport> &report);

    std::thread m_thread;
    int m_run = 0; // which run is the latest: a cancelled one's end is let go
    std::atomic<bool> m_cancel{false};
    // Written by the run's thread as it ends, read once it is joined.
    std::optional<BalanceReport> m_playedSoFar;
};

} // namespace ambuscade
