// SPDX-License-Identifier: GPL-3.0-or-later
#include "gridindex.h"

#include "vector2.h"

#include <algorithm>
#include <functional>

namespace ambuscade::geo {

namespace {
void sortUnique(std::vector<int> &v, size_t from)
{
    std::sort(v.begin() + from, v.end());
    v.erase(std::unique(v.begin() + from, v.end()), v.end());
}

// Marks which items one query has already looked at, so an item filed under several cells
// along a segment is tested once. One per thread; a fresh stamp per query clears it in O(1).
class VisitMarks
{
public:
    void startQuery(size_t items)
    {
        if (m_marks.size() < items)
            m_marks.resize(items, 0);
        if (++m_stamp == 0) { // wrapped after four billion queries: clear for real
            std::fill(m_marks.begin(), m_marks.end(), 0);
            m_stamp = 1;
        }
    }
    bool firstVisit(int item)
    {
        if (m_marks[item] == m_stamp)
            return false;
        m_marks[item] = m_stamp;
        return true;
    }

private:
    std::vector<quint32> m_marks;
    quint32 m_stamp = 0;
};

thread_local VisitMarks edgeMarks;
thread_local VisitMarks bodyMarks;
} // namespace

GridIndex::GridIndex(const std::vector<Shape> &shapes, const std::vector<Edge> &edges,
                     const std::vector<Body> &bodies, const QRectF &area, double cellCm)
    : m_shapes(shapes), m_bodies(bodies), m_edgeCount(edges.size()), m_area(area), m_cell(cellCm),
      m_columns(std::max(1, int(std::ceil(area.width() / cellCm)))),
      m_rows(std::max(1, int(std::ceil(area.height() / cellCm))))
{
    const auto edgeBox = [&](int i) { return QRectF(edges[i].a, edges[i].b).normalized(); };
    m_edges = fileUnder<CellEdge>(int(edges.size()), edgeBox, [&](int i) {
        return CellEdge{edges[i], i};
    });
    std::vector<int> lineEdges;
    for (int i = 0; i < int(edges.size()); ++i)
        if (!shapes[edges[i].shape].area)
            lineEdges.push_back(i);
    m_lineEdges = fileUnder<CellEdge>(
        int(lineEdges.size()), [&](int k) { return edgeBox(lineEdges[k]); },
        [&](int k) {
            return CellEdge{edges[lineEdges[k]], lineEdges[k]};
        });

    const auto bodyBox = [&](int i) {
        const Body &b = bodies[i];
        return QRectF(b.centre - QPointF(b.radius, b.radius), QSizeF(2 * b.radius, 2 * b.radius));
    };
    m_bodiesByExtent = fileUnder<int>(int(bodies.size()), bodyBox, [](int i) { return i; });
    m_bodiesByCentre = fileUnder<int>(
        int(bodies.size()), [&](int i) { return QRectF(bodies[i].centre, QSizeF(0, 0)); },
        [](int i) { return i; });
    m_shapesByBounds = fileUnder<int>(
        int(shapes.size()), [&](int i) { return shapes[i].bounds; }, [](int i) { return i; });
}

int GridIndex::column(double x) const
{
    return std::clamp(int(std::floor((x - m_area.left()) / m_cell)), 0, m_columns - 1);
}

int GridIndex::row(double y) const
{
    return std::clamp(int(std::floor((y - m_area.top()) / m_cell)), 0, m_rows - 1);
}

GridIndex::CellRange GridIndex::cellsOverlapping(const QRectF &rect) const
{
    return {column(rect.left()), row(rect.top()), column(rect.right()), row(rect.bottom())};
}

template <typename T, typename RangeOf>
GridIndex::Cells<T> GridIndex::fileUnder(int count, RangeOf rangeOf,
                                         const std::function<T(int)> &item) const
{
    Cells<T> cells;
    const size_t cellCount = size_t(m_columns) * m_rows;
    std::vector<int> counts(cellCount + 1, 0);
    std::vector<CellRange> ranges(count);
    for (int i = 0; i < count; ++i) {
        ranges[i] = cellsOverlapping(rangeOf(i));
        for (int y = ranges[i].y0; y <= ranges[i].y1; ++y)
            for (int x = ranges[i].x0; x <= ranges[i].x1; ++x)
                ++counts[y * m_columns + x + 1];
    }
    for (size_t c = 0; c < cellCount; ++c)
        counts[c + 1] += counts[c];
    cells.start = counts;
    cells.items.resize(counts.back());
    for (int i = 0; i < count; ++i) {
        for (int y = ranges[i].y0; y <= ranges[i].y1; ++y)
            for (int x = ranges[i].x0; x <= ranges[i].x1; ++x)
                cells.items[counts[y * m_columns + x]++] = item(i);
    }
    return cells;
}

template <typename Visit>
void GridIndex::walk(const QPointF &p, const QPointF &q, Visit visit) const
{
    // Clip the segment to the grid (Liang–Barsky); points past the table edge fall in the
    // border cells, where everything near the edge is filed.
    const QPointF d = q - p;
    double t0 = 0, t1 = 1;
    const auto clip = [&](double denominator, double numerator) {
        if (denominator == 0)
            return numerator >= 0;
        const double t = numerator / denominator;
        if (denominator < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        return t0 <= t1;
    };
    const QRectF a = m_area;
    if (!(clip(-d.x(), p.x() - a.left()) && clip(d.x(), a.right() - p.x()) &&
          clip(-d.y(), p.y() - a.top()) && clip(d.y(), a.bottom() - p.y()))) {
        // Wholly outside: the nearest border cells still hold what overhangs the edge.
        const CellRange r = cellsOverlapping(QRectF(p, q).normalized());
        for (int y = r.y0; y <= r.y1; ++y)
            for (int x = r.x0; x <= r.x1; ++x)
                if (!visit(y * m_columns + x))
                    return;
        return;
    }
    const QPointF start = p + d * t0, end = p + d * t1;
    int x = column(start.x()), y = row(start.y());
    const int lastX = column(end.x()), lastY = row(end.y());
    const int stepX = d.x() > 0 ? 1 : -1, stepY = d.y() > 0 ? 1 : -1;
    const double inf = std::numeric_limits<double>::infinity();
    const double deltaX = d.x() != 0 ? m_cell / std::abs(d.x()) : inf;
    const double deltaY = d.y() != 0 ? m_cell / std::abs(d.y()) : inf;
    const double nextX = m_area.left() + (x + (stepX > 0 ? 1 : 0)) * m_cell;
    const double nextY = m_area.top() + (y + (stepY > 0 ? 1 : 0)) * m_cell;
    double maxX = d.x() != 0 ? (nextX - p.x()) / d.x() : inf;
    double maxY = d.y() != 0 ? (nextY - p.y()) / d.y() : inf;
    // A fixed number of steps: rounding can never run the walk off the end.
    for (int steps = std::abs(lastX - x) + std::abs(lastY - y);; --steps) {
        if (!visit(y * m_columns + x) || steps <= 0)
            break;
        if ((maxX < maxY && x != lastX) || y == lastY) {
            x += stepX;
            maxX += deltaX;
        } else {
            y += stepY;
            maxY += deltaY;
        }
    }
}

void GridIndex::segmentHits(const QPointF &p, const QPointF &q, std::vector<EdgeHit> &out,
                            Edges which) const
{
    const Cells<CellEdge> &cells = which == Edges::All ? m_edges : m_lineEdges;
    edgeMarks.startQuery(m_edgeCount);
    walk(p, q, [&](int cell) {
        for (int i = cells.start[cell], end = cells.start[cell + 1]; i < end; ++i) {
            const CellEdge &e = cells.items[i];
            if (!edgeMarks.firstVisit(e.id))
                continue;
            const double t = crossingParameter(p, q, e.edge.a, e.edge.b);
            if (t >= 0)
                out.push_back({e.edge.shape, t});
        }
        return true;
    });
}

void GridIndex::shapesContaining(const QPointF &p, std::vector<int> &out) const
{
    // Only areas whose bounds hold the point can contain it; each of those is asked exactly
    // as the oracle asks it, so points on an outline get the same answer from both.
    const size_t from = out.size();
    const int cell = row(p.y()) * m_columns + column(p.x());
    for (int i = m_shapesByBounds.start[cell], end = m_shapesByBounds.start[cell + 1]; i < end;
         ++i) {
        const Shape &shape = m_shapes[m_shapesByBounds.items[i]];
        if (shape.area && distanceToRect(p, shape.bounds) == 0 && ringsContain(shape.rings, p))
            out.push_back(m_shapesByBounds.items[i]);
    }
    std::sort(out.begin() + from, out.end());
}

void GridIndex::bodiesOnSegment(const QPointF &p, const QPointF &q, std::vector<int> &out) const
{
    const size_t from = out.size();
    bodyMarks.startQuery(m_bodies.size());
    walk(p, q, [&](int cell) {
        for (int i = m_bodiesByExtent.start[cell], end = m_bodiesByExtent.start[cell + 1]; i < end;
             ++i) {
            const int b = m_bodiesByExtent.items[i];
            if (bodyMarks.firstVisit(b) && segmentTouchesBody(p, q, m_bodies[b]))
                out.push_back(b);
        }
        return true;
    });
    std::sort(out.begin() + from, out.end());
}

int GridIndex::firstBodyOnSegment(const QPointF &p, const QPointF &q,
                                  const std::function<bool(int)> &counts) const
{
    int found = -1;
    bodyMarks.startQuery(m_bodies.size());
    walk(p, q, [&](int cell) {
        for (int i = m_bodiesByExtent.start[cell], end = m_bodiesByExtent.start[cell + 1]; i < end;
             ++i) {
            const int b = m_bodiesByExtent.items[i];
            if (bodyMarks.firstVisit(b) && segmentTouchesBody(p, q, m_bodies[b]) && counts(b)) {
                found = b;
                return false;
            }
        }
        return true;
    });
    return found;
}

void GridIndex::bodiesNear(const QPointF &p, double radius, std::vector<int> &out) const
{
    const CellRange r =
        cellsOverlapping(QRectF(p - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)));
    const double limit = radius * radius;
    for (int y = r.y0; y <= r.y1; ++y) {
        for (int x = r.x0; x <= r.x1; ++x) {
            const int cell = y * m_columns + x;
            for (int i = m_bodiesByCentre.start[cell], end = m_bodiesByCentre.start[cell + 1];
                 i < end; ++i) {
                const int b = m_bodiesByCentre.items[i];
                const QPointF d = m_bodies[b].centre - p;
                if (dot(d, d) <= limit)
                    out.push_back(b);
            }
        }
    }
}

void GridIndex::shapesNear(const QPointF &p, double radius, std::vector<int> &out) const
{
    const size_t from = out.size();
    const CellRange r =
        cellsOverlapping(QRectF(p - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)));
    for (int y = r.y0; y <= r.y1; ++y) {
        for (int x = r.x0; x <= r.x1; ++x) {
            const int cell = y * m_columns + x;
            for (int i = m_shapesByBounds.start[cell], end = m_shapesByBounds.start[cell + 1];
                 i < end; ++i) {
                const int s = m_shapesByBounds.items[i];
                if (distanceToRect(p, m_shapes[s].bounds) <= radius)
                    out.push_back(s);
            }
        }
    }
    sortUnique(out, from);
}

} // namespace ambuscade::geo
