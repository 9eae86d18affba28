// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamelog.h"

namespace ambuscade {

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

} // namespace ambuscade
