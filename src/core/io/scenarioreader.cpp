// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenarioreader.h"

#include "../rules/playrules.h"
#include "../rules/ruleset.h"
#include "attributereader.h"
#include "backdropio.h"
#include "boardreader.h"
#include "boundedfile.h"
#include "jsonfile.h"
#include "limits.h"
#include "objectreader.h"

#include <QColor>
#include <QCoreApplication>
#include <QSet>
#include <cmath>

namespace ambuscade {

namespace {

// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioReader)
};

constexpr auto kScenarioFormat = "ambuscade-scenario";

double signedArea(const QPolygonF &polygon)
{
    double twice = 0;
    for (qsizetype i = 0, n = polygon.size(); i < n; ++i) {
        const QPointF &a = polygon[i], &b = polygon[(i + 1) % n];
        twice += a.x() * b.y() - b.x() * a.y();
    }
    return twice / 2;
}

// Everything the pieces of one file share while they are read.
class Reader
{
public:
    Reader(Problems &problems) : m_problems(problems) {}

    void read(const QJsonObject &root, Scenario &s);
    // The rule set the scenario names, once read; null when it names none this build knows.
    const Ruleset *rules() const { return m_ruleset; }

private:
    void readTable(ObjectReader &r, Scenario &s);
    void readTerrain(const QJsonArray &list, Scenario &s);
    void readDoors(ObjectReader &r, TerrainFeature &f);
    void readSides(const QJsonArray &list, Scenario &s);
    void readGroups(const QJsonArray &list, Scenario &s);
    StandingOrder readOrder(const QJsonObject &o, const QString &path);
    void readFigures(const QJsonArray &list, Scenario &s);
    void readMarkers(const QJsonArray &list, Scenario &s);
    void readVictory(const QJsonObject &o, Scenario &s);

    std::optional<QJsonObject> element(const QJsonArray &list, qsizetype i, const QString &path);
    // Reads every entry of a list of objects that each carry a unique "id".
    template <typename ReadEntry>
    void readEach(const QJsonArray &list, const char *path, const char *what, ReadEntry read);
    QList<QPointF> readPoints(const QJsonArray &list, const QString &path, int minimum);
    void requireOnTable(const QPointF &p, const QString &path);
    // `who`: the figure standing there, named in the problem (empty for a marker).
    void requireOnTable(ObjectReader &r, const QPointF &p, const QString &who = {});
    void requireUnique(QSet<QString> &seen, const QString &id, const QString &path,
                       const char *what);
    void add(const QString &path, const QString &message) { m_problems.append({path, message}); }
    // Whether reading should stop before the entry at `path` (limits::kMaxProblems), said once.
    bool tooManyProblems(const QString &path);
    // A top-level list, remembered as refused when it is not one or holds too many entries.
    std::optional<QJsonArray> list(ObjectReader &r, const char *key,
                                   ObjectReader::Presence presence, int maxItems);
    // Whether a reference to `id` in the list `key` names nothing, to be reported. Not when the
    // list was refused: its one problem says why, where every reference would repeat it.
    bool missing(const char *key, const QString &id, bool found) const
    {
        return !id.isEmpty() && !found && !m_refusedLists.contains(QLatin1String(key));
    }

