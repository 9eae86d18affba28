// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QHash>
#include <QObject>
#include <atomic>
#include <optional>
#include <thread>

namespace ambuscade {

class Ruleset;

// How the sides of a scenario fare when the computer plays it against itself.
struct Balance {
    int games = 0;
    QHash<QString, int> wins; // side → games won
    int draws = 0;            // games nobody won
    double meanTurns = 0;
};

// Works out a scenario's balance for the start page: a hundred games played by the rule
// set's computer on every side, from a fixed seed, on every core away from the window's
// thread so the window stays lively (the games `simulate --games 100 --seed 1` plays).
// Worked out from the rules as they are, never from a file that could grow stale; each
// scenario once a run, known by the key its page gives it (the start page: its path and when
// it was last saved).
class BalanceWorker : public QObject
{
    Q_OBJECT
public:
    static constexpr int kGames = 100;

    explicit BalanceWorker(QObject *parent = nullptr);
    ~BalanceWorker() override; // an unfinished reckoning is given up

    // Starts on this scenario (known by `key`), giving up any other under way; nothing
    // when it is already known or under way.
    void reckon(const QString &key, const Scenario &scenario, const Ruleset &rules);
    std::optional<Balance> known(const QString &key) const;
    bool busy() const { return m_thread.joinable() && !m_done; }

signals:
    void reckoned(const QString &key);

private:
    void giveUp();

    std::thread m_thread;
    std::atomic<bool> m_cancel{false};
    std::atomic<bool> m_done{true};
    QString m_working; // the path under way
    QHash<QString, Balance> m_known;
};

} // namespace ambuscade
