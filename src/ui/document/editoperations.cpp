// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/editoperations.h"

#include "backdroppainter.h"
#include "document/boardedits.h"
#include "document/document.h"
#include "io/backdropio.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/boardrules.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QRegularExpression>

#include <QPolygonF>

#include <algorithm>

namespace ambuscade {

namespace {
const QString kClipboardMime = QStringLiteral("application/x-ambuscade-scenario");
constexpr double kPasteOffsetCm = 5;
constexpr double kFigureSpacingCm = 3.5; // between centres of figures placed in a line

// Where a line of `count` figures clicked at `at` stands: moved as one so that every base lies
// on the table. Clicked near the edge, they had been kept on it man by man, piled up and half
// over it. A line longer than the table is wide is centred on it.
QList<QPointF> lineOnTable(const QPointF &at, int count, double radius, const QRectF &table)
{
    const double halfLength = (count - 1) / 2.0 * kFigureSpacingCm + radius;
    const auto shift = [](double centre, double half, double low, double high) {
        if (high - low < 2 * half)
            return (low + high) / 2 - centre;
        return std::clamp(centre, low + half, high - half) - centre;
    };
    const QPointF by(shift(at.x(), halfLength, table.left(), table.right()),
                     shift(at.y(), radius, table.top(), table.bottom()));
    QList<QPointF> line;
    for (int n = 0; n < count; ++n)
        line << at + by + QPointF((n - (count - 1) / 2.0) * kFigureSpacingCm, 0);
    return line;
}

// A name no group has yet: `name` if free, else numbered on from its stem ("Rangers" →
// "Rangers 2", "Rangers 2" → "Rangers 3"), so that the roster, the orders and the log can tell
// apart two groups placed from one entry, or a group and its copy.
QString unusedGroupName(const Scenario &s, const QString &name)
{
    const auto taken = [&s](const QString &candidate) {
        return std::any_of(s.groups.begin(), s.groups.end(),
                           [&candidate](const Group &g) { return g.name == candidate; });
    };
    if (name.isEmpty() || !taken(name))
        return name;
    QString stem = name;
    stem.remove(QRegularExpression(QStringLiteral(" \\d+$")));
    QString candidate;
    for (int n = 2; candidate.isEmpty() || taken(candidate); ++n)
        candidate = QStringLiteral("%1 %2").arg(stem).arg(n);
    return candidate;
}

} // namespace

EditOperations::EditOperations(Document *document) : m_document(document) {}

QString EditOperations::addTerrain(TerrainKind kind, TerrainShape shape, QList<QPointF> points,
                                   double lineWidthCm)
{
    const ShapeFamily family = terrainKindInfo(kind).shapes;
    const QString kindName = terrainKindDisplayName(kind);
    if (shape == TerrainShape::Polyline && family == ShapeFamily::Area)
        return tr("%1 must be drawn as an area, not a line.").arg(kindName);
    if (shape != TerrainShape::Polyline && family == ShapeFamily::Line) {
        if (shape == TerrainShape::Ellipse)
            return tr("%1 is drawn as a line: use the line, rectangle or polygon tool.")
                .arg(kindName);
        // A wall round an enclosure: the outline closed as a line.
        points << points.first();
        shape = TerrainShape::Polyline;
    }
    // An area drawn past the table's edge is cut at it; an ellipse or a line is not cut
    // (it would change its shape), so it is refused in words.
    const QRectF table(0, 0, m_document->scenario().table.widthCm,
                       m_document->scenario().table.heightCm);
    const bool onTable = std::all_of(points.begin(), points.end(),
                                     [&table](const QPointF &p) { return table.contains(p); });
    if (!onTable && shape == TerrainShape::Polygon) {
        QPolygonF cut = QPolygonF(points).intersected(QPolygonF(table));
        if (cut.size() > 1 && cut.first() == cut.last())
            cut.removeLast();
        if (cut.size() < 3)
            return tr("%1: the shape lies off the table.").arg(kindName);
        points = cut;
    } else if (!onTable) {
        return tr("%1: part of it lies off the table; draw it within the table's edges.")
            .arg(kindName);
    }
    TerrainFeature feature;
    feature.id = m_document->unusedId(terrainKindId(kind));
    feature.kind = kind;
    feature.shape = shape;
    feature.points = points;
    if (shape == TerrainShape::Polyline && family == ShapeFamily::LineOrArea)
        feature.widthCm = lineWidthCm;
    Scenario after = m_document->scenario();
    after.terrain << feature;
    m_document->restructure(after, tr("Add %1").arg(kindName.toLower()));
    m_document->setSelection({{}, {feature.id}, {}});
    return {};
}

QString EditOperations::placeTroops(const TroopTemplate &troops, const QString &sideId,
                                    const QPointF &at, const QString &joining)
{
    const Scenario &now = m_document->scenario();
    if (!now.side(sideId))
        return tr("Choose a side for the troops first.");
    const Ruleset &rules = m_document->rules();
    Scenario after = now;
    // A lone figure joins the group of the figure selected, if it is of the same side, and
    // takes from that figure what a group shares (a faction).
    QString groupId;
    const Attributes fallbacks = Attributes::fallbacks(rules.figureAttributes());
    QList<QPair<QString, QJsonValue>> shared;
    QStringList selected = m_document->selection().figures;
    if (troops.joinsSelection() && !joining.isEmpty()) // a comrade of the group named
        for (const Figure &f : now.figures)
            if (f.group == joining) {
                selected = {f.id};
                break;
            }
    if (troops.joinsSelection() && selected.size() == 1) {
        const Figure *chosen = now.figure(selected.first());
        if (chosen && chosen->side == sideId && !chosen->group.isEmpty()) {
            groupId = chosen->group;
            for (const AttributeSpec &spec : rules.figureAttributes())
                if (spec.sharedInGroup)
                    shared.append({spec.key, chosen->attributes.value(spec.key)});
        }
    }
    if (groupId.isEmpty()) {
        Group group;
        group.id = m_document->unusedId(QString::fromLatin1(troops.id));
        group.side = sideId;
        group.name =
            unusedGroupName(now, QCoreApplication::translate("TroopTemplate", troops.name));
        for (const auto &[key, value] : troops.groupAttributes)
            group.attributes.set(key, value);
        after.groups << group;
        groupId = group.id;
    }
    // Face across the table, towards the far half from where they stand.
    const double facing = at.y() > now.table.heightCm / 2 ? 0 : 180;
    const QList<QPointF> line =
        lineOnTable(at, troops.size(), Figure().radius(), m_document->surface().bounds());
    QStringList placed;
    int n = 0;
    QSet<QString> used;
    for (const TemplateFigure &t : troops.figures) {
        for (int i = 0; i < t.count; ++i, ++n) {
            Figure f;
            f.id = m_document->unusedId(groupId, used);
            used.insert(f.id);
            const QString name = QCoreApplication::translate("TroopTemplate", t.name);
            f.name = t.count > 1 ? QStringLiteral("%1 %2").arg(name).arg(i + 1) : name;
            f.side = sideId;
            f.group = groupId;
            f.attributes = t.attributesOver(fallbacks);
            for (const auto &[key, value] : shared)
                f.attributes.set(key, value);
            f.facing = facing;
            f.position = m_document->surface().placeFor(line[n]);
            after.figures << f;
            placed << f.id;
        }
    }
    m_document->restructure(
        after, tr("Place %1").arg(QCoreApplication::translate("TroopTemplate", troops.name)));
    m_document->setSelection({placed, {}, {}});
    return {};
}

void EditOperations::placeMarker(MarkerKind kind, const QPointF &at)
{
    Marker marker;
    marker.id = m_document->unusedId(markerKindId(kind));
    marker.kind = kind;
    marker.position = at;
    if (kind == MarkerKind::Objective)
        marker.name = tr("Objective");
    Scenario after = m_document->scenario();
    after.markers << marker;
    m_document->restructure(after, tr("Place marker"));
    m_document->setSelection({{}, {}, {marker.id}});
}

QString EditOperations::placeNamedMarker(const NamedMarker &named, const QPointF &at)
{
    const QString id = QLatin1String(named.id);
    const QString name = QCoreApplication::translate("NamedMarker", named.name);
    if (const Marker *there = m_document->scenario().marker(id)) {
        Marker moved = *there;
        moved.position = at;
        m_document->edit({{}, {}, {moved}, {}}, tr("Move %1").arg(name));
        m_document->setSelection({{}, {}, {id}});
        return tr("%1 moved here: a table has only one.").arg(name);
    }
    Marker marker;
    marker.id = id;
    marker.kind = named.kind;
    marker.name = name;
    marker.position = at;
    Scenario after = m_document->scenario();
    after.markers << marker;
    m_document->restructure(after, tr("Place %1").arg(name));
    m_document->setSelection({{}, {}, {id}});
    return tr("%1 placed.").arg(name);
}

QString EditOperations::setBackdrop(const QByteArray &image)
{
    if (image.size() > kMaxBackdropBytes)
        return tr("The picture is too large: at most %1 MB.").arg(kMaxBackdropBytes >> 20);
    const QString problem = backdropPictureProblem(image);
    if (!image.isEmpty() && !problem.isEmpty())
        return tr("That file %1.").arg(problem);
    if (image.isEmpty() && m_document->scenario().backdrop.isEmpty())
        return {}; // nothing to take away: no step for the undo stack
    Scenario after = m_document->scenario();
    after.backdrop = {image, render::fittedBackdropArea(image, after.table.rect())};
    m_document->restructure(after, image.isEmpty() ? tr("Remove backdrop") : tr("Set backdrop"));
    return {};
}

void EditOperations::setDeployment(const QString &sideId, const QPolygonF &zone)
{
    Scenario after = m_document->scenario();
    for (Side &side : after.sides)
        if (side.id == sideId)
            side.deployment = zone;
    m_document->restructure(after, tr("Set deployment zone"));
}

void EditOperations::deleteSelection()
{
    const Selection chosen = m_document->selection();
    if (chosen.isEmpty())
        return;
    Scenario after = m_document->scenario();
    auto gone = [](const QStringList &ids) {
        return [&ids](const auto &thing) { return ids.contains(thing.id); };
    };
    after.figures.removeIf(gone(chosen.figures));
    after.terrain.removeIf(gone(chosen.terrain));
    after.markers.removeIf(gone(chosen.markers));
    removeFromBoard(after.board, chosen);
    // A group whose last figure went goes too, unless a marker hides it; conditions on
    // deleted terrain and markers go with them.
    QSet<QString> manned;
    for (const Figure &f : after.figures)
        manned.insert(f.group);
    for (const Marker &m : after.markers)
        manned.insert(m.group);
    after.groups.removeIf([&](const Group &g) { return !manned.contains(g.id); });
    after.victory.conditions.removeIf([&](const VictoryCondition &c) {
        return chosen.terrain.contains(c.terrain) || chosen.markers.contains(c.marker);
    });
    const qsizetype count = chosen.figures.size() + chosen.terrain.size() + chosen.markers.size() +
                            chosen.spaces.size() + chosen.grids.size() + chosen.paths.size();
    m_document->setSelection({});
    m_document->restructure(after, count == 1 ? tr("Delete") : tr("Delete %1 things").arg(count));
}

Scenario EditOperations::selectionAsScenario() const
{
    const Scenario &s = m_document->scenario();
    const Selection chosen = m_document->selection();
    Scenario part;
    part.ruleset = s.ruleset;
    part.table = s.table;
    part.sides = s.sides;
    for (Side &side : part.sides)
        side.deployment.clear();
    QSet<QString> groups;
    for (const Figure &f : s.figures)
        if (chosen.figures.contains(f.id)) {
            part.figures << f;
            groups.insert(f.group);
        }
    for (const Group &g : s.groups)
        if (groups.contains(g.id))
            part.groups << g;
    for (const TerrainFeature &t : s.terrain)
        if (chosen.terrain.contains(t.id))
            part.terrain << t;
    for (const Marker &m : s.markers)
        if (chosen.markers.contains(m.id)) {
            part.markers << m;
            if (!m.group.isEmpty() && !groups.contains(m.group))
                part.markers.last().group.clear(); // the group stays behind
        }
    part.board = boardPart(s.board, chosen);
    return part;
}

void EditOperations::copySelection() const
{
    if (m_document->selection().isEmpty())
        return;
    auto *data = new QMimeData;
    const QByteArray bytes = scenarioToBytes(selectionAsScenario());
    data->setData(kClipboardMime, bytes);
    data->setText(QString::fromUtf8(bytes));
    QGuiApplication::clipboard()->setMimeData(data);
}

bool EditOperations::canPaste() const
{
    const QMimeData *data = QGuiApplication::clipboard()->mimeData();
    return data && data->hasFormat(kClipboardMime);
}

QString EditOperations::paste()
{
    const QMimeData *data = QGuiApplication::clipboard()->mimeData();
    if (!data || !data->hasFormat(kClipboardMime))
        return {};
    ScenarioLoadResult read = readScenario(data->data(kClipboardMime));
    return read.scenario ? pasteScenario(*read.scenario, tr("Paste")) : QString();
}

QString EditOperations::duplicateSelection()
{
    if (m_document->selection().isEmpty())
        return {};
    return pasteScenario(selectionAsScenario(), tr("Duplicate"));
}

QString EditOperations::pasteScenario(const Scenario &part, const QString &text)
{
    Scenario after = m_document->scenario();
    const QPointF offset(kPasteOffsetCm, kPasteOffsetCm);
    QSet<QString> taken;
    // New ids, unused in the document and among the things pasted.
    auto fresh = [&](const QString &old) {
        QString stem = old;
        stem.remove(QRegularExpression(QStringLiteral("-\\d+$")));
        const QString id = m_document->unusedId(stem, taken);
        taken.insert(id);
        return id;
    };
    QHash<QString, QString> groupIds;
    for (Group g : part.groups) {
        if (!after.side(g.side))
            continue; // the side is gone from this scenario
        const QString id = fresh(g.id);
        groupIds.insert(g.id, id);
        g.id = id;
        g.name = unusedGroupName(after, g.name);
        after.groups << g;
    }
    Selection pasted;
    for (Figure f : part.figures) {
        if (!groupIds.contains(f.group))
            continue;
        f.id = fresh(f.id);
        f.group = groupIds.value(f.group);
        f.position = m_document->surface().placeFor(f.position + offset);
        after.figures << f;
        pasted.figures << f.id;
    }
    for (TerrainFeature t : part.terrain) {
        t.id = fresh(t.id);
        t.translate(offset);
        after.terrain << t;
        pasted.terrain << t.id;
    }
    for (Marker m : part.markers) {
        m.id = fresh(m.id);
        m.group = groupIds.value(m.group);
        m.position = m_document->surface().placeFor(m.position + offset);
        after.markers << m;
        pasted.markers << m.id;
    }
    const Ruleset &rules = m_document->rules();
    const int most = rules.board() ? rules.board()->maxGrids() : 0;
    const int leftOut = pasteIntoBoard(after.board, part.board, offset, fresh, most, pasted);
    const QString note = leftOut == 0 ? QString()
                                      : tr("%n water grid(s) left out: %1 is played on at most %2.",
                                           nullptr, leftOut)
                                            .arg(rules.displayName())
                                            .arg(most);
    if (pasted.isEmpty())
        return note;
    m_document->restructure(after, text);
    m_document->setSelection(pasted);
    return note;
}

void EditOperations::bringToFront()
{
    const QStringList chosen = m_document->selection().terrain;
    if (chosen.isEmpty())
        return;
    Scenario after = m_document->scenario();
    std::stable_partition(after.terrain.begin(), after.terrain.end(),
                          [&](const TerrainFeature &t) { return !chosen.contains(t.id); });
    m_document->restructure(after, tr("Bring to front"));
}

void EditOperations::sendToBack()
{
    const QStringList chosen = m_document->selection().terrain;
    if (chosen.isEmpty())
        return;
    Scenario after = m_document->scenario();
    std::stable_partition(after.terrain.begin(), after.terrain.end(),
                          [&](const TerrainFeature &t) { return chosen.contains(t.id); });
    m_document->restructure(after, tr("Send to back"));
}

void EditOperations::turnSelection(double degrees)
{
    ScenarioEdit edit;
    for (const QString &id : m_document->selection().figures) {
        if (const Figure *f = m_document->scenario().figure(id)) {
            edit.figures << *f;
            edit.figures.last().facing = std::fmod(f->facing + degrees + 360.0, 360.0);
        }
    }
    m_document->edit(edit, tr("Turn figures"));
}

} // namespace ambuscade