    Problems &m_problems;
    const Ruleset *m_ruleset = nullptr;
    QRectF m_table;
    bool m_tableValid = false;
    qsizetype m_totalPoints = 0;
    QSet<QString> m_refusedLists;
    bool m_stopped = false;
};

void Reader::read(const QJsonObject &root, Scenario &s)
{
    ObjectReader r(root, QString(), m_problems);
    const QString format = r.string("format", ObjectReader::Required, limits::kMaxIdChars);
    if (r.has("format") && format != QLatin1String(kScenarioFormat) && !format.isEmpty()) {
        r.problem("format",
                  Text::tr("is \"%1\"; a scenario file says \"%2\"").arg(format, kScenarioFormat));
        return; // another kind of file: listing every field it lacks would only confuse
    }
    if (const auto version = r.integer("version", ObjectReader::Required, 1, 1000000)) {
        if (*version > Scenario::kFormatVersion) {
            r.problem("version",
                      Text::tr("the file was written by a newer Ambuscade (format version "
                               "%1); this one reads up to version %2")
                          .arg(*version)
                          .arg(Scenario::kFormatVersion));
        }
    }
    s.title = r.string("title", ObjectReader::Optional, limits::kMaxNameChars);
    s.briefing = r.string("briefing", ObjectReader::Optional, limits::kMaxTextChars);
    s.ruleset = r.string("ruleset", ObjectReader::Required, limits::kMaxIdChars);
    m_ruleset = findRuleset(s.ruleset);
    if (!m_ruleset && r.has("ruleset")) {
        r.problem("ruleset", Text::tr("unknown rule set \"%1\" (known: %2)")
                                 .arg(s.ruleset, rulesetIds().join(QStringLiteral(", "))));
    }
    s.seed = quint32(r.integer("seed", ObjectReader::Optional, 0, 0xFFFFFFFFLL).value_or(0));
    s.hiddenSetup = r.boolean("hidden_setup", false);
    readTable(r, s);

    if (const auto a = list(r, "terrain", ObjectReader::Optional, limits::kMaxTerrain))
        readTerrain(*a, s);
    if (const auto a = list(r, "sides", ObjectReader::Required, limits::kMaxSides))
        readSides(*a, s);
    if (const auto a = list(r, "groups", ObjectReader::Optional, limits::kMaxGroups))
        readGroups(*a, s);
    if (const auto a = list(r, "figures", ObjectReader::Optional, limits::kMaxFigures))
        readFigures(*a, s);
    if (const auto a = list(r, "markers", ObjectReader::Optional, limits::kMaxMarkers))
        readMarkers(*a, s);
    if (const auto o = r.object("victory", ObjectReader::Optional))
        readVictory(*o, s);
    readBoard(r, m_ruleset, m_tableValid ? m_table : QRectF(), s.board, m_problems);
    readBackdrop(r, m_problems, s.backdrop);
    s.unknownKeys = r.unknownKeys();
}

std::optional<QJsonArray> Reader::list(ObjectReader &r, const char *key,
                                       ObjectReader::Presence presence, int maxItems)
{
    const std::optional<QJsonArray> a = r.array(key, presence, maxItems);
    if (!a && r.has(key))
        m_refusedLists.insert(QLatin1String(key));
    return a;
}

void Reader::readTable(ObjectReader &r, Scenario &s)
{
    const auto o = r.object("table", ObjectReader::Required);
    if (!o)
        return;
    ObjectReader t(*o, r.pathOf("table"), m_problems);
    const auto w = t.number("width_cm", ObjectReader::Required);
    const auto h = t.number("height_cm", ObjectReader::Required);
    bool valid = w && h;
    for (const auto &[key, value] : {std::pair{"width_cm", w}, std::pair{"height_cm", h}}) {
        if (value && (*value < limits::kMinTableCm || *value > limits::kMaxTableCm)) {
            t.problem(key, Text::tr("is %1 cm; a table is from %2 to %3 cm")
                               .arg(*value)
                               .arg(limits::kMinTableCm)
                               .arg(limits::kMaxTableCm));
            valid = false;
        }
    }
    if (valid) {
        s.table.widthCm = *w;
        s.table.heightCm = *h;
        m_table = s.table.rect();
        m_tableValid = true;
    }
    s.table.unknownKeys = t.unknownKeys();
}

std::optional<QJsonObject> Reader::element(const QJsonArray &list, qsizetype i, const QString &path)
{
    if (!list[i].isObject()) {
        add(indexPath(path, i), Text::tr("should be an object"));
        return std::nullopt;
    }
    return list[i].toObject();
}

template <typename ReadEntry>
void Reader::readEach(const QJsonArray &list, const char *path, const char *what, ReadEntry read)
{
    QSet<QString> ids;
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (tooManyProblems(indexPath(QLatin1String(path), i)))
            return;
        const auto o = element(list, i, QLatin1String(path));
        if (!o)
            continue;
        ObjectReader r(*o, indexPath(QLatin1String(path), i), m_problems);
        const QString id = r.id("id");
        requireUnique(ids, id, r.pathOf("id"), what);
        read(r, id);
    }
}

