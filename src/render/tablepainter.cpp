// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablepainter.h"

#include "backdroppainter.h"
#include "boardpainter.h"
#include "piecefan.h"
#include "shownpart.h"

#include <QCoreApplication>
#include <QHash>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <limits>

namespace ambuscade::render {

namespace {

// The outline of a line of text centred on a point, its capitals heightCm tall.
struct TextOutline {
    QPainterPath path; // at 10 pt, as the font gives it
    QRectF box;
    double capHeight = 1;
};

// Shaping a text and tracing its glyphs costs more than painting them, and the same names are
// painted on every repaint (terrain, the rings' lengths while a figure is dragged): each
// thread keeps the outlines it made, forgetting them all when it holds too many.
const TextOutline &textOutline(const QString &text, bool bold)
{
    thread_local QHash<QString, TextOutline> made[2];
    QHash<QString, TextOutline> &cache = made[bold ? 1 : 0];
    if (auto it = cache.constFind(text); it != cache.constEnd())
        return *it;
    if (cache.size() >= 4000)
        cache.clear();
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10);
    font.setBold(bold);
    TextOutline outline;
    outline.path.addText(0, 0, font, text);
    outline.box = outline.path.boundingRect();
    outline.capHeight = QFontMetricsF(font).capHeight();
    return *cache.insert(text, outline);
}

QPainterPath labelPath(const QString &text, const QPointF &centre, double heightCm, bool bold)
{
    const TextOutline &outline = textOutline(text, bold);
    const QPainterPath &path = outline.path;
    const QRectF &box = outline.box;
    const double scale = heightCm / outline.capHeight;
    QTransform t;
    t.translate(centre.x(), centre.y());
    t.scale(scale, scale);
    t.translate(-box.center().x(), -box.center().y());
    return t.map(path);
}

} // namespace

