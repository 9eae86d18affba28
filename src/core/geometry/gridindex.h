// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "spatialindex.h"

namespace ambuscade::geo {

// Uniform grids over the table: terrain edges, shapes and bodies are filed under every cell
// they overlap, so a question about a segment or a point looks only at the cells it touches.
class GridIndex final : public SpatialIndex
{
public:
    GridIndex(const std::vector<Shape> &shapes, const std::vector<Edge> &edges,
              const std::vector<Body> &bodies, const QRectF &area, double cellCm);

    void segmentHits(const QPointF &p, const QPointF &q, std::vector<EdgeHit> &out,
                     Edges which = Edges::All) const override;
    void shapesContaining(const QPointF &p, std::vector<int> &out) const override;
    void bodiesOnSegment(const QPointF &p, const QPointF &q, std::vector<int> &out) const override;
    int firstBodyOnSegment(const QPointF &p, const QPointF &q,
                           const std::function<bool(int)> &counts) const override;
    void bodiesNear(const QPointF &p, double radius, std::vector<int> &out) const override;
    void shapesNear(const QPointF &p, double radius, std::vector<int> &out) const override;

private:
    // Items filed per cell, stored contiguously: cell c owns items[start[c]] .. items[start[c+1]).
    template <typename T> struct Cells {
        std::vector<int> start;
        std::vector<T> items;
    };
    struct CellEdge {
        Edge edge;
        int id;
    };
    struct CellRange {
        int x0, y0, x1, y1;
    };

    CellRange cellsOverlapping(const QRectF &rect) const;
    int column(double x) const;
    int row(double y) const;
    template <typename T, typename RangeOf>
    Cells<T> fileUnder(int count, RangeOf rangeOf, const std::function<T(int)> &item) const;
    // Calls visit(cell) for every cell segment p→q passes through, in order, until it
    // returns false.
    template <typename Visit> void walk(const QPointF &p, const QPointF &q, Visit visit) const;

    const std::vector<Shape> &m_shapes;
    const std::vector<Body> &m_bodies;
    size_t m_edgeCount;
    QRectF m_area;
    double m_cell;
    int m_columns;
    int m_rows;
    Cells<CellEdge> m_edges;
    Cells<CellEdge> m_lineEdges; // the edges of open lines alone

    Cells<int> m_bodiesByExtent;
    Cells<int> m_bodiesByCentre;
    Cells<int> m_shapesByBounds;
};

} // namespace ambuscade::geo
