// SPDX-License-Identifier: GPL-3.0-or-later
#include "marker.h"

namespace ambuscade {

QString markerKindId(MarkerKind kind)
{
    switch (kind) {
    case MarkerKind::Hidden:
        return QStringLiteral("hidden");
    case MarkerKind::Dummy:
        return QStringLiteral("dummy");
    case MarkerKind::Objective:
        return QStringLiteral("objective");
    }
    return {};
}

std::optional<MarkerKind> markerKindFromId(const QString &id)
{
    for (MarkerKind k : {MarkerKind::Hidden, MarkerKind::Dummy, MarkerKind::Objective}) {
        if (markerKindId(k) == id)
            return k;
    }
    return std::nullopt;
}

} // namespace ambuscade
