// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace ambuscade {

// One thing that happened in a game, said for people (text) and for programs (kind and
// detail): every roll with what it was for, what it needed and what it gave; every decision
// with its reasons.
struct LogEvent {
    int turn = 0;
    QString side;
    QString phase;
    QString kind; // "roll", "activation", "reaction", "move", "shot", "melee", "casualty", …
    QString text;
    QJsonObject detail;

    QJsonObject toJson() const;
    // Reads an event back; nullopt when the object lacks its turn, side, phase or kind.
    static std::optional<LogEvent> fromJson(const QJsonObject &json);
};

class GameLog
{
public:
    void add(LogEvent event) { m_events.append(std::move(event)); }
    // An event put before those from `at` on: a reason said once the order it explains was
    // found good and carried out.
    void insert(int at, LogEvent event) { m_events.insert(at, std::move(event)); }
    const QList<LogEvent> &events() const { return m_events; }
    int size() const { return int(m_events.size()); }

private:
    QList<LogEvent> m_events;
};

} // namespace ambuscade
