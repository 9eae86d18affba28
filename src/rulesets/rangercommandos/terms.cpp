// SPDX-License-Identifier: GPL-3.0-or-later
#include "rangercommandos/terms.h"

#include <QCoreApplication>
#include <QHash>

namespace ambuscade::rangercommandos {

QString termText(const QString &id)
{
    static const QHash<QString, const char *> terms = {
        {QStringLiteral("dock"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "home dock")},
        {QStringLiteral("landing"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "landing")},
        {QStringLiteral("objective"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "objective")},
        {QStringLiteral("safety"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "safety")},
        {QStringLiteral("plain"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "plain stop")},
        {QStringLiteral("sentry"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "sentry")},
        {QStringLiteral("installation"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "installation")},
        {QStringLiteral("land"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "dotted path")},
        {QStringLiteral("entry"),
         QT_TRANSLATE_NOOP("RangerCommandosTerm", "arrow into an installation")},
        {QStringLiteral("red"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "Red")},
        {QStringLiteral("black"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "Black")},
        {QStringLiteral("green"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "Green")},
        {QStringLiteral("orange"), QT_TRANSLATE_NOOP("RangerCommandosTerm", "Orange")},
    };
    const char *source = terms.value(id);
    return source ? QCoreApplication::translate("RangerCommandosTerm", source) : id;
}

} // namespace ambuscade::rangercommandos
