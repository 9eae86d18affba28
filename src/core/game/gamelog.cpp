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

} // namespace ambuscade
