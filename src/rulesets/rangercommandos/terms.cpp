// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/terms.h"

#include "rules/termtable.h"

#include <QCoreApplication>

namespace ambuscade::rangercommandos {

namespace {
// The log's words: the stages of a raid and the kinds of event, as its columns show them
// (a landing and a sentry read as the board's words); an id no table names is returned as it
// is.
QString logTermText(const QString &id)
{
    static const Term terms[] = {
        {"alarm", QT_TRANSLATE_NOOP("RangerCommandosLog", "alarm")},
        {"crossing", QT_TRANSLATE_NOOP("RangerCommandosLog", "crossing")},
        {"raid", QT_TRANSLATE_NOOP("RangerCommandosLog", "raid")},
        {"return", QT_TRANSLATE_NOOP("RangerCommandosLog", "return")},
        {"over", QT_TRANSLATE_NOOP("RangerCommandosLog", "game over")},
        {"aboard", QT_TRANSLATE_NOOP("RangerCommandosLog", "aboard")},
        {"captured", QT_TRANSLATE_NOOP("RangerCommandosLog", "captured")},
        {"counter", QT_TRANSLATE_NOOP("RangerCommandosLog", "counter")},
        {"dawn", QT_TRANSLATE_NOOP("RangerCommandosLog", "dawn")},
        {"home", QT_TRANSLATE_NOOP("RangerCommandosLog", "home")},
        {"limit", QT_TRANSLATE_NOOP("RangerCommandosLog", "limit")},
        {"result", QT_TRANSLATE_NOOP("RangerCommandosLog", "result")},
        {"round", QT_TRANSLATE_NOOP("RangerCommandosLog", "round")},
        {"score", QT_TRANSLATE_NOOP("RangerCommandosLog", "score")},
        {"spin", QT_TRANSLATE_NOOP("RangerCommandosLog", "spin")},
        {"walk", QT_TRANSLATE_NOOP("RangerCommandosLog", "walk")},
        {"water", QT_TRANSLATE_NOOP("RangerCommandosLog", "water")},
    };
    return translatedTerm("RangerCommandosLog", terms, id);
}
} // namespace

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
    const char *source = termSource(terms, id);
    return source ? QCoreApplication::translate("RangerCommandosTerm", source) : logTermText(id);
}

} // namespace ambuscade::rangercommandos
