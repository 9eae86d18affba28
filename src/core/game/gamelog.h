// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QLatin1String>
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
    QString kind; // the rule set's ("roll", "volley", …), or one of logevent's below
    QString text;
    QJsonObject detail;

    QJsonObject toJson() const;
    // Reads an event back; nullopt when the object lacks its turn, side, phase or kind.
    static std::optional<LogEvent> fromJson(const QJsonObject &json);
};

// The kinds of event the shared program reads (the referee panel, the computer's turn played
// back and the trail of its moves): a rule set that writes an event of one of them writes
// what is said here.
namespace logevent {
// An order carried out, said in the text.
inline constexpr QLatin1String kAction{"action"};
// A figure moved: detail "figure", "from", "to" (cm), or "moves", one such object a man.
inline constexpr QLatin1String kMove{"move"};
// A figure put down on the table: "figure" and "to".
inline constexpr QLatin1String kPlaced{"placed"};
// A man hit, and a melee fought: the text says it.
inline constexpr QLatin1String kCasualty{"casualty"};
inline constexpr QLatin1String kMelee{"melee"};
} // namespace logevent

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