bool Reader::tooManyProblems(const QString &path)
{
    if (m_problems.size() < limits::kMaxProblems)
        return false;
    if (!m_stopped)
        add(path, Text::tr("reading stopped here: the file has more than %1 problems; mend "
                           "those listed first")
                      .arg(limits::kMaxProblems));
    m_stopped = true;
    return true;
}

QList<QPointF> Reader::readPoints(const QJsonArray &list, const QString &path, int minimum)
{
    QList<QPointF> points;
    m_totalPoints += list.size();
    if (m_totalPoints > limits::kMaxTotalPoints) {
        add(path,
            Text::tr("the file holds more than %1 points in all").arg(limits::kMaxTotalPoints));
        return points;
    }
    if (list.size() < minimum) {
        add(path, Text::tr("needs at least %1 points, has %2").arg(minimum).arg(list.size()));
        return points;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString p = indexPath(path, i);
        if (const auto pt = readPoint(list[i], p, m_problems)) {
            requireOnTable(*pt, p);
            points << *pt;
        }
    }
    return points;
}

void Reader::requireOnTable(const QPointF &p, const QString &path)
{
    if (!m_tableValid)
        return;
    if (p.x() < 0 || p.y() < 0 || p.x() > m_table.right() || p.y() > m_table.bottom()) {
        add(path, Text::tr("(%1, %2) is off the %3 × %4 cm table")
                      .arg(p.x())
                      .arg(p.y())
                      .arg(m_table.width())
                      .arg(m_table.height()));
    }
}

void Reader::requireOnTable(ObjectReader &r, const QPointF &p, const QString &who)
{
    if (!m_tableValid)
        return;
    // Named, so that the person can find him in the file: the path gives only his place.
    const auto offTable = [&who](double at, double end) {
        const QString where = Text::tr("%1 is off the table (0 to %2 cm)").arg(at).arg(end);
        return who.isEmpty() ? where : Text::tr("%1: %2 stands there").arg(where, who);
    };
    if (p.x() < 0 || p.x() > m_table.right())
        r.problem("x", offTable(p.x(), m_table.right()));
    if (p.y() < 0 || p.y() > m_table.bottom())
        r.problem("y", offTable(p.y(), m_table.bottom()));
}

void Reader::requireUnique(QSet<QString> &seen, const QString &id, const QString &path,
                           const char *what)
{
    if (id.isEmpty())
        return;
    if (seen.contains(id))
        add(path, Text::tr("another %1 already has the id \"%2\"").arg(Text::tr(what), id));
    seen.insert(id);
}

