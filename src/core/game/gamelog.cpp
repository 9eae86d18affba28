// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelog.h"

#include "game/orderkinds.h"
#include "rules/ruleset.h"
#include "rules/termtable.h"

#include <algorithm>

namespace ambuscade {

QString logevent::kindText(const QString &id)
{
    static const Term terms[] = {
        {kAction, QT_TRANSLATE_NOOP("LogEvent", "action")},
        {kMove, QT_TRANSLATE_NOOP("LogEvent", "move")},
        {kPlaced, QT_TRANSLATE_NOOP("LogEvent", "placed")},
        {kCasualty, QT_TRANSLATE_NOOP("LogEvent", "casualty")},
        {kMelee, QT_TRANSLATE_NOOP("LogEvent", "melee")},
        {orderkind::kTookBack, QT_TRANSLATE_NOOP("LogEvent", "taken back")},
        // Words several rule sets log alike.
        {"card", QT_TRANSLATE_NOOP("LogEvent", "card")},
        {"decision", QT_TRANSLATE_NOOP("LogEvent", "decision")},
        {"end", QT_TRANSLATE_NOOP("LogEvent", "end")},
        {"reason", QT_TRANSLATE_NOOP("LogEvent", "reason")},
        {"roll", QT_TRANSLATE_NOOP("LogEvent", "roll")},
        {"setup", QT_TRANSLATE_NOOP("LogEvent", "set-up")},
        {"turn", QT_TRANSLATE_NOOP("LogEvent", "turn")},
    };
    return translatedTerm("LogEvent", terms, id);
}

QString logevent::word(const Ruleset *rules, const QString &id)
{
    const QString own = rules ? rules->termText(id) : id;
    return own != id ? own : kindText(id);
}

QJsonObject LogEvent::toJson() const
{
    QJsonObject o = detail;
    o.insert(QStringLiteral("turn"), turn);
    o.insert(QStringLiteral("side"), side);
    o.insert(QStringLiteral("phase"), phase);
    o.insert(QStringLiteral("kind"), kind);
    o.insert(QStringLiteral("text"), text);
    return o;
}

std::optional<LogEvent> LogEvent::fromJson(const QJsonObject &json)
{
    static const QStringList own{QStringLiteral("turn"), QStringLiteral("side"),
                                 QStringLiteral("phase"), QStringLiteral("kind"),
                                 QStringLiteral("text")};
    if (!json.value(own[0]).isDouble() || !json.value(own[1]).isString() ||
        !json.value(own[2]).isString() || !json.value(own[3]).isString())
        return std::nullopt;
    LogEvent e;
    e.turn = json.value(own[0]).toInt();
    e.side = json.value(own[1]).toString();
    e.phase = json.value(own[2]).toString();
    e.kind = json.value(own[3]).toString();
    e.text = json.value(own[4]).toString();
    e.detail = json;
    for (const QString &key : own)
        e.detail.remove(key);
    return e;
}

GameLog::GameLog(const GameLog &other)
{
    const std::lock_guard<std::mutex> held(other.m_making);
    m_events = other.m_events;
    m_pending = other.m_pending;
}

GameLog &GameLog::operator=(const GameLog &other)
{
    if (this == &other)
        return *this;
    const std::scoped_lock held(m_making, other.m_making);
    m_events = other.m_events;
    m_pending = other.m_pending;
    return *this;
}

void GameLog::add(LogEvent event)
{
    m_events.append(std::move(event));
}

void GameLog::add(LogEvent event, DetailMaker detail)
{
    m_pending.append({int(m_events.size()), std::move(detail)});
    m_events.append(std::move(event));
}

void GameLog::insert(int at, LogEvent event)
{
    for (Pending &p : m_pending)
        if (p.at >= at)
            ++p.at;
    m_events.insert(at, std::move(event));
}

const QList<LogEvent> &GameLog::events() const
{
    makeDetails();
    return m_events;
}

std::optional<LogEvent> GameLog::latest(QLatin1String kind) const
{
    const std::lock_guard<std::mutex> held(m_making);
    for (int at = int(m_events.size()) - 1; at >= 0; --at) {
        if (m_events[at].kind != kind)
            continue;
        const auto pending = std::find_if(m_pending.cbegin(), m_pending.cend(),
                                          [at](const Pending &p) { return p.at == at; });
        if (pending != m_pending.cend()) {
            m_events[at].detail = pending->detail();
            m_pending.erase(pending);
        }
        return m_events[at];
    }
    return std::nullopt;
}

void GameLog::makeDetails() const
{
    const std::lock_guard<std::mutex> held(m_making);
    for (const Pending &p : std::as_const(m_pending))
        m_events[p.at].detail = p.detail();
    m_pending.clear();
}

} // namespace ambuscade
