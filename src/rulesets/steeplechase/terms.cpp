// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/terms.h"

#include "rules/termtable.h"

#include "steeplechase/tables/courier.h"
#include "steeplechase/tables/groupkinds.h"

#include <QCoreApplication>

namespace ambuscade::steeplechase {

namespace {
// The words no table names.
const char *wordText(const QString &id)
{
    static const Term terms[] = {
        {"member", QT_TRANSLATE_NOOP("Steeplechase", "member of a group")},
        {"courier", QT_TRANSLATE_NOOP("Steeplechase", "courier")},
        {"none", QT_TRANSLATE_NOOP("Steeplechase", "none")},
        {"short", QT_TRANSLATE_NOOP("Steeplechase", "pistol range")},
        {"out", QT_TRANSLATE_NOOP("Steeplechase", "out of range")},
    };
    return termSource(terms, id);
}
} // namespace

QString termText(const QString &id)
{
    if (const char *word = wordText(id))
        return QCoreApplication::translate("Steeplechase", word);
    for (const AbilityInfo &a : abilities())
        if (id == QLatin1String(a.id))
            return nameOf(a.ability);
    for (const ItemInfo &i : items())
        if (id == QLatin1String(i.id))
            return nameOf(i.item);
    if (const GroupKind *kind = findGroupKind(id))
        return nameOf(*kind);
    return id;
}

} // namespace ambuscade::steeplechase
