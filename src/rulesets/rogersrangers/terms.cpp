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
// The log's words: the parts of an Op and the kinds of event, as its columns show them; an
// id no table names is returned as it is.
QString logTermText(const QString &id)
{
    static const Term terms[] = {
        {"act", QT_TRANSLATE_NOOP("RogersRangersLog", "act")},
        {"battle", QT_TRANSLATE_NOOP("RogersRangersLog", "battle")},
        {"end-of-op", QT_TRANSLATE_NOOP("RogersRangersLog", "end of the Op")},
        {"force", QT_TRANSLATE_NOOP("RogersRangersLog", "force")},
        {"objectives", QT_TRANSLATE_NOOP("RogersRangersLog", "objectives")},
        {"supply", QT_TRANSLATE_NOOP("RogersRangersLog", "supply")},
        {"advance", QT_TRANSLATE_NOOP("RogersRangersLog", "advance")},
        {"alert", QT_TRANSLATE_NOOP("RogersRangersLog", "alert")},
        {"camp", QT_TRANSLATE_NOOP("RogersRangersLog", "camp")},
        {"campaign", QT_TRANSLATE_NOOP("RogersRangersLog", "campaign")},
        {"demolition", QT_TRANSLATE_NOOP("RogersRangersLog", "demolition")},
        {"escape", QT_TRANSLATE_NOOP("RogersRangersLog", "escape")},
        {"gear", QT_TRANSLATE_NOOP("RogersRangersLog", "gear")},
        {"hostiles", QT_TRANSLATE_NOOP("RogersRangersLog", "hostiles")},
        {"indians", QT_TRANSLATE_NOOP("RogersRangersLog", "Indians")},
        {"leader", QT_TRANSLATE_NOOP("RogersRangersLog", "leader")},
        {"loss", QT_TRANSLATE_NOOP("RogersRangersLog", "loss")},
        {"marker", QT_TRANSLATE_NOOP("RogersRangersLog", "marker")},
        {"mission", QT_TRANSLATE_NOOP("RogersRangersLog", "mission")},
        {"ops", QT_TRANSLATE_NOOP("RogersRangersLog", "Ops")},
        {"rp", QT_TRANSLATE_NOOP("RogersRangersLog", "RP")},
        {"scout", QT_TRANSLATE_NOOP("RogersRangersLog", "scouting")},
    };
    return translatedTerm("RogersRangersLog", terms, id);
}
} // namespace

QString termText(const QString &id)
{
    // A placement roll is read with its column's name: "A7 (Lake George)".
    if (const auto placement = placementFromId(id))
        return QCoreApplication::translate("RogersRangersTerm", "%1 (%2)",
                                           "a placement roll and its column")
            .arg(id, termText(columnId(placement->column)));
    const char *source = termSource(terms, id);
    return source ? QCoreApplication::translate("RogersRangersTerm", source) : logTermText(id);
}

} // namespace ambuscade::rogersrangers
