// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardwriter.h"

#include "jsonfields.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "rules/spacekindlookup.h"

namespace ambuscade {

namespace {

QJsonObject spaceToJson(const BoardSpace &s, const Ruleset *rules)
{
    QJsonObject o = json::withUnknown(s.unknownKeys, {{"id", s.id},
                                                      {"name", json::unlessEmpty(s.name)},
                                                      {"kind", s.kind},
                                                      {"x", s.position.x()},
                                                      {"y", s.position.y()}});
    const BoardRules *boardRules = rules ? rules->board() : nullptr;
    if (!boardRules)
        return o;
    if (const SpaceKind *kind = findSpaceKind(boardRules->spaceKinds(), s.kind))
        json::writeAttributes(o, s.fields, kind->fields);
    return o;
}

QJsonObject pathToJson(const BoardPath &p)
{
    return json::withUnknown(p.unknownKeys,
                             {{"between", QJsonArray{p.from, p.to}}, {"kind", p.kind}});
}

QJsonObject gridToJson(const BoardGrid &g)
{
    QJsonArray directions;
    for (Compass d : g.directions)
        directions.append(compassId(d));
    QJsonArray touches;
    for (const GridTouch &t : g.touches)
        touches.append(
            QJsonObject{{"cell", QJsonArray{t.cell.row, t.cell.column}}, {"space", t.space}});
    return json::withUnknown(g.unknownKeys, {{"id", g.id},
                                             {"x", g.origin.x()},
                                             {"y", g.origin.y()},
                                             {"cell_cm", g.cellCm},
                                             {"rows", g.rows},
                                             {"columns", g.columns},
                                             {"directions", directions},
                                             {"touches", touches}});
}

} // namespace

void writeBoard(QJsonObject &root, const Board &board, const Ruleset *rules)
{
    if (board.isEmpty() && board.paths.isEmpty())
        return;
    QJsonArray spaces, paths, grids;
    for (const BoardSpace &s : board.spaces)
        spaces.append(spaceToJson(s, rules));
    for (const BoardPath &p : board.paths)
        paths.append(pathToJson(p));
    for (const BoardGrid &g : board.grids)
        grids.append(gridToJson(g));
    root.insert(QStringLiteral("spaces"), spaces);
    root.insert(QStringLiteral("paths"), paths);
    root.insert(QStringLiteral("grids"), grids);
}

} // namespace ambuscade
