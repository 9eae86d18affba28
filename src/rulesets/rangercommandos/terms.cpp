// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/terms.h"

#include "rules/termtable.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

QString termText(const QString &id)
{
    static const Term terms[] = {
        {"dock", QT_TRANSLATE_NOOP("RangerCommandosTerm", "home dock")},
        {"landing", QT_TRANSLATE_NOOP("RangerCommandosTerm", "landing")},
        {"objective", QT_TRANSLATE_NOOP("RangerCommandosTerm", "objective")},
        {"safety", QT_TRANSLATE_NOOP("RangerCommandosTerm", "safety")},
        {"plain", QT_TRANSLATE_NOOP("RangerCommandosTerm", "plain stop")},
        {"sentry", QT_TRANSLATE_NOOP("RangerCommandosTerm", "sentry")},
        {"installation", QT_TRANSLATE_NOOP("RangerCommandosTerm", "installation")},
        {"land", QT_TRANSLATE_NOOP("RangerCommandosTerm", "dotted path")},
        {"entry", QT_TRANSLATE_NOOP("RangerCommandosTerm", "arrow into an installation")},
        {"red", QT_TRANSLATE_NOOP("RangerCommandosTerm", "Red")},
        {"black", QT_TRANSLATE_NOOP("RangerCommandosTerm", "Black")},
        {"green", QT_TRANSLATE_NOOP("RangerCommandosTerm", "Green")},
        {"orange", QT_TRANSLATE_NOOP("RangerCommandosTerm", "Orange")},
    };
    return translatedTerm("RangerCommandosTerm", terms, id);
}

} // namespace ambuscade::rangercommandos
