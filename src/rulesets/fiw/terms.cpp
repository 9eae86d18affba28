// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/terms.h"

#include "rules/termtable.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

QString termText(const QString &id)
{
    static const Term terms[] = {
        {"hero", QT_TRANSLATE_NOOP("Term", "Hero")},
        {"veteran", QT_TRANSLATE_NOOP("Term", "Veteran")},
        {"raw", QT_TRANSLATE_NOOP("Term", "Raw")},
        {"formed", QT_TRANSLATE_NOOP("Term", "Formed")},
        {"skirmisher", QT_TRANSLATE_NOOP("Term", "Skirmisher")},
        {"irregular", QT_TRANSLATE_NOOP("Term", "Irregular")},
        {"civilian", QT_TRANSLATE_NOOP("Term", "Civilian")},
        {"player-character", QT_TRANSLATE_NOOP("Term", "Player character")},
        {"officer", QT_TRANSLATE_NOOP("Term", "Officer")},
        {"nco", QT_TRANSLATE_NOOP("Term", "NCO")},
        {"drummer", QT_TRANSLATE_NOOP("Term", "Drummer")},
        {"bugler", QT_TRANSLATE_NOOP("Term", "Bugler")},
        {"plain", QT_TRANSLATE_NOOP("Term", "Private")},
        {"british-regular", QT_TRANSLATE_NOOP("Term", "British regular")},
        {"french-regular", QT_TRANSLATE_NOOP("Term", "French regular")},
        {"french-marine", QT_TRANSLATE_NOOP("Term", "Compagnies franches de la Marine")},
        {"provincial", QT_TRANSLATE_NOOP("Term", "Provincial")},
        {"militia", QT_TRANSLATE_NOOP("Term", "Militia")},
        {"canadian-militia", QT_TRANSLATE_NOOP("Term", "Canadian militia")},
        {"ranger", QT_TRANSLATE_NOOP("Term", "Ranger")},
        {"indian", QT_TRANSLATE_NOOP("Term", "Indian")},
    };
    return translatedTerm("Term", terms, id);
}

QString logTermText(const QString &id)
{
    static const Term terms[] = {
        // Phases.
        {"command", QT_TRANSLATE_NOOP("LogTerm", "command")},
        {"reactions", QT_TRANSLATE_NOOP("LogTerm", "reactions")},
        {"movement", QT_TRANSLATE_NOOP("LogTerm", "movement")},
        {"shooting", QT_TRANSLATE_NOOP("LogTerm", "shooting")},
        {"melee", QT_TRANSLATE_NOOP("LogTerm", "melee")},
        // Kinds of event (a melee is both a phase and an event, and reads the same).
        {"activation", QT_TRANSLATE_NOOP("LogTerm", "activation")},
        {"reaction", QT_TRANSLATE_NOOP("LogTerm", "reaction")},
        {"shot", QT_TRANSLATE_NOOP("LogTerm", "shot")},
        {"volley", QT_TRANSLATE_NOOP("LogTerm", "volley")},
        {"reveal", QT_TRANSLATE_NOOP("LogTerm", "reveal")},
        {"deployment", QT_TRANSLATE_NOOP("LogTerm", "deployment")},
        {"victory", QT_TRANSLATE_NOOP("LogTerm", "victory")},
    };
    return translatedTerm("LogTerm", terms, id);
}

QString modifierText(int value)
{
    return value < 0 ? QStringLiteral("\u2212%1").arg(-value) : QStringLiteral("+%1").arg(value);
}

QString measureText(double value)
{
    return QString::number(value, 'g', 4);
}

} // namespace ambuscade::fiw
