// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariowriter.h"

#include "atomicfile.h"
#include "backdropio.h"
#include "boardwriter.h"
#include "jsonfields.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace ambuscade {

namespace {

QJsonArray pointsToJson(const QList<QPointF> &points)
{
    QJsonArray a;
    for (const QPointF &p : points)
        a.append(json::point(p));
    return a;
}

QJsonObject terrainToJson(const TerrainFeature &f)
{
    const bool hasWidth = f.shape == TerrainShape::Polyline &&
                          terrainKindInfo(f.kind).shapes == ShapeFamily::LineOrArea;
    return json::withUnknown(
        f.unknownKeys,
        {{"id", f.id},
         {"kind", terrainKindId(f.kind)},
         {"name", json::unlessEmpty(f.name)},
         {"shape", terrainShapeId(f.shape)},
         {"points", pointsToJson(f.points)},
         {"width_cm", hasWidth ? QJsonValue(f.widthCm) : QJsonValue::Undefined},
         {"doors", f.doors.isEmpty() ? QJsonValue::Undefined : QJsonValue(pointsToJson(f.doors))}});
}

QJsonObject sideToJson(const Side &s)
{
    return json::withUnknown(
        s.unknownKeys,
        {{"id", s.id},
         {"name", json::unlessEmpty(s.name)},
         {"controller",
          s.controller == Controller::Ai ? QStringLiteral("ai") : QStringLiteral("player")},
         {"opponent", json::unlessEmpty(s.opponent)},
         {"deployment",
          s.deployment.isEmpty() ? QJsonValue::Undefined : QJsonValue(pointsToJson(s.deployment))},
         {"colour", s.colour.isValid() ? QJsonValue(s.colour.name()) : QJsonValue::Undefined}});
}

QJsonObject orderToJson(const StandingOrder &o)
{
    const QJsonValue none(QJsonValue::Undefined);
    return json::withUnknown(
        o.unknownKeys,
        {{"kind", orderKindId(o.kind)},
         {"to", o.kind == OrderKind::Advance ? QJsonValue(json::point(o.target)) : none},
         {"route", o.kind == OrderKind::Patrol ? QJsonValue(pointsToJson(o.route)) : none},
         {"trigger_cm", o.kind == OrderKind::Ambush ? QJsonValue(o.triggerCm) : none}});
}

QJsonObject groupToJson(const Group &g, const Ruleset *rules)
{
    QJsonObject o = json::withUnknown(g.unknownKeys, {{"id", g.id},
                                                      {"side", g.side},
                                                      {"name", json::unlessEmpty(g.name)},
                                                      {"order", orderToJson(g.order)}});
    if (rules)
        json::writeAttributes(o, g.attributes, rules->groupAttributes());
    return o;
}

QJsonObject figureToJson(const Figure &f, const Ruleset *rules)
{
    QJsonObject o = json::withUnknown(
        f.unknownKeys, {{"id", f.id},
                        {"name", json::unlessEmpty(f.name)},
                        {"side", f.side},
                        {"group", f.group},
                        {"x", f.position.x()},
                        {"y", f.position.y()},
                        {"facing", f.facing},
                        {"killed", f.killed},
                        {"base_cm", f.baseCm == Figure::kDefaultBaseCm ? QJsonValue::Undefined
                                                                       : QJsonValue(f.baseCm)}});
    if (rules)
        json::writeAttributes(o, f.attributes, rules->figureAttributes());
    return o;
}

QJsonObject markerToJson(const Marker &m)
{
    return json::withUnknown(m.unknownKeys, {{"id", m.id},
                                             {"kind", markerKindId(m.kind)},
                                             {"name", json::unlessEmpty(m.name)},
                                             {"group", json::unlessEmpty(m.group)},
                                             {"side", json::unlessEmpty(m.side)},
                                             {"x", m.position.x()},
                                             {"y", m.position.y()}});
}

QJsonObject victoryToJson(const Victory &v)
{
    QJsonArray conditions;
    for (const VictoryCondition &c : v.conditions) {
        conditions.append(json::withUnknown(
            c.unknownKeys,
            {{"side", c.side},
             {"kind", objectiveKindId(c.kind)},
             {"terrain", json::unlessEmpty(c.terrain)},
             {"marker", json::unlessEmpty(c.marker)},
             {"edge", json::unlessEmpty(c.tableEdge)},
             {"hold_turns", c.holdTurns ? QJsonValue(c.holdTurns) : QJsonValue::Undefined}}));
    }
    return json::withUnknown(v.unknownKeys,
                             {{"turn_limit", v.turnLimit},
                              {"turn_limit_winner", json::unlessEmpty(v.turnLimitWinner)},
                              {"conditions", conditions}});
}

template <typename T, typename F> QJsonArray listToJson(const QList<T> &list, F toJson)
{
    QJsonArray a;
    for (const T &item : list)
        a.append(toJson(item));
    return a;
}

} // namespace

QJsonObject scenarioToJson(const Scenario &s)
{
    const Ruleset *rules = findRuleset(s.ruleset);
    QJsonObject root = json::withUnknown(
        s.unknownKeys,
        {{"format", QStringLiteral("ambuscade-scenario")},
         {"version", Scenario::kFormatVersion},
         {"title", s.title},
         {"briefing", s.briefing},
         {"ruleset", s.ruleset},
         {"seed", qint64(s.seed)},
         {"hidden_setup", s.hiddenSetup ? QJsonValue(true) : QJsonValue::Undefined},
         {"table", json::withUnknown(s.table.unknownKeys, {{"width_cm", s.table.widthCm},
                                                           {"height_cm", s.table.heightCm}})},
         {"terrain", listToJson(s.terrain, terrainToJson)},
         {"sides", listToJson(s.sides, sideToJson)},
         {"groups",
          listToJson(s.groups, [rules](const Group &g) { return groupToJson(g, rules); })},
         {"figures",
          listToJson(s.figures, [rules](const Figure &f) { return figureToJson(f, rules); })},
         {"markers", listToJson(s.markers, markerToJson)},
         {"victory", victoryToJson(s.victory)}});
    writeBoard(root, s.board, rules);
    writeBackdrop(root, s.backdrop);
    return root;
}

QByteArray scenarioToBytes(const Scenario &scenario)
{
    return QJsonDocument(scenarioToJson(scenario)).toJson(QJsonDocument::Indented);
}

bool saveScenarioFile(const Scenario &scenario, const QString &path, QString *error)
{
    QString failed;
    if (!writeFileAtomically(path, scenarioToBytes(scenario), &failed)) {
        if (error)
            *error = QCoreApplication::translate("ScenarioWriter", "Could not save %1: %2")
                         .arg(path, failed);
        return false;
    }
    return true;
}

} // namespace ambuscade
