// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/scenariobalance.h"

#include "game/simulation.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QMetaObject>

namespace ambuscade {

namespace {
// The same games every time: the balance shown does not wander from one run to the next.
constexpr quint64 kSeed = 1;

// The same games as `ambuscade-cli simulate --games 100 --seed 1` (both play through
// simulate()), on every core.
std::optional<Balance> playForBalance(const PlayRules &rules, const Scenario &scenario,
                                      const std::atomic<bool> &cancel)
{
    SimulationRequest request; // each game to its own turn limit, as `simulate` plays it
    request.games = BalanceWorker::kGames;
    request.seed = kSeed;
    const std::optional<BalanceReport> report = simulate(rules, scenario, request, &cancel);
    if (!report)
        return std::nullopt;
    Balance balance;
    balance.games = report->games;
    balance.wins = report->wins;
    balance.draws = report->draws;
    balance.meanTurns = report->meanTurns();
    return balance;
}
} // namespace

BalanceWorker::BalanceWorker(QObject *parent) : QObject(parent) {}

BalanceWorker::~BalanceWorker()
{
    giveUp();
}

void BalanceWorker::giveUp()
{
    m_cancel = true;
    if (m_thread.joinable())
        m_thread.join();
    m_cancel = false;
    m_working.clear();
}

void BalanceWorker::reckon(const QString &path, const Scenario &scenario, const Ruleset &rules)
{
    if (m_known.contains(path) || (busy() && m_working == path))
        return;
    const PlayRules *play = rules.play();
    if (!play || scenario.sides.size() < 2)
        return;
    giveUp();
    m_working = path;
    m_done = false;
    m_thread = std::thread([this, play, scenario, path] {
        const std::optional<Balance> balance = playForBalance(*play, scenario, m_cancel);
        m_done = true;
        if (!balance)
            return;
        // Back on the window's thread, which owns what is known.
        QMetaObject::invokeMethod(
            this,
            [this, path, result = *balance] {
                m_known.insert(path, result);
                emit reckoned(path);
            },
            Qt::QueuedConnection);
    });
}

std::optional<Balance> BalanceWorker::known(const QString &path) const
{
    const auto found = m_known.constFind(path);
    return found == m_known.cend() ? std::nullopt : std::optional<Balance>(*found);
}

} // namespace ambuscade
