// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameaction.h"

namespace ambuscade {

QJsonObject GameAction::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), kind}};
    if (!actor.isEmpty())
        o.insert(QStringLiteral("actor"), actor);
    if (!params.isEmpty())
        o.insert(QStringLiteral("params"), params);
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), reason);
    return o;
}

std::optional<GameAction> GameAction::fromJson(const QJsonObject &json)
{
    const QString kind = json.value(QStringLiteral("kind")).toString();
    if (kind.isEmpty())
        return std::nullopt;
    return GameAction{kind, json.value(QStringLiteral("actor")).toString(),
                      json.value(QStringLiteral("params")).toObject(),
                      json.value(QStringLiteral("reason")).toString()};
}

} // namespace ambuscade
