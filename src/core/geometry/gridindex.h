// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spatialindex.h"

#include <algorithm>

namespace ambuscade::geo {

// Uniform grids over the table: terrain edges, shapes and bases are filed under every cell
// they overlap, so a question about a segment or a point looks only at the cells it touches.
// Centres of bases sit in a coarser grid of their own, for "who is within 60 cm?".
class GridIndex final : public SpatialIndex
{
public:
    GridIndex(const std::vector<Shape> &shapes, const std::vector<Edge> &edges,
              const std::vector<Body> &bodies, const QRectF &area, double cellCm,
              double centreCellCm);

    void segmentHits(const QPointF &p, const QPointF &q, std::vector<EdgeHit> &out,
                     Edges which = Edges::All) const override;
    void shapesContaining(const QPointF &p, std::vector<int> &out) const override;
    void bodiesOnSegment(const QPointF &p, const QPointF &q, std::vector<int> &out) const override;
    int firstBodyOnSegment(const QPointF &p, const QPointF &q,
                           const ObstructionFilter &filter) const override;
    void bodiesNear(const QPointF &p, double radius, std::vector<int> &out) const override;
    void shapesNear(const QPointF &p, double radius, std::vector<int> &out) const override;
    void refileBodies() override;
    std::unique_ptr<SpatialIndex> copyFor(const std::vector<Shape> &shapes,
                                          const std::vector<Edge> &edges,
                                          const std::vector<Body> &bodies) const override;

private:
    // This index's cells as they are, read through other copies of its shapes and bodies.
    GridIndex(const GridIndex &other, const std::vector<Shape> &shapes,
              const std::vector<Body> &bodies);

    struct CellRange {
        int x0, y0, x1, y1;
    };
    // How one grid divides the area into square cells.
    struct Layout {
        QRectF area;
        double cell;
        double perCell; // 1 / cell: cell look-ups multiply rather than divide
        int columns;
        int rows;

        Layout(const QRectF &area, double cell);
        // Clamping before truncating gives floor's answer for every cell that exists,
        // without a call to floor (out of line on plain x86-64). Inline: every walk uses them.
        int column(double x) const
        {
            return int(std::clamp((x - area.left()) * perCell, 0.0, double(columns - 1)));
        }
        int row(double y) const
        {
            return int(std::clamp((y - area.top()) * perCell, 0.0, double(rows - 1)));
        }
        int cellAt(const QPointF &p) const { return row(p.y()) * columns + column(p.x()); }
        CellRange overlapping(const QRectF &rect) const;
        size_t cellCount() const { return size_t(columns) * size_t(rows); }
    };
    // Items filed per cell, stored contiguously: cell c owns items[start[c]] .. items[start[c+1]).
    template <typename T> struct Cells {
        std::vector<int> start;
        std::vector<T> items;
    };
    struct CellEdge {
        Edge edge;
        int id;
    };
    // A base as filed in a cell: what the segment test needs, next to its neighbours.
    struct CellBody {
        QPointF centre;
        double radiusSquared;
        int id;
    };

    template <typename T, typename RangeOf, typename Item>
    static Cells<T> fileUnder(const Layout &layout, int count, RangeOf rangeOf, Item item);
    // Calls visit(cell) for every cell of the layout that segment p→q passes through, in
    // order, until it returns false.
    template <typename Visit>
    static void walk(const Layout &layout, const QPointF &p, const QPointF &q, Visit visit);
    // Calls found(body) for each base segment p→q passes through, until it returns false.
    template <typename Found>
    void touchedBodies(const QPointF &p, const QPointF &q, Found found) const;

    const std::vector<Shape> &m_shapes;
    const std::vector<Body> &m_bodies;
    size_t m_edgeCount;
    Layout m_fine;   // edges, shapes and bases
    Layout m_coarse; // centres of bases
    Cells<CellEdge> m_edges;
    Cells<CellEdge> m_lineEdges; // the edges of open lines alone
    Cells<CellBody> m_bodiesByExtent;
    Cells<int> m_shapesByBounds;
    Cells<int> m_bodiesByCentre; // in the coarse grid
};

} // namespace ambuscade::geo