void paintLabel(QPainter &painter, const QString &text, const QPointF &centre, double heightCm,
                const QColor &ink, Halo halo, bool bold)
{
    if (text.isEmpty())
        return;
    const QPainterPath path = labelPath(text, centre, heightCm, bold);
    painter.save();
    if (halo == Halo::Pale) {
        painter.setPen(QPen(QColor(255, 255, 255, 210), heightCm * 0.35, Qt::SolidLine,
                            Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPath(path);
    painter.restore();
}

namespace {

QPainterPath areaPath(const TerrainFeature &f)
{
    QPainterPath path;
    if (f.shape == TerrainShape::Ellipse)
        path.addEllipse(f.boundingRect());
    else
        path.addPolygon(QPolygonF(f.points));
    path.closeSubpath();
    return path;
}

QPainterPath linePath(const TerrainFeature &f)
{
    QPainterPath path;
    path.addPolygon(QPolygonF(f.points));
    return path;
}

// A stable pseudo-random number in [0, 1) from a grid cell, so tree symbols do not jump
// about between repaints or differ between screen and export.
double cellNoise(int i, int j, int salt)
{
    quint32 h = quint32(i) * 73856093u ^ quint32(j) * 19349663u ^ quint32(salt) * 83492791u;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    return (h & 0xffffff) / double(0x1000000);
}

void paintTrees(QPainter &painter, const QPainterPath &area)
{
    constexpr double kSpacing = 4.5;
    const QRectF box = area.boundingRect();
    painter.save();
    painter.setClipPath(area, Qt::IntersectClip);
    painter.setPen(QPen(QColor(0x2f, 0x4a, 0x1f), 0.15));
    for (int i = int(std::floor(box.left() / kSpacing)); i * kSpacing <= box.right(); ++i) {
        for (int j = int(std::floor(box.top() / kSpacing)); j * kSpacing <= box.bottom(); ++j) {
            const QPointF c((i + 0.2 + 0.6 * cellNoise(i, j, 1)) * kSpacing,
                            (j + 0.2 + 0.6 * cellNoise(i, j, 2)) * kSpacing);
            const double r = 1.0 + 0.6 * cellNoise(i, j, 3);
            painter.setBrush(QColor(0x4f, 0x78, 0x35).lighter(90 + int(30 * cellNoise(i, j, 4))));
            painter.drawEllipse(c, r, r);
        }
    }
    painter.restore();
}

void fillArea(QPainter &painter, const QPainterPath &area, const QColor &fill,
              const QColor &outline, double outlineWidth, Qt::PenStyle style = Qt::SolidLine)
{
    painter.setBrush(fill);
    painter.setPen(QPen(outline, outlineWidth, style, Qt::FlatCap, Qt::RoundJoin));
    painter.drawPath(area);
}

void fillPattern(QPainter &painter, const QPainterPath &area, const QColor &ink,
                 Qt::BrushStyle pattern)
{
    QBrush brush(ink, pattern);
    // Brush patterns are in device pixels; scale them up so they read at any zoom alike.
    brush.setTransform(QTransform::fromScale(0.25, 0.25));
    painter.setPen(Qt::NoPen);
    painter.setBrush(brush);
    painter.drawPath(area);
}

void strokeLine(QPainter &painter, const QPainterPath &line, const QColor &colour, double width,
                Qt::PenCapStyle cap = Qt::RoundCap)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, width, Qt::SolidLine, cap, Qt::RoundJoin));
    painter.drawPath(line);
}

// Streams and roads may be drawn as a wide line or as an area; either way, fill and edge.
void paintLineOrArea(QPainter &painter, const TerrainFeature &f, const QPainterPath &area,
                     const QPainterPath &line, const QColor &fill, const QColor &edge,
                     double edgeWidth)
{
    if (f.shape == TerrainShape::Polyline) {
        strokeLine(painter, line, edge, f.widthCm + 0.4);
        strokeLine(painter, line, fill, f.widthCm);
    } else {
        fillArea(painter, area, fill, edge, edgeWidth);
    }
}

void paintPosts(QPainter &painter, const QPainterPath &line, double spacing, double size,
                const QColor &colour)
{
    const double length = line.length();
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    for (double d = 0; d <= length; d += spacing) {
        const QPointF p = line.pointAtPercent(line.percentAtLength(d));
        painter.drawRect(QRectF(p.x() - size / 2, p.y() - size / 2, size, size));
    }
}

// A doorway: a gap in the wall a little under an inch wide, with a dark post either side.
void paintDoors(QPainter &painter, const TerrainFeature &f)
{
    constexpr double kGapCm = 2.2, kPostCm = 0.9;
    const QPolygonF outline = f.outline();
    const qsizetype n = outline.size();
    for (const QPointF &door : f.doors) {
        QLineF along;
        double nearest = std::numeric_limits<double>::max();
        for (qsizetype i = 0; i < n; ++i) {
            const QLineF edge(outline[i], outline[(i + 1) % n]);
            const QPointF ab = edge.p2() - edge.p1();
            const double len2 = QPointF::dotProduct(ab, ab);
            const double t =
                len2 > 0 ? std::clamp(QPointF::dotProduct(door - edge.p1(), ab) / len2, 0.0, 1.0)
                         : 0;
            if (const double d = QLineF(door, edge.p1() + t * ab).length(); d < nearest)
                nearest = d, along = edge;
        }
        if (along.length() <= 0)
            continue;
        const QPointF unit = (along.p2() - along.p1()) / along.length();
        const QPointF across(-unit.y(), unit.x());
        const QPointF a = door - unit * kGapCm / 2, b = door + unit * kGapCm / 2;
        painter.setPen(QPen(QColor(0xe8, 0xdc, 0xc0), 0.6, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(a, b);
        painter.setPen(QPen(QColor(0x3b, 0x24, 0x1a), 0.35, Qt::SolidLine, Qt::FlatCap));
        for (const QPointF &post : {a, b})
            painter.drawLine(post - across * kPostCm / 2, post + across * kPostCm / 2);
    }
}

} // namespace

Layer terrainLayer(TerrainKind kind)
{
    switch (kind) {
    case TerrainKind::Woods:
    case TerrainKind::Building:
    case TerrainKind::Fortification:
        return CoverTerrainLayer;
    case TerrainKind::Wall:
    case TerrainKind::Fence:
    case TerrainKind::Hedge:
    case TerrainKind::FallenTree:
        return BarrierTerrainLayer;
    default:
        return GroundTerrainLayer;
    }
}

PieceStyle pieceStyleOf(const Ruleset &rules, const Scenario &scenario, const Figure &figure)
{
    const TableRules *table = rules.table();
    return table ? table->pieceStyle(scenario, figure) : PieceStyle{};
}

QColor sideColour(const Scenario &scenario, const QString &sideId)
{
    // Red first, then blue, then colours that stay apart in grey print.
    static const QColor defaults[] = {QColor(0xb0, 0x22, 0x22), QColor(0x1f, 0x4e, 0x9c),
                                      QColor(0x2e, 0x7d, 0x32), QColor(0x6a, 0x1b, 0x9a),
                                      QColor(0xc7, 0x7c, 0x02), QColor(0x00, 0x83, 0x8f)};
    const int index = scenario.sideIndex(sideId);
    if (index < 0)
        return Qt::gray;
    const QColor chosen = scenario.sides[index].colour;
    return chosen.isValid() ? chosen : defaults[index % std::size(defaults)];
}

void paintTableSurface(QPainter &painter, const Table &table)
{
    painter.setPen(
        QPen(QColor(0x5a, 0x4a, 0x2e), 0.4, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.setBrush(QColor(0xc9, 0xcf, 0x9c));
    painter.drawRect(table.rect());
}

void paintDeployment(QPainter &painter, const Side &side, const QColor &colour)
{
    if (side.deployment.isEmpty())
        return;
    QColor wash = colour;
    wash.setAlpha(28);
    painter.setBrush(wash);
    painter.setPen(QPen(colour, 0.25, Qt::DashLine, Qt::FlatCap, Qt::MiterJoin));
    painter.drawPolygon(side.deployment);
    const QRectF box = side.deployment.boundingRect();
    // Along the zone's top edge, where the troops deployed in it are least likely to stand.
    paintLabel(painter, side.name, QPointF(box.center().x(), box.top() + 1.6), 1.1,
               colour.darker(130));
}

void paintTerrain(QPainter &painter, const TerrainFeature &f)
{
    painter.save();
    const bool line = f.shape == TerrainShape::Polyline;
    const QPainterPath area = line ? QPainterPath() : areaPath(f);
    const QPainterPath path = line ? linePath(f) : QPainterPath();
    switch (f.kind) {
    case TerrainKind::Woods:
        fillArea(painter, area, QColor(0x8f, 0xa8, 0x68), QColor(0x3f, 0x5a, 0x2a), 0.3);
        paintTrees(painter, area);
        break;
    case TerrainKind::Building:
        fillArea(painter, area, QColor(0x9c, 0x5b, 0x43), QColor(0x3b, 0x24, 0x1a), 0.35);
        fillPattern(painter, area, QColor(0x6e, 0x3a, 0x28), Qt::BDiagPattern);
        paintDoors(painter, f);
        break;
    case TerrainKind::Fortification:
        fillArea(painter, area, QColor(0xc9, 0xb0, 0x80), QColor(0x5b, 0x3d, 0x1e), 0.7,
                 Qt::DashLine);
        break;
    case TerrainKind::Rough:
        fillArea(painter, area, QColor(0xbf, 0xb4, 0x8a), QColor(0x8a, 0x7a, 0x50), 0.15);
        fillPattern(painter, area, QColor(0x7a, 0x6a, 0x45), Qt::Dense6Pattern);
        break;
    case TerrainKind::Marsh:
        fillArea(painter, area, QColor(0xa3, 0xbd, 0xa8), QColor(0x4f, 0x7f, 0x70), 0.15);
        fillPattern(painter, area, QColor(0x3f, 0x6f, 0x8f), Qt::HorPattern);
        break;
    case TerrainKind::Hill:
        fillArea(painter, area, QColor(0xd9, 0xc8, 0x98), QColor(0x8b, 0x6d, 0x3d), 0.45);
        break;
    case TerrainKind::Stream:
    case TerrainKind::River:
    case TerrainKind::Lake:
        paintLineOrArea(painter, f, area, path, QColor(0x6a, 0x9f, 0xd8), QColor(0x2f, 0x5f, 0x99),
                        0.3);
        break;
    case TerrainKind::Ford:
        fillArea(painter, area, QColor(0xcf, 0xc0, 0x92), QColor(0x2f, 0x5f, 0x99), 0.3,
                 Qt::DotLine);
        break;
    case TerrainKind::Road:
        paintLineOrArea(painter, f, area, path, QColor(0xdc, 0xc3, 0x96), QColor(0x9a, 0x7d, 0x55),
                        0.2);
        break;
    case TerrainKind::Wall:
        strokeLine(painter, path, QColor(0x40, 0x40, 0x40), 1.0, Qt::FlatCap);
        strokeLine(painter, path, QColor(0x9e, 0x9e, 0x98), 0.7, Qt::FlatCap);
        break;
    case TerrainKind::Fence:
        strokeLine(painter, path, QColor(0x6b, 0x4a, 0x2b), 0.3, Qt::FlatCap);
        paintPosts(painter, path, 2.5, 0.6, QColor(0x4a, 0x32, 0x1c));
        break;
    case TerrainKind::Hedge:
        strokeLine(painter, path, QColor(0x2f, 0x55, 0x24), 1.3);
        strokeLine(painter, path, QColor(0x55, 0x85, 0x3f), 0.9);
        break;
    case TerrainKind::FallenTree:
        strokeLine(painter, path, QColor(0x4a, 0x32, 0x1c), 1.1);
        strokeLine(painter, path, QColor(0x8a, 0x64, 0x3c), 0.7);
        break;
    }
    painter.restore();
}

namespace {
// A point inside an area where its name starts looking for its place: the middle of its
// bounds, or where a bent outline (an L of woods, a crescent) leaves that outside, the point
// inside nearest it on a fine grid.
QPointF insideAnchor(const TerrainFeature &f)
{
    const QRectF box = f.boundingRect();
    const QPainterPath area = areaPath(f);
    QPointF best = box.center();
    if (area.contains(best))
        return best;
    constexpr int kSteps = 24;
    double nearest = std::numeric_limits<double>::max();
    for (int i = 0; i <= kSteps; ++i)
        for (int j = 0; j <= kSteps; ++j) {
            const QPointF p(box.left() + box.width() * i / kSteps,
                            box.top() + box.height() * j / kSteps);
            const QPointF d = p - box.center();
            if (QPointF::dotProduct(d, d) < nearest && area.contains(p)) {
                nearest = QPointF::dotProduct(d, d);
                best = p;
            }
        }
    return best;
}

QPointF terrainLabelAnchor(const TerrainFeature &f)
{
    if (f.shape != TerrainShape::Polyline)
        return insideAnchor(f);
    // A third of the way along, beside the line: crossings of two lines tend to be near their
    // middles.
    const QPainterPath path = linePath(f);
    const double at = path.percentAtLength(path.length() / 3);
    const double angle = qDegreesToRadians(path.angleAtPercent(at));
    const double offset = f.widthCm / 2 + 1.6;
    return path.pointAtPercent(at) - QPointF(std::sin(angle), std::cos(angle)) * offset;
}
} // namespace

QPainterPath terrainGround(const TerrainFeature &f)
{
    if (f.shape != TerrainShape::Polyline)
        return areaPath(f);
    QPainterPathStroker stroke;
    stroke.setWidth(std::max(f.widthCm, 0.1)); // a wall drawn as a thin line still has a place
    return stroke.createStroke(linePath(f));
}

void paintTerrainLabel(QPainter &painter, const TerrainFeature &f, const QPointF &centre,
                       double scale)
{
    paintLabel(painter, f.name, centre, kTerrainLabelCm * scale, QColor(0x20, 0x20, 0x18));
}

QRectF terrainLabelBounds(const TerrainFeature &f, const QPointF &centre, double scale)
{
    if (f.name.isEmpty())
        return {};
    // The halo reaches a third of the letters' height beyond their outline.
    const double height = kTerrainLabelCm * scale;
    const double halo = height * 0.35;
    return labelPath(f.name, centre, height, false)
        .boundingRect()
        .adjusted(-halo, -halo, halo, halo);
}

namespace {
// An objective marker's diamond, and where its name hangs under it (paintMarker's sizes).
constexpr double kMarkerHalf = 1.6;
constexpr double kMarkerNameCm = 0.9;
// How far below its marker's centre the name's middle hangs, at the name's scale.
double markerNameBelow(double nameScale)
{
    return kMarkerHalf * 1.2 + 1.4 * nameScale;
}

// How much of `box` lies over what is in the way or off the table: 0 when it is clear.
double labelOverlap(const QRectF &box, const QList<QRectF> &inTheWay, const QRectF &table)
{
    double area = 0;
    for (const QRectF &r : inTheWay)
        if (const QRectF common = box.intersected(r); !common.isEmpty())
            area += common.width() * common.height();
    const QRectF inside = box.intersected(table);
    return area + box.width() * box.height() -
           (inside.isEmpty() ? 0 : inside.width() * inside.height());
}

// The places a name is tried at, nearest its anchor first: the anchor, then a grid of half
// lines down and whole lines across over its feature and as far round it as the name can
// stand and still touch it (placeTerrainLabel keeps those that do). The grid covers the whole
// feature, not a few steps round the anchor measured in letters: a name crowded off its anchor
// by troops or other names slides along its feature (a long road, a river) rather than off
// it, however large the zoom draws its letters. A large feature is tried on a coarser grid.
QList<QPointF> labelCandidates(const QPointF &anchor, const QRectF &feature, const QSizeF &size,
                               double beside)
{
    constexpr double kMostTries = 3000;
    const QRectF room = feature.adjusted(-size.width() / 2 - beside, -size.height() / 2 - beside,
                                         size.width() / 2 + beside, size.height() / 2 + beside);
    double down = size.height() / 2;
    double across = size.height();
    const double coarser =
        std::sqrt(std::max(1.0, room.width() / across * room.height() / down / kMostTries));
    down *= coarser;
    across *= coarser;
    // Rows and columns through the anchor, so that its own line is among them.
    QList<QPointF> at;
    for (double y = anchor.y() - std::floor((anchor.y() - room.top()) / down) * down;
         y <= room.bottom(); y += down)
        for (double x = anchor.x() - std::floor((anchor.x() - room.left()) / across) * across;
             x <= room.right(); x += across)
            at << QPointF(x, y);
    std::stable_sort(at.begin(), at.end(), [&anchor](const QPointF &a, const QPointF &b) {
        return QPointF::dotProduct(a - anchor, a - anchor) <
               QPointF::dotProduct(b - anchor, b - anchor);
    });
    at.prepend(anchor);
    return at;
}

// What a terrain name keeps off: objective markers, each with its name, and the figures'
// bases. Figures move in a game, and the names are laid out only when the table is drawn, at
// a new zoom and when terrain or markers change: from where the figures stand then, at the
// start of a game their starting places. A name does not follow every move: one that jumped
// whenever a man walked past could not be found again at a glance, and a man crossing a name
// hides it only while he stands on it.
QList<QRectF> inTheWayOfNames(const Scenario &scenario, double scale)
{
    QList<QRectF> rects;
    for (const Figure &f : scenario.figures)
        if (f.onTable())
            rects << QRectF(f.position - QPointF(f.radius(), f.radius()),
                            QSizeF(f.baseCm, f.baseCm));
    for (const Marker &m : scenario.markers) {
        if (m.kind != MarkerKind::Objective)
            continue;
        const double r = kMarkerHalf * 1.2;
        rects << QRectF(m.position - QPointF(r, r), QSizeF(2 * r, 2 * r));
        rects << markerNameBounds(m, markerNameLook(m, scale, scenario.table.rect()));
    }
    return rects;
}
} // namespace

namespace {
// The name's bounds centred under its marker, the halo included.
QRectF markerNameUnder(const Marker &marker, double nameScale)
{
    const double height = kMarkerNameCm * nameScale;
    const double halo = height * 0.35;
    return labelPath(marker.name, marker.position + QPointF(0, markerNameBelow(nameScale)), height,
                     false)
        .boundingRect()
        .adjusted(-halo, -halo, halo, halo);
}

// How far along a name under its marker is moved to stay on the table (none without one).
double markerNameShift(const QRectF &name, const QRectF &table)
{
    if (table.isEmpty() || name.width() >= table.width())
        return 0;
    if (name.left() < table.left())
        return table.left() - name.left();
    if (name.right() > table.right())
        return table.right() - name.right();
    return 0;
}
} // namespace

MarkerNameLook markerNameLook(const Marker &marker, double nameScale, const QRectF &table)
{
    if (marker.kind != MarkerKind::Objective || marker.name.isEmpty())
        return {nameScale, 0};
    return {nameScale, markerNameShift(markerNameUnder(marker, nameScale), table)};
}

QRectF markerNameBounds(const Marker &marker, const MarkerNameLook &look)
{
    if (marker.kind != MarkerKind::Objective || marker.name.isEmpty())
        return {};
    return markerNameUnder(marker, look.scale).translated(look.along, 0);
}

namespace {
// Where one name goes: the first of its places on or beside its feature that covers nothing
// in the way, else the one that covers least.
QPointF placeTerrainLabel(const TerrainFeature &f, double scale, const QList<QRectF> &inTheWay,
                          const QRectF &table)
{
    const QPointF anchor = terrainLabelAnchor(f);
    const QRectF atAnchor = terrainLabelBounds(f, anchor, scale);
    const QPainterPath ground = terrainGround(f);
    const double k = terrainLabelBesideCm(scale);
    QPointF best = anchor;
    double least = -1;
    for (const QPointF &at : labelCandidates(anchor, ground.boundingRect(), atAnchor.size(), k)) {
        const QRectF box = atAnchor.translated(at - anchor); // the same letters, moved
        const double over = labelOverlap(box, inTheWay, table);
        if (least >= 0 && over >= least)
            continue;
        if (at != anchor && !ground.intersects(box.adjusted(-k, -k, k, k)))
            continue; // too far to be read as its name
        least = over;
        best = at;
        if (over <= 0)
            break;
    }
    return best;
}
} // namespace

QHash<QString, QPointF> terrainLabelCentres(const Scenario &scenario, double scale)
{
    QList<QRectF> inTheWay = inTheWayOfNames(scenario, scale);
    const QRectF table = scenario.table.rect();
    QHash<QString, QPointF> centres;
    for (const TerrainFeature &f : scenario.terrain) {
        if (f.name.isEmpty())
            continue;
        const QPointF at = placeTerrainLabel(f, scale, inTheWay, table);
        centres.insert(f.id, at);
        inTheWay << terrainLabelBounds(f, at, scale);
    }
    return centres;
}

QRectF terrainPaintBounds(const TerrainFeature &f)
{
    // The widest stroke or label halo reaches a little beyond the outline.
    const double margin = std::max(2.0, f.widthCm);
    return f.boundingRect().adjusted(-margin, -margin, margin, margin);
}

void paintPatrolRoute(QPainter &painter, const QList<QPointF> &route, const QColor &colour)
{
    if (route.size() < 2)
        return;
    constexpr double kLine = 0.25;
    constexpr double kChevron = 1.0;
    painter.save();
    QColor line = colour;
    line.setAlphaF(0.8);
    painter.setPen(QPen(line, kLine, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    // A tiled print's sheet draws the legs that cross it, not the whole route under a clip.
    const ShownPart shown(painter);
    const auto legShown = [&](int i) {
        return shown.holds(QRectF(route[i], route[i + 1]).normalized());
    };
    for (int i = 0; i + 1 < route.size();) {
        int end = i;
        while (end + 1 < route.size() && legShown(end))
            ++end;
        if (end > i)
            painter.drawPolyline(QPolygonF(route.mid(i, end - i + 1)));
        i = end > i ? end : i + 1;
    }
    painter.setPen(QPen(line, kLine, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawEllipse(route.first(), kChevron * 0.7, kChevron * 0.7);
    for (int i = 0; i + 1 < route.size(); ++i) {
        const QLineF leg(route[i], route[i + 1]);
        if (leg.length() < 3 * kChevron || !legShown(i))
            continue;
        const QPointF dir = (leg.p2() - leg.p1()) / leg.length();
        const QPointF side(-dir.y(), dir.x());
        const QPointF tip = leg.pointAt(0.5) + dir * kChevron / 2;
        painter.drawPolyline(QPolygonF{tip - dir * kChevron + side * kChevron * 0.7, tip,
                                       tip - dir * kChevron - side * kChevron * 0.7});
    }
    painter.restore();
}

QRectF patrolRouteBounds(const QList<QPointF> &route)
{
    return QPolygonF(route).boundingRect().adjusted(-1.5, -1.5, 1.5, 1.5);
}

QList<const Group *> patrollingGroups(const Scenario &scenario)
{
    QList<const Group *> groups;
    for (const Group &g : scenario.groups)
        if (g.order.kind == OrderKind::Patrol && g.order.route.size() >= 2)
            groups << &g;
    return groups;
}

void paintMarker(QPainter &painter, const Marker &marker, const MarkerNameLook &look)
{
    constexpr double kHalf = kMarkerHalf;
    const QRectF box(-kHalf, -kHalf, 2 * kHalf, 2 * kHalf);
    painter.save();
    switch (marker.kind) {
    case MarkerKind::Hidden:
    case MarkerKind::Dummy:
        painter.setPen(QPen(QColor(0xee, 0xe8, 0xd0), 0.2,
                            marker.kind == MarkerKind::Dummy ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(QColor(0x3a, 0x36, 0x30));
        painter.drawRoundedRect(box, 0.3, 0.3);
        paintLabel(painter, QStringLiteral("?"), QPointF(0, 0), 1.6, QColor(0xee, 0xe8, 0xd0),
                   Halo::None, true);
        break;
    case MarkerKind::Objective: {
        QPolygonF diamond;
        diamond << QPointF(0, -kHalf * 1.2) << QPointF(kHalf * 1.2, 0) << QPointF(0, kHalf * 1.2)
                << QPointF(-kHalf * 1.2, 0);
        painter.setPen(QPen(QColor(0x5a, 0x40, 0x00), 0.25));
        painter.setBrush(QColor(0xf2, 0xc2, 0x30));
        painter.drawPolygon(diamond);
        paintLabel(painter, marker.name, QPointF(look.along, markerNameBelow(look.scale)),
                   kMarkerNameCm * look.scale, QColor(0x5a, 0x40, 0x00));
        break;
    }
    }
    painter.restore();
}

QRectF markerPaintBounds(const Marker &marker, const MarkerNameLook &look)
{
    // The token, and an objective's name hanging below it.
    return QRectF(-2.5, -2.5, 5, 5)
        .united(markerNameBounds(marker, look).translated(-marker.position));
}

QColor bandColour(const QString &band)
{
    if (band == QLatin1String("short"))
        return QColor(0x1b, 0x7a, 0x2e);
    if (band == QLatin1String("medium"))
        return QColor(0xc7, 0x6a, 0x02);
    return QColor(0xa0, 0x1c, 0x1c);
}

namespace {
enum class LabelAt { Top, Bottom };

// A ring's pen. Where it is at most a pixel and a half wide on the device it is drawn as a
// hairline with its dashes kept as long: Qt strokes hairlines directly, where a wider pen's
// dashes are each outlined and filled, which made a long range band the dearest part of a
// selected figure's overlay.
QPen ringPen(const QPainter &painter, const QColor &colour, double width, Qt::PenStyle style)
{
    QPen pen(colour, width, style, Qt::FlatCap);
    const double devicePixels = width * std::sqrt(std::abs(painter.worldTransform().determinant()));
    if (devicePixels > 1.5 || painter.paintEngine()->type() != QPaintEngine::Raster)
        return pen;
    const QList<qreal> dashes = pen.dashPattern(); // in pen widths
    pen.setCosmetic(true);
    pen.setWidthF(1);
    if (style != Qt::SolidLine && style != Qt::NoPen) {
        QList<qreal> scaled;
        for (qreal d : dashes)
            scaled << d * std::max(devicePixels, 1.0);
        pen.setDashPattern(scaled);
    }
    return pen;
}

void paintRing(QPainter &painter, const QPointF &centre, double radius, const QColor &colour,
               Qt::PenStyle style, double width, const QString &label, LabelAt at = LabelAt::Top)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(ringPen(painter, colour, width, style));
    painter.drawEllipse(centre, radius, radius);
    const double offset = (radius + 1.0) * (at == LabelAt::Top ? -1 : 1);
    paintLabel(painter, label, centre + QPointF(0, offset), 0.9, colour.darker(120));
}

// The move, labelled below: a move and a command distance are often the same 25 cm. Once
// part of it is spent, the whole move is a faint dotted ring and what is left the full one.
bool moveSpent(const FigureReach &reach)
{
    return reach.moveLeftCm >= 0 && reach.moveLeftCm < reach.moveCm - 0.05;
}

void paintMoveRing(QPainter &painter, const QPointF &c, double r, const FigureReach &reach,
                   const QString &label)
{
    const QColor colour(0x1f, 0x4e, 0x9c);
    if (reach.moveCm <= 0)
        return;
    if (!moveSpent(reach)) {
        paintRing(painter, c, reach.moveCm, colour, Qt::SolidLine, 0.15, label, LabelAt::Bottom);
        return;
    }
    QColor faint = colour;
    faint.setAlpha(110);
    paintRing(painter, c, reach.moveCm, faint, Qt::DotLine, 0.12, QString(), LabelAt::Bottom);
    // Nothing left: the word sits under his base.
    paintRing(painter, c, std::max(reach.moveLeftCm, r + 0.5), colour,
              reach.moveLeftCm > 0 ? Qt::SolidLine : Qt::NoPen, 0.15, label, LabelAt::Bottom);
}
} // namespace

ReachLabels reachLabels(const FigureReach &reach, LengthUnit unit)
{
    ReachLabels labels;
    for (const auto &[band, cm] : reach.rangeBands)
        labels.bands
            << QCoreApplication::translate("Overlay", "%1 %2").arg(band, lengthLabel(cm, unit));
    if (reach.commandCm > 0)
        labels.command = QCoreApplication::translate("Overlay", "command %1")
                             .arg(lengthLabel(reach.commandCm, unit));
    if (reach.moveCm > 0)
        labels.move =
            moveSpent(reach)
                ? QCoreApplication::translate("Overlay", "move left %1 of %2")
                      .arg(lengthNumber(reach.moveLeftCm, unit), lengthLabel(reach.moveCm, unit))
                : QCoreApplication::translate("Overlay", "move %1")
                      .arg(lengthLabel(reach.moveCm, unit));
    return labels;
}

void paintReach(QPainter &painter, const Figure &figure, const FigureReach &reach, LengthUnit unit)
{
    painter.save();
    const QPointF c = figure.position;
    const double r = figure.radius();
    // A pale halo round the selected figure's own base.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0xff, 0xe0, 0x66), 0.6));
    painter.drawEllipse(c, r + 0.5, r + 0.5);
    const ReachLabels labels = reachLabels(reach, unit);
    for (int i = 0; i < reach.rangeBands.size(); ++i) {
        const auto &[band, cm] = reach.rangeBands[i];
        paintRing(painter, c, r + cm, bandColour(band), Qt::DashLine, 0.25, labels.bands[i]);
    }
    if (reach.commandCm > 0)
        paintRing(painter, c, r + reach.commandCm, QColor(0x6a, 0x1b, 0x9a), Qt::DotLine, 0.3,
                  labels.command);
    paintMoveRing(painter, c, r, reach, labels.move);
    painter.restore();
}

namespace {
// A seen enemy's ring lies this far beyond his base, and is this wide.
constexpr double kSeenRingGap = 0.5;
constexpr double kSeenRingPen = 0.45;
} // namespace

void paintSeenEnemies(QPainter &painter, const QList<SeenEnemy> &seen)
{
    painter.save();
    painter.setBrush(Qt::NoBrush);
    for (const SeenEnemy &e : seen) {
        painter.setPen(QPen(bandColour(e.band), kSeenRingPen));
        painter.drawEllipse(e.centre, e.radius + kSeenRingGap, e.radius + kSeenRingGap);
    }
    painter.restore();
}

QRectF seenEnemiesBounds(const QList<SeenEnemy> &seen)
{
    QRectF bounds;
    for (const SeenEnemy &e : seen) {
        const double r = e.radius + kSeenRingGap + kSeenRingPen;
        bounds |= QRectF(e.centre - QPointF(r, r), QSizeF(2 * r, 2 * r));
    }
    return bounds;
}

QRectF reachPaintBounds(const Figure &figure, const FigureReach &reach)
{
    double widest = reach.moveCm;
    for (const auto &band : reach.rangeBands)
        widest = std::max(widest, band.second);
    widest = std::max(widest, reach.commandCm) + figure.radius() + 3; // the labels above
    return {figure.position - QPointF(widest, widest), QSizeF(2 * widest, 2 * widest)};
}

void paintCommandLines(QPainter &painter, const QList<QLineF> &chain, const QList<QLineF> &orders)
{
    const QColor command(0x6a, 0x1b, 0x9a); // the command distance's colour
    painter.save();
    painter.setPen(QPen(command, 0.45, Qt::SolidLine, Qt::RoundCap));
    painter.drawLines(chain);
    painter.setPen(QPen(command, 0.3, Qt::DotLine, Qt::RoundCap));
    painter.drawLines(orders);
    painter.setPen(Qt::NoPen);
    painter.setBrush(command);
    for (const QLineF &line : orders)
        painter.drawEllipse(line.p2(), 0.6, 0.6);
    painter.restore();
}

void paintScenario(QPainter &painter, const Scenario &scenario,
                   const std::function<void(QPainter &)> &overTerrain)
{
    painter.setRenderHint(QPainter::Antialiasing);
    // Bound once for the picture: a scenario painted is one read from a file or made in the
    // program, whose rule set this build knows.
    const Ruleset *rules = findRuleset(scenario.ruleset);
    const ShownPart shown(painter);
    paintTableSurface(painter, scenario.table);
    painter.save();
    // Within any clip the caller set (a tiled print's sheet shows only its part).
    painter.setClipRect(scenario.table.rect(), Qt::IntersectClip);
    paintBackdrop(painter, scenario.backdrop);
    for (const Side &side : scenario.sides)
        paintDeployment(painter, side, sideColour(scenario, side.id));
    for (Layer layer : {GroundTerrainLayer, CoverTerrainLayer, BarrierTerrainLayer}) {
        for (const TerrainFeature &f : scenario.terrain) {
            if (terrainLayer(f.kind) == layer && shown.holds(terrainPaintBounds(f)))
                paintTerrain(painter, f);
        }
    }
    if (overTerrain)
        overTerrain(painter);
    const QHash<QString, QPointF> labels = terrainLabelCentres(scenario);
    for (const TerrainFeature &f : scenario.terrain)
        if (const QPointF at = labels.value(f.id); shown.holds(terrainLabelBounds(f, at)))
            paintTerrainLabel(painter, f, at);
    painter.restore();
    paintBoard(painter, scenario.board, rules ? rules->board() : nullptr);
    for (const Group *g : patrollingGroups(scenario))
        paintPatrolRoute(painter, g->order.route, sideColour(scenario, g->side));
    for (const Marker &m : scenario.markers) {
        const MarkerNameLook look = markerNameLook(m, 1, scenario.table.rect());
        if (!shown.holds(markerPaintBounds(m, look).translated(m.position)))
            continue;
        painter.save();
        painter.translate(m.position);
        paintMarker(painter, m, look);
        painter.restore();
    }
    // Pieces sharing a board's space spread round it, as on screen.
    const QHash<QString, QPointF> apart =
        piecefan::offsets(scenario, [&](const Figure &f) -> std::optional<double> {
            if (!f.onTable())
                return std::nullopt;
            return drawnRadius(f, rules ? pieceStyleOf(*rules, scenario, f) : PieceStyle{});
        });
    for (const Figure &f : scenario.figures) {
        const PieceStyle style = rules ? pieceStyleOf(*rules, scenario, f) : PieceStyle{};
        const QPointF at = f.position + apart.value(f.id);
        if (!shown.holds(figurePaintBounds(f, style).translated(at)))
            continue;
        painter.save();
        painter.translate(at);
        paintFigure(painter, f, sideColour(scenario, f.side), style);
        painter.restore();
    }
}

} // namespace ambuscade::render
