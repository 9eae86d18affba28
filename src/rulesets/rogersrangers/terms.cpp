// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/terms.h"

#include "rogersrangers/tables/placement.h"

#include <QCoreApplication>
#include <QHash>

namespace ambuscade::rogersrangers {

namespace {
const QHash<QString, const char *> &terms()
{
    static const QHash<QString, const char *> words = {
        // Kinds of space.
        {QStringLiteral("staging"), QT_TRANSLATE_NOOP("RogersRangersTerm", "staging area")},
        {QStringLiteral("fort"), QT_TRANSLATE_NOOP("RogersRangersTerm", "fort")},
        {QStringLiteral("village"), QT_TRANSLATE_NOOP("RogersRangersTerm", "village")},
        {QStringLiteral("forest"), QT_TRANSLATE_NOOP("RogersRangersTerm", "forest")},
        {QStringLiteral("open"), QT_TRANSLATE_NOOP("RogersRangersTerm", "open ground")},
        // Kinds of path.
        {QStringLiteral("trail"), QT_TRANSLATE_NOOP("RogersRangersTerm", "trail")},
        {QStringLiteral("river"), QT_TRANSLATE_NOOP("RogersRangersTerm", "river")},
        {QStringLiteral("lake"), QT_TRANSLATE_NOOP("RogersRangersTerm", "lake")},
        {QStringLiteral("river-trail"),
         QT_TRANSLATE_NOOP("RogersRangersTerm", "river with a trail on its bank")},
        {QStringLiteral("lake-trail"),
         QT_TRANSLATE_NOOP("RogersRangersTerm", "lake with a trail along its shore")},
        // The placement table's columns, and a space it does not name.
        {QStringLiteral("A"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Lake George")},
        {QStringLiteral("B"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Canada")},
        {QStringLiteral("none"), QT_TRANSLATE_NOOP("RogersRangersTerm", "none")},
        // Objective markers.
        {QStringLiteral("depot"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Depot")},
        {QStringLiteral("hostile-village"),
         QT_TRANSLATE_NOOP("RogersRangersTerm", "Hostile Village")},
        {QStringLiteral("prisoners"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Prisoners")},
        {QStringLiteral("intel"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Intel")},
        {QStringLiteral("ambush"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Ambush")},
        {QStringLiteral("abandoned"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Abandoned")},
        // Missions.
        {QStringLiteral("scouting"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Scouting")},
        {QStringLiteral("frontier-raiding"),
         QT_TRANSLATE_NOOP("RogersRangersTerm", "Frontier Raiding")},
        {QStringLiteral("rescue"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Rescue")},
        {QStringLiteral("big-campaign"), QT_TRANSLATE_NOOP("RogersRangersTerm", "Big Campaign")},
    };
    return words;
}
} // namespace

QString termText(const QString &id)
{
    // A placement roll is read with its column's name: "A7 (Lake George)".
    if (const auto placement = placementFromId(id))
        return QCoreApplication::translate("RogersRangersTerm", "%1 (%2)",
                                           "a placement roll and its column")
            .arg(id, termText(columnId(placement->column)));
    const char *source = terms().value(id);
    return source ? QCoreApplication::translate("RogersRangersTerm", source) : id;
}

} // namespace ambuscade::rogersrangers
