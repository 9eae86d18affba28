// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QLatin1String>
#include <QList>
#include <QString>
#include <functional>
#include <mutex>
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

class Ruleset;

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
// The word a log shows for one of the kinds above, an order taken back in a game by mail, or
// a phase or kind several rule sets log alike (a roll, the set-up, a card, the turn, the
// computer's reason …), in the program's language; an id of a rule set's own is returned as
// it is.
QString kindText(const QString &id);
// The word the log, its Kind filter and the replay show for a phase or kind id: the rule
// set's own (Ruleset::termText), else the shared one above.
QString word(const Ruleset *rules, const QString &id);
} // namespace logevent

// A game's events in order. An event's detail may be given as the way to work it out: it is
// then worked out the first time anyone reads the events (the log shown or saved), and never
// in a game nobody reads, as most of a simulation's are. Building the detail's JSON as each
// event happened was an eighth of a simulation's work. The detail made later must be what it
// would have been then: its maker keeps copies of what it reads, never the game.
class GameLog
{
public:
    using DetailMaker = std::function<QJsonObject()>;

    GameLog() = default;
    GameLog(const GameLog &other);
    GameLog &operator=(const GameLog &other);

    void add(LogEvent event);
    // An event whose detail is made when the events are first read.
    void add(LogEvent event, DetailMaker detail);
    // An event put before those from `at` on: a reason said once the order it explains was
    // found good and carried out.
    void insert(int at, LogEvent event);
    const QList<LogEvent> &events() const;
    // The last event of a kind, its detail made (and no other's): how a game reads back the
    // outcome it logged without making every detail.
    std::optional<LogEvent> latest(QLatin1String kind) const;
    int size() const { return int(m_events.size()); }

private:
    void makeDetails() const;

    // Events whose detail is still to be made, with its maker (by the event's place).
    struct Pending {
        int at = 0;
        DetailMaker detail;
    };
    mutable QList<LogEvent> m_events;
    mutable QList<Pending> m_pending;
    // A game read on two threads at once (the window's and the computer's) makes them once.
    mutable std::mutex m_making;
};

} // namespace ambuscade
