// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/board.h"
#include "surface.h"

#include <QHash>
#include <QSet>

namespace ambuscade {

// A board of spaces joined by paths, with grids of cells: a piece stands on a space or a
// cell, never between them.
class BoardSurface final : public Surface
{
public:
    BoardSurface(const Board &board, const QRectF &bounds) : m_board(board), m_bounds(bounds) {}
    SurfaceKind kind() const override { return SurfaceKind::Board; }
    QRectF bounds() const override { return m_bounds; }
    // The centre of the nearest space or grid cell; p itself on a board with neither.
    QPointF placeFor(const QPointF &p) const override;

private:
    Board m_board;
    QRectF m_bounds;
};

// The fewest steps along paths from one space to each other, by breadth-first search over
// the paths whose kind is allowed (all of them when `kinds` is empty). A space not reached
// is absent.
QHash<QString, int> stepsFrom(const Board &board, const QString &from,
                              const QSet<QString> &kinds = {});

} // namespace ambuscade
