// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gameaction.h"

#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <optional>

namespace ambuscade {

class Game;
class PlayRules;

// What one round gave each order: its playout's score, or nothing when the order was not
// played that round (out of the race) or the rules refused it on that round's sample.
struct RoundScores {
    QList<std::optional<double>> byOrder;
    QList<bool> refused;
};

// The rounds of playouts of a search, played on every core. Round i is played on sample i
// of the decision's view (Game::sideView with a seed made from the view's own seed and i),
// every order in play on a clone of that same sample; the rounds are shared among the
// threads, their results gathered by round, so the same rounds give the same scores
// whatever the threads' timing. The view is read by one thread at a time (making a
// sample), never while a playout runs on it.
class RoundPlayer
{
public:
    RoundPlayer(const Game &view, const PlayRules &rules, int horizonTurns, int threads);

    // The rounds first, first + 1, …: `most` of them; with a clock and a time, none begun
    // after that many milliseconds but the `least` first. Each order in `orders` is played
    // where `inPlay` says.
    QList<RoundScores> play(const QList<GameAction> &orders, const QList<bool> &inPlay, int first,
                            int most, int least = 0, const QElapsedTimer *clock = nullptr,
                            qint64 untilMs = 0) const;

    // As many threads as the machine has cores (at least one).
    static int everyCore();

private:
    RoundScores playRound(const Game &sample, const QList<GameAction> &orders,
                          const QList<bool> &inPlay) const;

    const Game &m_view;
    const PlayRules &m_rules;
    const QString m_side;
    const quint64 m_seed;
    const int m_horizonTurns;
    const int m_threads;
};

} // namespace ambuscade