void Reader::readTerrain(const QJsonArray &list, Scenario &s)
{
    readEach(
        list, "terrain", QT_TRANSLATE_NOOP("ScenarioReader", "terrain feature"),
        [&](ObjectReader &r, const QString &id) {
            TerrainFeature f;
            f.id = id;
            f.name = r.string("name", ObjectReader::Optional, limits::kMaxNameChars);

            const QString kindId = r.string("kind", ObjectReader::Required, limits::kMaxIdChars);
            const auto kind = terrainKindFromId(kindId);
            if (!kind && r.has("kind"))
                r.problem("kind", Text::tr("unknown terrain kind \"%1\"").arg(kindId));
            const QString shapeId = r.string("shape", ObjectReader::Required, limits::kMaxIdChars);
            const auto shape = terrainShapeFromId(shapeId);
            if (!shape && r.has("shape"))
                r.problem(
                    "shape",
                    Text::tr("unknown shape \"%1\" (polygon, polyline or ellipse)").arg(shapeId));

            if (kind && shape) {
                f.kind = *kind;
                f.shape = *shape;
                const ShapeFamily family = terrainKindInfo(*kind).shapes;
                const bool line = *shape == TerrainShape::Polyline;
                if (family == ShapeFamily::Area && line)
                    r.problem(
                        "shape",
                        Text::tr("%1 is an area: draw it as a polygon or an ellipse").arg(kindId));
                if (family == ShapeFamily::Line && !line)
                    r.problem("shape", Text::tr("%1 is a line: draw it as a polyline").arg(kindId));
                if (line && family == ShapeFamily::LineOrArea) {
                    const auto width = r.number("width_cm", ObjectReader::Required);
                    if (width && (*width <= 0 || *width > 100))
                        r.problem("width_cm", Text::tr("should be more than 0 and at most 100 cm"));
                    f.widthCm = width.value_or(0);
                }
            }

            const int minimum = shape == TerrainShape::Polygon ? 3 : 2;
            const QString pointsPath = r.pathOf("points");
            if (const auto list =
                    r.array("points", ObjectReader::Required, limits::kMaxPointsPerFeature))
                f.points = readPoints(*list, pointsPath, minimum);
            if (shape && f.points.size() >= minimum) {
                if (*shape == TerrainShape::Polygon &&
                    std::abs(signedArea(QPolygonF(f.points))) < limits::kMinAreaCm2) {
                    add(pointsPath, Text::tr("the polygon encloses no area"));
                } else if (*shape == TerrainShape::Ellipse) {
                    const QRectF box = f.boundingRect();
                    if (f.points.size() != 2)
                        add(pointsPath,
                            Text::tr("an ellipse is two opposite corners of its bounding box"));
                    else if (box.width() <= 0 || box.height() <= 0)
                        add(pointsPath, Text::tr("the ellipse has no width or no height"));
                } else if (*shape == TerrainShape::Polyline &&
                           QPolygonF(f.points).boundingRect().size().isNull()) {
                    add(pointsPath, Text::tr("the line has no length"));
                }
            }
            readDoors(r, f);
            f.unknownKeys = r.unknownKeys();
            s.terrain << f;
        });
}

// A building's doorways: points on its outline.
void Reader::readDoors(ObjectReader &r, TerrainFeature &f)
{
    const QString path = r.pathOf("doors");
    const auto list = r.array("doors", ObjectReader::Optional, limits::kMaxPointsPerFeature);
    if (!list)
        return;
    if (f.kind != TerrainKind::Building) {
        add(path, Text::tr("only a building has doorways"));
        return;
    }
    f.doors = readPoints(*list, path, 0);
    // Checked only when every point and corner was read, so that doors[i] is the i-th.
    const bool outlined = f.points.size() >= (f.shape == TerrainShape::Ellipse ? 2 : 3) &&
                          f.doors.size() == list->size();
    for (qsizetype i = 0; outlined && i < f.doors.size(); ++i)
        if (f.distanceToOutline(f.doors[i]) > kDoorOnOutlineCm)
            add(indexPath(path, i), Text::tr("the doorway is not on the building's outline"));
}

void Reader::readSides(const QJsonArray &list, Scenario &s)
{
    if (list.isEmpty())
        add(QStringLiteral("sides"), Text::tr("a scenario needs at least one side"));
    readEach(
        list, "sides", QT_TRANSLATE_NOOP("ScenarioReader", "side"),
        [&](ObjectReader &r, const QString &id) {
            Side side;
            side.id = id;
            side.name = r.string("name", ObjectReader::Optional, limits::kMaxNameChars);
            const QString controller =
                r.string("controller", ObjectReader::Required, limits::kMaxIdChars);
            if (controller == QLatin1String("ai"))
                side.controller = Controller::Ai;
            else if (!controller.isEmpty() && controller != QLatin1String("player"))
                r.problem("controller",
                          Text::tr("should be \"player\" or \"ai\", not \"%1\"").arg(controller));
            side.opponent = r.string("opponent", ObjectReader::Optional, limits::kMaxIdChars);
            const QStringList opponents =
                m_ruleset && m_ruleset->play() ? m_ruleset->play()->opponents() : QStringList();
            if (!side.opponent.isEmpty() && m_ruleset && !opponents.contains(side.opponent))
                r.problem("opponent",
                          Text::tr("\"%1\" is none of this rule set's opponents (%2)")
                              .arg(side.opponent, opponents.join(QStringLiteral(", "))));
            if (const auto list =
                    r.array("deployment", ObjectReader::Optional, limits::kMaxPointsPerFeature))
                side.deployment = QPolygonF(readPoints(*list, r.pathOf("deployment"), 3));
            const QString colour = r.string("colour", ObjectReader::Optional, limits::kMaxIdChars);
            if (!colour.isEmpty()) {
                side.colour = QColor::fromString(colour);
                if (!side.colour.isValid())
                    r.problem("colour",
                              Text::tr("\"%1\" is not a colour (write it as #rrggbb)").arg(colour));
            }
            side.unknownKeys = r.unknownKeys();
            s.sides << side;
        });
}

