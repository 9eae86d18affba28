// SPDX-License-Identifier: GPL-3.0-or-later
#include "logterms.h"

#include <QCoreApplication>

namespace ambuscade {

QString logTermText(const QString &id)
{
    struct Term {
        const char *id;
        const char *text;
    };
    static const Term terms[] = {
        // Phases.
        {"command", QT_TRANSLATE_NOOP("LogTerm", "command")},
        {"reactions", QT_TRANSLATE_NOOP("LogTerm", "reactions")},
        {"movement", QT_TRANSLATE_NOOP("LogTerm", "movement")},
        {"shooting", QT_TRANSLATE_NOOP("LogTerm", "shooting")},
        {"melee", QT_TRANSLATE_NOOP("LogTerm", "melee")},
        // Kinds of event (a melee is both a phase and an event, and reads the same).
        {"roll", QT_TRANSLATE_NOOP("LogTerm", "roll")},
        {"activation", QT_TRANSLATE_NOOP("LogTerm", "activation")},
        {"reaction", QT_TRANSLATE_NOOP("LogTerm", "reaction")},
        {"action", QT_TRANSLATE_NOOP("LogTerm", "action")},
        {"move", QT_TRANSLATE_NOOP("LogTerm", "move")},
        {"shot", QT_TRANSLATE_NOOP("LogTerm", "shot")},
        {"volley", QT_TRANSLATE_NOOP("LogTerm", "volley")},
        {"casualty", QT_TRANSLATE_NOOP("LogTerm", "casualty")},
        {"reveal", QT_TRANSLATE_NOOP("LogTerm", "reveal")},
        {"deployment", QT_TRANSLATE_NOOP("LogTerm", "deployment")},
        {"placed", QT_TRANSLATE_NOOP("LogTerm", "placed")},
        {"victory", QT_TRANSLATE_NOOP("LogTerm", "victory")},
    };
    for (const Term &t : terms)
        if (id == QLatin1String(t.id))
            return QCoreApplication::translate("LogTerm", t.text);
    return id;
}

} // namespace ambuscade
