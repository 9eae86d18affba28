// SPDX-License-Identifier: GPL-3.0-or-later
#include "rogersrangers/print/printsheets.h"

#include "rogersrangers/game/frontiermap.h"
#include "rogersrangers/game/rangerstext.h"
#include "rogersrangers/game/rogersrangersgame.h"
#include "rogersrangers/tables/missions.h"

#include <QCoreApplication>

namespace ambuscade::rogersrangers {

namespace {
// Written unqualified: lupdate mistakes a definition returning print::X for a member of a
// class "print" and loses the context of the texts that follow.
using print::Cell;
using print::Section;
using print::Sheet;
using print::Table;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(RogersRangersPaper)
};

Table setUpTable(const MissionSetup &m, Difficulty difficulty, const FrontierMap &map)
{
    const SetUpNumbers &n = setUpNumbers(m, difficulty);
    QString numbers = Text::tr("%1 Ops, %2 RP, Alert %3").arg(n.ops).arg(n.rp).arg(n.alert);
    // Numbers that are not the rules' say whose they are, as the sheet sits beside the rules.
    if (difficulty != Difficulty::Rules)
        numbers = Text::tr("%1 (difficulty: %2)").arg(numbers, difficultyName(difficulty));
    Table t;
    t.title = Text::tr("%1: the set-up").arg(missionName(m.mission));
    t.headers = {Text::tr("What"), Text::tr("As the mission gives it")};
    t.widths = {1, 3};
    QStringList markers, garrisons;
    for (const MarkerCount &c : m.markers)
        markers << Text::tr("%1 × %2").arg(c.count).arg(markerName(c.kind));
    for (const Garrison &g : m.garrisons)
        garrisons << Text::tr("%1 at %2").arg(g.count).arg(map.nameOf(QLatin1String(g.space)));
    t.rows = {
        {{Text::tr("Ops, RP, Alert"), 0, false, true}, {numbers}},
        {{Text::tr("Markers, face down"), 0, false, true}, {markers.join(QStringLiteral(", "))}},
        {{Text::tr("Garrisons"), 0, false, true}, {garrisons.join(QStringLiteral(", "))}},
        {{Text::tr("Victory"), 0, false, true}, {victoryText(m.victory)}}};
    return t;
}

Table placementTable(const MissionSetup &m, const FrontierMap &map)
{
    Table t;
    t.title = Text::tr("Placement, column %1 (two dice)").arg(columnId(m.column));
    t.headers = {Text::tr("Roll"), Text::tr("Space"), Text::tr("Marker here")};
    t.widths = {1, 4, 2};
    t.halfWidth = true;
    for (int roll = kLowestRoll; roll <= kHighestRoll; ++roll)
        t.rows << QList<Cell>{
            {QString::number(roll)}, {map.nameOf(map.placed(m.column, roll))}, {QString(), 1}};
    return t;
}

Table tracksTable()
{
    Table t;
    t.title = Text::tr("Tracks, to mark in pencil");
    t.headers = {Text::tr("Track"), Text::tr("Boxes")};
    t.widths = {1, 4};
    t.halfWidth = true;
    t.rows = {{{Text::tr("Ops left"), 0, false, true}, {QString(), 20}},
              {{Text::tr("RP"), 0, false, true}, {QString(), 30}},
              {{Text::tr("Alert"), 0, false, true}, {QString(), 6}}};
    return t;
}
} // namespace

Sheet missionSheet(const Scenario &scenario)
{
    const FrontierMap map(scenario.board);
    const QString id = RogersRangersGame::missionIdOf(scenario);
    const Difficulty difficulty =
        findDifficulty(RogersRangersGame::difficultyIdOf(scenario)).value_or(Difficulty::Rules);
    Sheet sheet;
    sheet.title = scenario.title.isEmpty() ? Text::tr("Rogers' Rangers") : scenario.title;
    for (const MissionSetup &m : missions()) {
        if (id != QLatin1String("campaign") && id != QLatin1String(m.id))
            continue;
        Section s;
        s.heading = missionName(m.mission);
        s.tables = {setUpTable(m, difficulty, map), placementTable(m, map), tracksTable()};
        sheet.sections << s;
    }
    return sheet;
}

} // namespace ambuscade::rogersrangers