void Reader::readGroups(const QJsonArray &list, Scenario &s)
{
    readEach(list, "groups", QT_TRANSLATE_NOOP("ScenarioReader", "group"),
             [&](ObjectReader &r, const QString &id) {
                 Group g;
                 g.id = id;
                 g.side = r.id("side");
                 if (missing("sides", g.side, s.side(g.side)))
                     r.problem("side", Text::tr("no side has the id \"%1\"").arg(g.side));
                 g.name = r.string("name", ObjectReader::Optional, limits::kMaxNameChars);
                 if (m_ruleset)
                     g.attributes = readAttributes(r, m_ruleset->groupAttributes());
                 if (const auto order = r.object("order", ObjectReader::Optional))
                     g.order = readOrder(*order, r.pathOf("order"));
                 g.unknownKeys = r.unknownKeys();
                 s.groups << g;
             });
}

StandingOrder Reader::readOrder(const QJsonObject &o, const QString &path)
{
    ObjectReader r(o, path, m_problems);
    StandingOrder order;
    const QString kind = r.string("kind", ObjectReader::Required, limits::kMaxIdChars);
    const auto k = orderKindFromId(kind);
    if (!k && r.has("kind"))
        r.problem("kind",
                  Text::tr("unknown order \"%1\" (hold, advance, patrol or ambush)").arg(kind));
    order.kind = k.value_or(OrderKind::Hold);
    if (k == OrderKind::Advance) {
        const auto to = r.array("to", ObjectReader::Required, 2);
        if (const auto p = to ? readPoint(*to, r.pathOf("to"), m_problems) : std::nullopt) {
            requireOnTable(*p, r.pathOf("to"));
            order.target = *p;
        }
    } else if (k == OrderKind::Patrol) {
        if (const auto route =
                r.array("route", ObjectReader::Required, limits::kMaxPointsPerFeature))
            order.route = readPoints(*route, r.pathOf("route"), 2);
    } else if (k == OrderKind::Ambush) {
        const auto trigger = r.number("trigger_cm", ObjectReader::Required);
        if (trigger && (*trigger <= 0 || *trigger > limits::kMaxTableCm))
            r.problem("trigger_cm", Text::tr("should be a distance above 0 cm"));
        order.triggerCm = trigger.value_or(0);
    }
    order.unknownKeys = r.unknownKeys();
    return order;
}

