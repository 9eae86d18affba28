// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/rounds.h"

#include "game/game.h"
#include "game/manygames.h"
#include "search/playout.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace ambuscade {

RoundPlayer::RoundPlayer(const Game &view, const PlayRules &rules, int horizonTurns, int threads)
    : m_view(view), m_rules(rules), m_side(view.step().side), m_seed(view.viewSeed()),
      m_horizonTurns(horizonTurns), m_threads(std::max(1, threads))
{}

int RoundPlayer::everyCore()
{
    return std::max(1, int(std::thread::hardware_concurrency()));
}

RoundScores RoundPlayer::playRound(const Game &sample, const QList<GameAction> &orders,
                                   const QList<bool> &inPlay) const
{
    RoundScores scores;
    for (int i = 0; i < orders.size(); ++i) {
        scores.byOrder << std::nullopt;
        scores.refused << false;
        if (!inPlay[i])
            continue;
        const std::unique_ptr<Game> game = sample.clone();
        if (!game->perform(orders[i]).done)
            scores.refused.last() = true;
        else
            scores.byOrder.last() = playOn(*game, m_side, m_rules, m_horizonTurns);
    }
    return scores;
}

QList<RoundScores> RoundPlayer::play(const QList<GameAction> &orders, const QList<bool> &inPlay,
                                     int first, int most, int least, const QElapsedTimer *clock,
                                     qint64 untilMs) const
{
    std::map<int, RoundScores> done; // by round: whichever thread played it
    std::mutex taking;
    int next = 0;
    // Under the lock a thread takes the next round and makes its sample: the rounds taken
    // are always the first ones, and only one thread at a time reads the view.
    auto work = [&] {
        for (;;) {
            std::unique_ptr<Game> sample;
            int round = 0;
            {
                const std::lock_guard<std::mutex> lock(taking);
                const bool late = clock && next >= least && clock->elapsed() >= untilMs;
                if (next >= most || late)
                    return;
                round = next++;
                sample = m_view.sideView(m_side, gameSeed(m_seed, first + round));
            }
            RoundScores scores = playRound(*sample, orders, inPlay);
            const std::lock_guard<std::mutex> lock(taking);
            done.emplace(round, std::move(scores));
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < m_threads; ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread &helper : helpers)
        helper.join();
    QList<RoundScores> rounds; // the rounds taken were the first ones: none is missing
    for (const auto &played : done)
        rounds << played.second;
    return rounds;
}

} // namespace ambuscade
