// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QColor>
#include <QRectF>

class QPainter;

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
    MarkerLayer = 6,
    FigureLayer = 7,
};

Layer terrainLayer(TerrainKind kind);
QColor sideColour(const Scenario &scenario, const QString &sideId);

void paintTableSurface(QPainter &painter, const Table &table);
void paintDeployment(QPainter &painter, const Side &side, const QColor &colour);
void paintTerrain(QPainter &painter, const TerrainFeature &feature);
void paintTerrainLabel(QPainter &painter, const TerrainFeature &feature);
QRectF terrainPaintBounds(const TerrainFeature &feature);

// Figures and markers draw around their own centre (0, 0), so scene items can move them
// without repainting anything else.
void paintFigure(QPainter &painter, const Figure &figure, const QColor &colour);
QRectF figurePaintBounds(const Figure &figure);
void paintMarker(QPainter &painter, const Marker &marker);
QRectF markerPaintBounds(const Marker &marker);

// The whole table, layer by layer, as the screen shows it: terrain and deployment zones
// are clipped to the table's edge, figures and markers are not.
void paintScenario(QPainter &painter, const Scenario &scenario);

} // namespace ambuscade::render
