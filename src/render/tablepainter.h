// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/tablerules.h"
#include "scenario/scenario.h"

#include <QColor>
#include <QHash>
#include <QRectF>
#include <functional>

class QPainter;
class QPainterPath;
class QSvgRenderer;

// How the tabletop looks. Every surface that shows a table (the screen's scene items,
// image and PDF export, printing) draws through these functions, so they cannot drift apart.
// All coordinates are centimetres.
namespace ambuscade::render {

// Drawing order of the table's layers; scene items use it as their z value.
enum Layer {
    SurfaceLayer = 0,
    DeploymentLayer = 1,
    GroundTerrainLayer = 2,  // hills, water, rough ground, roads
    CoverTerrainLayer = 3,   // woods, fortifications, buildings
    BarrierTerrainLayer = 4, // walls, fences, hedges
    TerrainLabelLayer = 5,
    RouteLayer = 5,   // patrol routes, over the terrain and its names' level
    BoardLayer = 5,   // a board's grids, paths and spaces, over its art
    OverlayLayer = 6, // what a selected figure reaches: under markers and figures
    MarkerLayer = 7,
    FigureLayer = 8,
};

Layer terrainLayer(TerrainKind kind);

// The order of a board's own items within BoardLayer, one place for it: the paths over its
// water, the spaces over the paths, a game's marks round spaces (the ends of the moves
// offered) over the spaces, and the spaces' names over those marks, all under the pieces.
namespace boardlayer {
constexpr double kPaths = BoardLayer + 0.25;
constexpr double kSpaces = BoardLayer + 0.5;
constexpr double kMarksOnSpaces = BoardLayer + 0.6;
constexpr double kSpaceNames = BoardLayer + 0.75;
} // namespace boardlayer

// Text is drawn as outlines, centred on a point, its capitals heightCm tall: glyph hinting at
// centimetre scale would distort it, and outlines look the same on screen, in SVG, in PDF
// and on paper. A pale halo keeps it readable over anything.
enum class Halo { Pale, None };
void paintLabel(QPainter &painter, const QString &text, const QPointF &centre, double heightCm,
                const QColor &ink, Halo halo = Halo::Pale, bool bold = false);
QColor sideColour(const Scenario &scenario, const QString &sideId);

// The renderer of an SVG icon (a troop type, a sentry), made on first use and kept; null for
// none or one that does not load, which is drawn as nothing.
QSvgRenderer *svgIcon(const QString &path);

void paintTableSurface(QPainter &painter, const Table &table);
void paintDeployment(QPainter &painter, const Side &side, const QColor &colour);
void paintTerrain(QPainter &painter, const TerrainFeature &feature);
// A terrain feature's name, its letters this tall on the table (times `scale` where the
// screen enlarges them to stay readable from afar).
constexpr double kTerrainLabelCm = 1.0;
// The ground a feature covers: its area, or its line as wide as it is drawn.
QPainterPath terrainGround(const TerrainFeature &feature);
// How far a name may stand from its feature and still be read as its: one letter's height
// between the name's halo and the feature's ground (so, on screen, the same few pixels at any
// zoom, however much it enlarges the letters).
constexpr double terrainLabelBesideCm(double scale = 1)
{
    return kTerrainLabelCm * scale;
}
// Where each named feature's name stands (by feature id): at its own place (inside an area,
// beside a line) when that is clear, else at the nearest place on or beside the feature
// (terrainLabelBesideCm) that covers no objective marker or its name, no figure where it
// stands now, and no name placed before it, or covers least of them; always on the table as
// far as it can. The screen and the exported or printed map ask the same, so that they agree.
QHash<QString, QPointF> terrainLabelCentres(const Scenario &scenario, double scale = 1);
void paintTerrainLabel(QPainter &painter, const TerrainFeature &feature, const QPointF &centre,
                       double scale = 1);
// Empty for a nameless feature; the halo included.
QRectF terrainLabelBounds(const TerrainFeature &feature, const QPointF &centre, double scale = 1);
// An objective marker's name under its diamond (paintMarker's), in table coordinates; empty
// for another marker, drawn as `look` says.
struct MarkerNameLook {
    double scale = 1; // on a screen, enlarged as terrain names are (the scene's label scale)
    double along = 0; // moved along to stay on the table, cm
};
// Worked out once for a marker and a zoom (its outline is not made again at every paint): a
// name that would cross the table's edge is moved along inside it (a race's goal may stand at
// the very edge); none is without a table.
MarkerNameLook markerNameLook(const Marker &marker, double nameScale = 1, const QRectF &table = {});
QRectF markerNameBounds(const Marker &marker, const MarkerNameLook &look = {});
QRectF terrainPaintBounds(const TerrainFeature &feature);

// Figures and markers draw around their own centre (0, 0), so scene items can move them
// without repainting anything else. A figure is its base in the side's colour with a facing
// notch, and the rule set's style: an icon, a badge, a red dot when hurt, a pennant, maybe a
// colour of its own for the base and a larger size.
void paintFigure(QPainter &painter, const Figure &figure, const QColor &colour,
                 const PieceStyle &style);
// The radius the base is drawn at, its style's scale applied.
double drawnRadius(const Figure &figure, const PieceStyle &style);
QRectF figurePaintBounds(const Figure &figure, const PieceStyle &style);
// The style the rule set gives a figure of the scenario; none when it has no table.
PieceStyle pieceStyleOf(const Ruleset &rules, const Scenario &scenario, const Figure &figure);
// A rounded outline round the bases of a group's figures, in table coordinates.
void paintGroupOutline(QPainter &painter, const QList<const Figure *> &members,
                       const QColor &colour);
void paintMarker(QPainter &painter, const Marker &marker, const MarkerNameLook &look = {});
// A group's patrol route: a dashed line in its side's colour from its first point (a ring)
// with a chevron on each leg pointing the way it is walked first.
void paintPatrolRoute(QPainter &painter, const QList<QPointF> &route, const QColor &colour);
QRectF patrolRouteBounds(const QList<QPointF> &route);
// The groups that patrol a route (two points or more), in the scenario's order.
QList<const Group *> patrollingGroups(const Scenario &scenario);
// Around the marker's centre, its name (at that scale) included.
QRectF markerPaintBounds(const Marker &marker, const MarkerNameLook &look = {});

// An enemy the selected figure can see, and the band it stands in.
struct SeenEnemy {
    QPointF centre;
    double radius;
    QString band; // "short", "medium" or "long"
};
inline bool operator==(const SeenEnemy &a, const SeenEnemy &b)
{
    return a.centre == b.centre && a.radius == b.radius && a.band == b.band;
}

// Around a selected figure, in table coordinates: its weapon's range bands as labelled
// rings, a leader's command distance and its move (paintReach), and rings round the enemies
// it can see, coloured by band (paintSeenEnemies). Reaches are edge to edge, so each ring
// lies that far beyond its base. The labels give lengths in the unit shown.
struct ReachLabels {
    QStringList bands; // one per range band: "short 20 cm", "close 12 in"
    QString command;   // "command 6 in"; empty for none
    QString move;      // "move 11 in", or "move left 4 of 11 in" once part is spent
};
ReachLabels reachLabels(const FigureReach &reach, LengthUnit unit);
void paintReach(QPainter &painter, const Figure &figure, const FigureReach &reach, LengthUnit unit);
QRectF reachPaintBounds(const Figure &figure, const FigureReach &reach);
void paintSeenEnemies(QPainter &painter, const QList<SeenEnemy> &seen);
QRectF seenEnemiesBounds(const QList<SeenEnemy> &seen);
// A commander's word on the table: solid lines along his chain of NCOs and musicians, dotted
// ones to the groups he commands.
void paintCommandLines(QPainter &painter, const QList<QLineF> &chain, const QList<QLineF> &orders);
QColor bandColour(const QString &band);

// The whole table, layer by layer, as the screen shows it: terrain and deployment zones
// are clipped to the table's edge, figures and markers are not. An overlay, when given, is
// painted where the screen puts the balance heat map: over the terrain, clipped with it,
// under the terrain's names, the markers and the figures.
void paintScenario(QPainter &painter, const Scenario &scenario,
                   const std::function<void(QPainter &)> &overTerrain = {});

} // namespace ambuscade::render
