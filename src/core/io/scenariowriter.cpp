// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariowriter.h"

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace ambuscade {

namespace {

QJsonArray pointToJson(const QPointF &p)
{
    return QJsonArray{p.x(), p.y()};
}

QJsonArray pointsToJson(const QList<QPointF> &points)
{
    QJsonArray a;
    for (const QPointF &p : points)
        a.append(pointToJson(p));
    return a;
}

// Known fields are written over the unknown ones, which keep their place in the file.
QJsonObject withUnknown(const QJsonObject &unknown,
                        std::initializer_list<std::pair<const char *, QJsonValue>> known)
{
    QJsonObject o = unknown;
    for (const auto &[key, value] : known) {
        if (!value.isUndefined())
            o.insert(QLatin1String(key), value);
    }
    return o;
}

// Optional fields are left out when they hold their default, so hand-written files stay short.
QJsonValue unlessEmpty(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(s);
}

QJsonObject terrainToJson(const TerrainFeature &f)
{
    const bool hasWidth = f.shape == TerrainShape::Polyline &&
                          terrainKindInfo(f.kind).shapes == ShapeFamily::LineOrArea;
    return withUnknown(f.unknownKeys,
                       {{"id", f.id},
                        {"kind", terrainKindId(f.kind)},
                        {"name", unlessEmpty(f.name)},
                        {"shape", terrainShapeId(f.shape)},
                        {"points", pointsToJson(f.points)},
                        {"width_cm", hasWidth ? QJsonValue(f.widthCm) : QJsonValue::Undefined}});
}

QJsonObject sideToJson(const Side &s)
{
    return withUnknown(
        s.unknownKeys,
        {{"id", s.id},
         {"name", unlessEmpty(s.name)},
         {"controller",
          s.controller == Controller::Ai ? QStringLiteral("ai") : QStringLiteral("player")},
         {"deployment",
          s.deployment.isEmpty() ? QJsonValue::Undefined : QJsonValue(pointsToJson(s.deployment))},
         {"colour", s.colour.isValid() ? QJsonValue(s.colour.name()) : QJsonValue::Undefined}});
}

QJsonObject orderToJson(const StandingOrder &o)
{
    const QJsonValue none(QJsonValue::Undefined);
    return withUnknown(
        o.unknownKeys,
        {{"kind", orderKindId(o.kind)},
         {"to", o.kind == OrderKind::Advance ? QJsonValue(pointToJson(o.target)) : none},
         {"route", o.kind == OrderKind::Patrol ? QJsonValue(pointsToJson(o.route)) : none},
         {"trigger_cm", o.kind == OrderKind::Ambush ? QJsonValue(o.triggerCm) : none}});
}

// The rule set's fields, each written whether set or not: a missing value as its fallback,
// or as the empty value of its type.
void writeAttributes(QJsonObject &o, const Attributes &values, const QList<AttributeSpec> &specs)
{
    for (const AttributeSpec &spec : specs) {
        QJsonValue v = values.value(spec.key);
        if (v.isUndefined())
            v = spec.fallback;
        if (v.isUndefined()) {
            switch (spec.type) {
            case AttributeType::Choice:
                v = QString();
                break;
            case AttributeType::Flag:
                v = false;
                break;
            case AttributeType::Count:
                v = 0;
                break;
            }
        }
        o.insert(spec.key, v);
    }
}

QJsonObject groupToJson(const Group &g, const Ruleset *rules)
{
    QJsonObject o = withUnknown(g.unknownKeys, {{"id", g.id},
                                                {"side", g.side},
                                                {"name", unlessEmpty(g.name)},
                                                {"order", orderToJson(g.order)}});
    if (rules)
        writeAttributes(o, g.attributes, rules->groupAttributes());
    return o;
}

QJsonObject figureToJson(const Figure &f, const Ruleset *rules)
{
    QJsonObject o = withUnknown(
        f.unknownKeys, {{"id", f.id},
                        {"name", unlessEmpty(f.name)},
                        {"side", f.side},
                        {"group", f.group},
                        {"x", f.position.x()},
                        {"y", f.position.y()},
                        {"facing", f.facing},
                        {"killed", f.killed},
                        {"base_cm", f.baseCm == Figure::kDefaultBaseCm ? QJsonValue::Undefined
                                                                       : QJsonValue(f.baseCm)}});
    if (rules)
        writeAttributes(o, f.attributes, rules->figureAttributes());
    return o;
}

QJsonObject markerToJson(const Marker &m)
{
    return withUnknown(m.unknownKeys, {{"id", m.id},
                                       {"kind", markerKindId(m.kind)},
                                       {"name", unlessEmpty(m.name)},
                                       {"group", unlessEmpty(m.group)},
                                       {"side", unlessEmpty(m.side)},
                                       {"x", m.position.x()},
                                       {"y", m.position.y()}});
}

QJsonObject victoryToJson(const Victory &v)
{
    QJsonArray conditions;
    for (const VictoryCondition &c : v.conditions) {
        conditions.append(withUnknown(
            c.unknownKeys,
            {{"side", c.side},
             {"kind", objectiveKindId(c.kind)},
             {"terrain", unlessEmpty(c.terrain)},
             {"marker", unlessEmpty(c.marker)},
             {"edge", unlessEmpty(c.tableEdge)},
             {"hold_turns", c.holdTurns ? QJsonValue(c.holdTurns) : QJsonValue::Undefined}}));
    }
    return withUnknown(v.unknownKeys, {{"turn_limit", v.turnLimit},
                                       {"turn_limit_winner", unlessEmpty(v.turnLimitWinner)},
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
    return withUnknown(
        s.unknownKeys,
        {{"format", QStringLiteral("ambuscade-scenario")},
         {"version", Scenario::kFormatVersion},
         {"title", s.title},
         {"briefing", s.briefing},
         {"ruleset", s.ruleset},
         {"seed", qint64(s.seed)},
         {"hidden_setup", s.hiddenSetup ? QJsonValue(true) : QJsonValue::Undefined},
         {"table", withUnknown(s.table.unknownKeys,
                               {{"width_cm", s.table.widthCm}, {"height_cm", s.table.heightCm}})},
         {"terrain", listToJson(s.terrain, terrainToJson)},
         {"sides", listToJson(s.sides, sideToJson)},
         {"groups",
          listToJson(s.groups, [rules](const Group &g) { return groupToJson(g, rules); })},
         {"figures",
          listToJson(s.figures, [rules](const Figure &f) { return figureToJson(f, rules); })},
         {"markers", listToJson(s.markers, markerToJson)},
         {"victory", victoryToJson(s.victory)}});
}

QByteArray scenarioToBytes(const Scenario &scenario)
{
    return QJsonDocument(scenarioToJson(scenario)).toJson(QJsonDocument::Indented);
}

bool saveScenarioFile(const Scenario &scenario, const QString &path, QString *error)
{
    QSaveFile file(path);
    const QByteArray bytes = scenarioToBytes(scenario);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) {
            *error = QCoreApplication::translate("ScenarioWriter", "Could not save %1: %2")
                         .arg(path, file.errorString());
        }
        return false;
    }
    return true;
}

} // namespace ambuscade