void Reader::readFigures(const QJsonArray &list, Scenario &s)
{
    readEach(list, "figures", QT_TRANSLATE_NOOP("ScenarioReader", "figure"),
             [&](ObjectReader &r, const QString &id) {
                 Figure f;
                 f.id = id;
                 f.name = r.string("name", ObjectReader::Optional, limits::kMaxNameChars);
                 f.side = r.id("side");
                 if (missing("sides", f.side, s.side(f.side)))
                     r.problem("side", Text::tr("no side has the id \"%1\"").arg(f.side));
                 f.group = r.id("group");
                 if (const Group *g = f.group.isEmpty() ? nullptr : s.group(f.group)) {
                     // Only when both sides exist: an unknown side has been reported already.
                     if (s.side(f.side) && s.side(g->side) && g->side != f.side)
                         r.problem("group",
                                   Text::tr("group \"%1\" belongs to side \"%2\", not \"%3\"")
                                       .arg(f.group, g->side, f.side));
                 } else if (missing("groups", f.group, false)) {
                     r.problem("group", Text::tr("no group has the id \"%1\"").arg(f.group));
                 }

                 if (m_ruleset)
                     f.attributes = readAttributes(r, m_ruleset->figureAttributes());

                 const auto x = r.number("x", ObjectReader::Required);
                 const auto y = r.number("y", ObjectReader::Required);
                 if (x && y) {
                     f.position = {*x, *y};
                     requireOnTable(r, f.position, f.name.isEmpty() ? f.id : f.name);
                 }
                 // Into [0, 360) without touching a facing already there: a saved game must
                 // read back bit for bit.
                 f.facing = std::fmod(r.number("facing", 0.0), 360.0);
                 if (f.facing < 0)
                     f.facing += 360.0;
                 if (f.facing >= 360.0) // a hair below zero rounds up to a whole turn
                     f.facing = 0;
                 f.killed = r.boolean("killed", false);
                 f.baseCm = r.number("base_cm", Figure::kDefaultBaseCm);
                 if (f.baseCm < limits::kMinBaseCm || f.baseCm > limits::kMaxBaseCm) {
                     r.problem("base_cm", Text::tr("a base is from %1 to %2 cm across")
                                              .arg(limits::kMinBaseCm)
                                              .arg(limits::kMaxBaseCm));
                 }
                 if (m_ruleset) {
                     for (const FigureRuleProblem &p : m_ruleset->checkFigure(f))
                         add(r.pathOf(p.key.toLatin1().constData()), p.message);
                 }
                 f.unknownKeys = r.unknownKeys();
                 s.figures << f;
             });
}

void Reader::readMarkers(const QJsonArray &list, Scenario &s)
{
    readEach(
        list, "markers", QT_TRANSLATE_NOOP("ScenarioReader", "marker"),
        [&](ObjectReader &r, const QString &id) {
            Marker m;
            m.id = id;
            const QString kind = r.string("kind", ObjectReader::Required, limits::kMaxIdChars);
            const auto k = markerKindFromId(kind);
            if (!k && r.has("kind"))
                r.problem("kind",
                          Text::tr("unknown marker \"%1\" (hidden, dummy or objective)").arg(kind));
            m.kind = k.value_or(MarkerKind::Objective);
            m.name = r.string("name", ObjectReader::Optional, limits::kMaxNameChars);
            m.group = r.id("group", k == MarkerKind::Hidden ? ObjectReader::Required
                                                            : ObjectReader::Optional);
            if (missing("groups", m.group, s.group(m.group)))
                r.problem("group", Text::tr("no group has the id \"%1\"").arg(m.group));
            m.side = r.id("side", ObjectReader::Optional);
            if (missing("sides", m.side, s.side(m.side)))
                r.problem("side", Text::tr("no side has the id \"%1\"").arg(m.side));
            if (const Group *g = s.group(m.group);
                g && k == MarkerKind::Hidden && !m.side.isEmpty() && m.side != g->side)
                r.problem("side", Text::tr("the marker hides a group of side \"%1\"").arg(g->side));
            const auto x = r.number("x", ObjectReader::Required);
            const auto y = r.number("y", ObjectReader::Required);
            if (x && y) {
                m.position = {*x, *y};
                requireOnTable(r, m.position);
            }
            m.unknownKeys = r.unknownKeys();
            s.markers << m;
        });
}

