// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsondelta.h"

#include <QJsonObject>
#include <deque>
#include <optional>

namespace ambuscade {

// The states a game can be taken back to, as Game::toJson() wrote them, newest last. Only the
// newest is kept whole; each older one is kept as the delta that turns the one after it back
// into it. A game's log only grows, so a step costs what the step changed (the men who moved,
// the dice's state, the log's old length), not the length of the game or its log. Works on any
// JSON, so on any rule set's games.
class TakeBackHistory
{
public:
    // Keeps at most `depth` states; the oldest go first.
    explicit TakeBackHistory(int depth) : m_depth(depth) {}

    bool isEmpty() const { return !m_newest; }
    int size() const { return m_newest ? int(m_older.size()) + 1 : 0; }
    void clear();
    // The game as it stood before a step.
    void push(QJsonObject state);
    // The newest state, taken out; nothing when there is none.
    std::optional<QJsonObject> pop();
    // The newest state, left in place (what a saved game keeps of its take-back).
    const std::optional<QJsonObject> &newest() const { return m_newest; }
    // How many JSON values the older states' deltas hold (JsonDelta::valueCount): what the
    // history costs beyond the newest state.
    qsizetype deltaValueCount() const;

private:
    int m_depth;
    std::optional<QJsonObject> m_newest;
    std::deque<JsonDelta> m_older; // back(): turns m_newest into the state before it
};

} // namespace ambuscade
