// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/terms.h"

#include "rules/termtable.h"

#include "rogersrangers/tables/placement.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
const Term terms[] = {
    // Kinds of space.
    {"staging", QT_TRANSLATE_NOOP("RogersRangersTerm", "staging area")},
    {"fort", QT_TRANSLATE_NOOP("RogersRangersTerm", "fort")},
    {"village", QT_TRANSLATE_NOOP("RogersRangersTerm", "village")},
    {"forest", QT_TRANSLATE_NOOP("RogersRangersTerm", "forest")},
    {"open", QT_TRANSLATE_NOOP("RogersRangersTerm", "open ground")},
    // Kinds of path.
    {"trail", QT_TRANSLATE_NOOP("RogersRangersTerm", "trail")},
    {"river", QT_TRANSLATE_NOOP("RogersRangersTerm", "river")},
    {"lake", QT_TRANSLATE_NOOP("RogersRangersTerm", "lake")},
    {"river-trail", QT_TRANSLATE_NOOP("RogersRangersTerm", "river with a trail on its bank")},
    {"lake-trail", QT_TRANSLATE_NOOP("RogersRangersTerm", "lake with a trail along its shore")},
    // The placement table's columns, and a space it does not name.
    {"A", QT_TRANSLATE_NOOP("RogersRangersTerm", "Lake George")},
    {"B", QT_TRANSLATE_NOOP("RogersRangersTerm", "Canada")},
    {"none", QT_TRANSLATE_NOOP("RogersRangersTerm", "none")},
    // Objective markers.
    {"depot", QT_TRANSLATE_NOOP("RogersRangersTerm", "Depot")},
    {"hostile-village", QT_TRANSLATE_NOOP("RogersRangersTerm", "Hostile Village")},
    {"prisoners", QT_TRANSLATE_NOOP("RogersRangersTerm", "Prisoners")},
    {"intel", QT_TRANSLATE_NOOP("RogersRangersTerm", "Intel")},
    {"ambush", QT_TRANSLATE_NOOP("RogersRangersTerm", "Ambush")},
    {"abandoned", QT_TRANSLATE_NOOP("RogersRangersTerm", "Abandoned")},
    // Missions.
    {"scouting", QT_TRANSLATE_NOOP("RogersRangersTerm", "Scouting")},
    {"frontier-raiding", QT_TRANSLATE_NOOP("RogersRangersTerm", "Frontier Raiding")},
    {"rescue", QT_TRANSLATE_NOOP("RogersRangersTerm", "Rescue")},
    {"big-campaign", QT_TRANSLATE_NOOP("RogersRangersTerm", "Big Campaign")},
};
} // namespace

QString termText(const QString &id)
{
    // A placement roll is read with its column's name: "A7 (Lake George)".
    if (const auto placement = placementFromId(id))
        return QCoreApplication::translate("RogersRangersTerm", "%1 (%2)",
                                           "a placement roll and its column")
            .arg(id, termText(columnId(placement->column)));
    return translatedTerm("RogersRangersTerm", terms, id);
}

} // namespace ambuscade::rogersrangers
