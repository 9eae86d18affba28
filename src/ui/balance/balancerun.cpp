// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balancerun.h"

#include "rules/ruleset.h"

#include <QMetaObject>

namespace ambuscade {

namespace {
// The progress bar moves in about this many steps, however many games: the window's thread
// is not flooded with events.
constexpr int kProgressSteps = 200;
} // namespace

BalanceRun::BalanceRun(QObject *parent) : QObject(parent) {}

BalanceRun::~BalanceRun()
{
    m_cancel = true;
    join();
}

void BalanceRun::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

bool BalanceRun::start(const PlayRules &rules, const Scenario &scenario,
                       const SimulationRequest &request)
{
    if (running() || request.games < 1)
        return false;
    m_cancel = false;
    m_playedSoFar.reset();
    const int run = ++m_run;
    const int every = std::max(1, request.games / kProgressSteps);
    m_thread = std::thread([this, &rules, scenario, request, every, run] {
        const auto progress = [this, every, request, run](const BalanceReport &soFar) {
            if (soFar.games % every != 0)
                return;
            const BalanceProgress p{soFar.games, request.games, soFar.wins, soFar.draws};
            QMetaObject::invokeMethod(
                this,
                [this, p, run] {
                    if (run == m_run)
                        emit progressed(p);
                },
                Qt::QueuedConnection);
        };
        BalanceReport soFar = BalanceReport::emptyFor(scenario, request.seed);
        const std::optional<BalanceReport> report =
            simulate(rules, scenario, request, &m_cancel, progress, &soFar);
        if (!report && soFar.games > 0)
            m_playedSoFar = soFar;
        QMetaObject::invokeMethod(
            this, [this, run, report] { ended(run, report); }, Qt::QueuedConnection);
    });
    return true;
}

void BalanceRun::cancel()
{
    if (!running())
        return;
    m_cancel = true;
    // The games under way finish (one game each core); then the thread ends.
    join();
    ++m_run;
    emit cancelled(m_playedSoFar);
}

void BalanceRun::ended(int run, const std::optional<BalanceReport> &report)
{
    if (run != m_run)
        return; // cancelled already
    join();
    if (report)
        emit finished(*report);
    else
        emit cancelled(m_playedSoFar);
}

} // namespace ambuscade
