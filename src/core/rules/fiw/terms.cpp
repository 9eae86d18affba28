// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

QString termText(const QString &id)
{
    struct Term {
        const char *id;
        const char *text;
    };
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
    for (const Term &t : terms)
        if (id == QLatin1String(t.id))
            return QCoreApplication::translate("Term", t.text);
    return id;
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
