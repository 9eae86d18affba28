// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/tables/groupkinds.h"

#include <QCoreApplication>
#include <algorithm>

namespace ambuscade::steeplechase {

const QList<GroupKind> &groupKinds()
{
    // Civilians come 6 to 8 strong: 7 is a group as the palette sets it out. Monks, maidens
    // and wolves are not sized by the rules (decided: monks as civilians; a maiden alone;
    // wolves in a pair, both to be beaten).
    static const QList<GroupKind> table{
        {"guerrillas", QT_TRANSLATE_NOOP("Steeplechase", "guerrillas"), 10, 3, 2, true, 1, true},
        {"bandits", QT_TRANSLATE_NOOP("Steeplechase", "bandits"), 4, 2, 2, true, 1, true},
        {"british-cavalry", QT_TRANSLATE_NOOP("Steeplechase", "British cavalry"), 6, 3, 3, true, 1,
         false},
        {"british-infantry", QT_TRANSLATE_NOOP("Steeplechase", "British infantry"), 12, 4, 2, true,
         2, true},
        {"civilians", QT_TRANSLATE_NOOP("Steeplechase", "civilians"), 7, 2, 0, false, 0, false},
        {"priests", QT_TRANSLATE_NOOP("Steeplechase", "monks"), 7, 2, 0, false, 0, false},
        {"maiden", QT_TRANSLATE_NOOP("Steeplechase", "maiden"), 1, 1, 0, false, 0, false},
        {"wolves", QT_TRANSLATE_NOOP("Steeplechase", "wolves"), 2, 2, 0, true, 0, false},
    };
    return table;
}

const GroupKind *findGroupKind(const QString &id)
{
    const QList<GroupKind> &table = groupKinds();
    auto it = std::find_if(table.begin(), table.end(),
                           [&id](const GroupKind &kind) { return id == QLatin1String(kind.id); });
    return it == table.end() ? nullptr : &*it;
}

QString nameOf(const GroupKind &kind)
{
    return QCoreApplication::translate("Steeplechase", kind.name);
}

} // namespace ambuscade::steeplechase
