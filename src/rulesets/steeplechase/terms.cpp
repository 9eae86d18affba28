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
// The log's words: the phases and the kinds of event, as its columns show them; an id
// no table names is returned as it is.
QString logTermText(const QString &id)
{
    static const Term terms[] = {
        {"movement", QT_TRANSLATE_NOOP("SteeplechaseLog", "movement")},
        {"actions", QT_TRANSLATE_NOOP("SteeplechaseLog", "actions")},
        {"pursuit", QT_TRANSLATE_NOOP("SteeplechaseLog", "pursuit")},
        {"appears", QT_TRANSLATE_NOOP("SteeplechaseLog", "appearance")},
        {"arrival", QT_TRANSLATE_NOOP("SteeplechaseLog", "arrival")},
        {"capture", QT_TRANSLATE_NOOP("SteeplechaseLog", "capture")},
        {"chits", QT_TRANSLATE_NOOP("SteeplechaseLog", "chits")},
        {"choice", QT_TRANSLATE_NOOP("SteeplechaseLog", "choice")},
        {"event", QT_TRANSLATE_NOOP("SteeplechaseLog", "event")},
        {"fight", QT_TRANSLATE_NOOP("SteeplechaseLog", "fight")},
        {"freed", QT_TRANSLATE_NOOP("SteeplechaseLog", "freed")},
        {"horse", QT_TRANSLATE_NOOP("SteeplechaseLog", "horse")},
        {"missive", QT_TRANSLATE_NOOP("SteeplechaseLog", "missive")},
        {"overcome", QT_TRANSLATE_NOOP("SteeplechaseLog", "overcome")},
        {"parole", QT_TRANSLATE_NOOP("SteeplechaseLog", "parole")},
        {"patrol", QT_TRANSLATE_NOOP("SteeplechaseLog", "patrol")},
        {"rescue", QT_TRANSLATE_NOOP("SteeplechaseLog", "rescue")},
        {"triples", QT_TRANSLATE_NOOP("SteeplechaseLog", "triples")},
    };
    return translatedTerm("SteeplechaseLog", terms, id);
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
    return logTermText(id);
}

} // namespace ambuscade::steeplechase
