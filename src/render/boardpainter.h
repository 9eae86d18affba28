// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/boardrules.h"
#include "scenario/scenario.h"

#include <QRectF>

class QPainter;

// How a board looks: its grids of water, its paths and its spaces, each space as its rule
// set's look. Screen, exported pictures and print draw boards through these, in cm.
namespace ambuscade::render {

void paintGrid(QPainter &painter, const BoardGrid &grid);
// The faint lines from a grid's cells to the spaces they touch (a barge's bow at a landing).
void paintGridTouches(QPainter &painter, const BoardGrid &grid, const Board &board);
void paintPath(QPainter &painter, const QPointF &from, const QPointF &to, const PathKind &kind);
void paintSpace(QPainter &painter, const BoardSpace &space, const SpaceLook &look);
// How tall a space's caption's capitals are drawn inside it, cm (0: it has none).
double captionHeightCm(const BoardSpace &space, const SpaceLook &look);
// The symbol's extent, cm: its circle or its box, a dock's pier too.
QRectF spaceSymbolBounds(const BoardSpace &space, const SpaceLook &look);
QRectF spacePaintBounds(const BoardSpace &space, const SpaceLook &look);
// The ways across a board: its grids, what their cells touch, and its paths, which run
// between the spaces' centres (the spaces are drawn over them).
void paintBoardWays(QPainter &painter, const Board &board, const BoardRules *rules);
// The whole board, ways under spaces, as its rule set draws them.
void paintBoard(QPainter &painter, const Board &board, const BoardRules *rules);

} // namespace ambuscade::render
