// SPDX-License-Identifier: GPL-3.0-or-later
#include "victory.h"

namespace ambuscade {

QString objectiveKindId(ObjectiveKind kind)
{
    switch (kind) {
    case ObjectiveKind::Reach:
        return QStringLiteral("reach");
    case ObjectiveKind::Hold:
        return QStringLiteral("hold");
    case ObjectiveKind::Destroy:
        return QStringLiteral("destroy");
    case ObjectiveKind::Rescue:
        return QStringLiteral("rescue");
    case ObjectiveKind::Exit:
        return QStringLiteral("exit");
    }
    return {};
}

std::optional<ObjectiveKind> objectiveKindFromId(const QString &id)
{
    for (ObjectiveKind k : {ObjectiveKind::Reach, ObjectiveKind::Hold, ObjectiveKind::Destroy,
                            ObjectiveKind::Rescue, ObjectiveKind::Exit}) {
        if (objectiveKindId(k) == id)
            return k;
    }
    return std::nullopt;
}

} // namespace ambuscade