void Reader::readVictory(const QJsonObject &o, Scenario &s)
{
    ObjectReader r(o, QStringLiteral("victory"), m_problems);
    s.victory.turnLimit =
        int(r.integer("turn_limit", ObjectReader::Optional, 0, limits::kMaxTurns).value_or(0));
    s.victory.turnLimitWinner = r.id("turn_limit_winner", ObjectReader::Optional);
    if (missing("sides", s.victory.turnLimitWinner, s.side(s.victory.turnLimitWinner)))
        r.problem("turn_limit_winner",
                  Text::tr("no side has the id \"%1\"").arg(s.victory.turnLimitWinner));
    const auto list = r.array("conditions", ObjectReader::Optional, limits::kMaxConditions);
    const QString path = r.pathOf("conditions");
    for (qsizetype i = 0; list && i < list->size(); ++i) {
        const auto co = element(*list, i, path);
        if (!co)
            continue;
        ObjectReader c(*co, indexPath(path, i), m_problems);
        VictoryCondition v;
        v.side = c.id("side");
        if (missing("sides", v.side, s.side(v.side)))
            c.problem("side", Text::tr("no side has the id \"%1\"").arg(v.side));
        const QString kind = c.string("kind", ObjectReader::Required, limits::kMaxIdChars);
        const auto k = objectiveKindFromId(kind);
        if (!k && c.has("kind"))
            c.problem("kind",
                      Text::tr("unknown objective \"%1\" (reach, hold, destroy, rescue or exit)")
                          .arg(kind));
        v.kind = k.value_or(ObjectiveKind::Reach);
        const bool needsTerrain = k == ObjectiveKind::Reach || k == ObjectiveKind::Hold;
        const bool needsMarker = k == ObjectiveKind::Rescue;
        v.terrain = c.id("terrain", needsTerrain ? ObjectReader::Required : ObjectReader::Optional);
        if (missing("terrain", v.terrain, s.terrainFeature(v.terrain)))
            c.problem("terrain", Text::tr("no terrain feature has the id \"%1\"").arg(v.terrain));
        v.marker = c.id("marker", needsMarker ? ObjectReader::Required : ObjectReader::Optional);
        const bool markerExists = std::any_of(s.markers.cbegin(), s.markers.cend(),
                                              [&](const Marker &m) { return m.id == v.marker; });
        if (missing("markers", v.marker, markerExists))
            c.problem("marker", Text::tr("no marker has the id \"%1\"").arg(v.marker));
        if (k == ObjectiveKind::Destroy && v.terrain.isEmpty() && v.marker.isEmpty())
            add(c.pathOf("kind"),
                Text::tr("a destroy objective names a terrain feature or a marker"));
        v.tableEdge = c.string(
            "edge", k == ObjectiveKind::Exit ? ObjectReader::Required : ObjectReader::Optional,
            limits::kMaxIdChars);
        static const QStringList edges{QStringLiteral("top"), QStringLiteral("bottom"),
                                       QStringLiteral("left"), QStringLiteral("right")};
        // Present means one of the four: an empty edge would be dropped on saving, and an
        // exit objective without its edge is refused when the file is read again.
        if ((c.has("edge") || !v.tableEdge.isEmpty()) && !edges.contains(v.tableEdge))
            c.problem(
                "edge",
                Text::tr("should be top, bottom, left or right, not \"%1\"").arg(v.tableEdge));
        v.holdTurns =
            int(c.integer("hold_turns", ObjectReader::Optional, 0, limits::kMaxTurns).value_or(0));
        v.unknownKeys = c.unknownKeys();
        s.victory.conditions << v;
    }
    s.victory.unknownKeys = r.unknownKeys();
}

} // namespace

ScenarioLoadResult readScenarioObject(const QJsonObject &root)
{
    ScenarioLoadResult result;
    Scenario scenario;
    Reader reader(result.problems);
    reader.read(root, scenario);
    if (result.problems.isEmpty()) {
        result.scenario = std::move(scenario);
        result.rules = reader.rules();
    }
    return result;
}

ScenarioLoadResult readScenario(const QByteArray &json)
{
    ScenarioLoadResult result;
    if (json.size() > limits::kMaxFileBytes) {
        result.problems.append(
            {QString(), Text::tr("the file is %1 MiB; scenario files are at most %2 MiB")
                            .arg(json.size() / (1024 * 1024))
                            .arg(limits::kMaxFileBytes / (1024 * 1024))});
        return result;
    }
    const std::optional<QJsonObject> root =
        parseJsonObject(json, Text::tr("a scenario file holds one JSON object"), result.problems);
    return root ? readScenarioObject(*root) : result;
}

ScenarioLoadResult loadScenarioFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readBoundedFile(path, limits::kMaxFileBytes, &error);
    if (!bytes)
        return {std::nullopt, {{QString(), error}}};
    return readScenario(*bytes);
}

} // namespace ambuscade
