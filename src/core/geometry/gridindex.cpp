// SPDX-License-Identifier: GPL-3.0-or-later
#include "gridindex.h"

#include "vector2.h"

#include <algorithm>

namespace ambuscade::geo {

namespace {
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
thread_local VisitMarks shapeMarks;

QRectF boxAround(const QPointF &p, double radius)
{
    return {p - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)};
}
} // namespace

GridIndex::Layout::Layout(const QRectF &area, double cell)
    : area(area), cell(cell), perCell(1 / cell),
      columns(std::max(1, int(std::ceil(area.width() / cell)))),
      rows(std::max(1, int(std::ceil(area.height() / cell))))
{}

GridIndex::CellRange GridIndex::Layout::overlapping(const QRectF &rect) const
{
    return {column(rect.left()), row(rect.top()), column(rect.right()), row(rect.bottom())};
}

template <typename T, typename RangeOf, typename Item>
GridIndex::Cells<T> GridIndex::fileUnder(const Layout &layout, int count, RangeOf rangeOf,
                                         Item item)
{
    Cells<T> cells;
    std::vector<int> counts(layout.cellCount() + 1, 0);
    std::vector<CellRange> ranges(count);
    for (int i = 0; i < count; ++i) {
        ranges[i] = layout.overlapping(rangeOf(i));
        for (int y = ranges[i].y0; y <= ranges[i].y1; ++y)
            for (int x = ranges[i].x0; x <= ranges[i].x1; ++x)
                ++counts[y * layout.columns + x + 1];
    }
    for (size_t c = 0; c < layout.cellCount(); ++c)
        counts[c + 1] += counts[c];
    cells.start = counts;
    cells.items.resize(counts.back());
    for (int i = 0; i < count; ++i) {
        for (int y = ranges[i].y0; y <= ranges[i].y1; ++y)
            for (int x = ranges[i].x0; x <= ranges[i].x1; ++x)
                cells.items[counts[y * layout.columns + x]++] = item(i);
    }
    return cells;
}

GridIndex::GridIndex(const std::vector<Shape> &shapes, const std::vector<Edge> &edges,
                     const std::vector<Body> &bodies, const QRectF &area, double cellCm,
                     double centreCellCm)
    : m_shapes(shapes), m_bodies(bodies), m_edgeCount(edges.size()), m_fine(area, cellCm),
      m_coarse(area, centreCellCm)
{
    const auto edgeBox = [&](int i) { return QRectF(edges[i].a, edges[i].b).normalized(); };
    m_edges = fileUnder<CellEdge>(m_fine, int(edges.size()), edgeBox, [&](int i) {
        return CellEdge{edges[i], i};
    });
    std::vector<int> lineEdges;
    for (int i = 0; i < int(edges.size()); ++i)
        if (!shapes[edges[i].shape].area)
            lineEdges.push_back(i);
    m_lineEdges = fileUnder<CellEdge>(
        m_fine, int(lineEdges.size()), [&](int k) { return edgeBox(lineEdges[k]); },
        [&](int k) {
            return CellEdge{edges[lineEdges[k]], lineEdges[k]};
        });
    m_shapesByBounds = fileUnder<int>(
        m_fine, int(shapes.size()), [&](int i) { return shapes[i].bounds; },
        [](int i) { return i; });
    refileBodies();
}

GridIndex::GridIndex(const GridIndex &other, const std::vector<Shape> &shapes,
                     const std::vector<Body> &bodies)
    : m_shapes(shapes), m_bodies(bodies), m_edgeCount(other.m_edgeCount), m_fine(other.m_fine),
      m_coarse(other.m_coarse), m_edges(other.m_edges), m_lineEdges(other.m_lineEdges),
      m_bodiesByExtent(other.m_bodiesByExtent), m_shapesByBounds(other.m_shapesByBounds),
      m_bodiesByCentre(other.m_bodiesByCentre)
{}

std::unique_ptr<SpatialIndex> GridIndex::copyFor(const std::vector<Shape> &shapes,
                                                 const std::vector<Edge> &,
                                                 const std::vector<Body> &bodies) const
{
    return std::unique_ptr<SpatialIndex>(new GridIndex(*this, shapes, bodies));
}

void GridIndex::refileBodies()
{
    const std::vector<Body> &bodies = m_bodies;
    m_bodiesByExtent = fileUnder<CellBody>(
        m_fine, int(bodies.size()), [&](int i) { return bodies[i].bounds(); },
        [&](int i) {
            return CellBody{bodies[i].centre, bodies[i].radius * bodies[i].radius, i};
        });
    m_bodiesByCentre = fileUnder<int>(
        m_coarse, int(bodies.size()), [&](int i) { return QRectF(bodies[i].centre, QSizeF(0, 0)); },
        [](int i) { return i; });
}

template <typename Visit>
void GridIndex::walk(const Layout &layout, const QPointF &p, const QPointF &q, Visit visit)
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
    const QRectF &a = layout.area;
    const auto inside = [&](const QPointF &x) {
        return x.x() >= a.left() && x.x() <= a.right() && x.y() >= a.top() && x.y() <= a.bottom();
    };
    // Both ends on the grid, as nearly always: nothing to clip.
    if (!(inside(p) && inside(q))) {
        if (!(clip(-d.x(), p.x() - a.left()) && clip(d.x(), a.right() - p.x()) &&
              clip(-d.y(), p.y() - a.top()) && clip(d.y(), a.bottom() - p.y()))) {
            // Wholly outside: the nearest border cells still hold what overhangs the edge.
            const CellRange r = layout.overlapping(QRectF(p, q).normalized());
            for (int y = r.y0; y <= r.y1; ++y)
                for (int x = r.x0; x <= r.x1; ++x)
                    if (!visit(y * layout.columns + x))
                        return;
            return;
        }
    }
    const QPointF start = p + d * t0, end = p + d * t1;
    int x = layout.column(start.x()), y = layout.row(start.y());
    const int lastX = layout.column(end.x()), lastY = layout.row(end.y());
    const int stepX = d.x() > 0 ? 1 : -1, stepY = d.y() > 0 ? 1 : -1;
    const double inf = std::numeric_limits<double>::infinity();
    const double cell = layout.cell;
    const double perX = 1 / d.x(), perY = 1 / d.y(); // ±inf along an axis: never stepped
    const double deltaX = d.x() != 0 ? cell * std::abs(perX) : inf;
    const double deltaY = d.y() != 0 ? cell * std::abs(perY) : inf;
    const double nextX = a.left() + (x + (stepX > 0 ? 1 : 0)) * cell;
    const double nextY = a.top() + (y + (stepY > 0 ? 1 : 0)) * cell;
    double maxX = d.x() != 0 ? (nextX - p.x()) * perX : inf;
    double maxY = d.y() != 0 ? (nextY - p.y()) * perY : inf;
    // A fixed number of steps: rounding can never run the walk off the end.
    for (int steps = std::abs(lastX - x) + std::abs(lastY - y);; --steps) {
        if (!visit(y * layout.columns + x) || steps <= 0)
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
    // A short segment over empty cells (the stretch in front of a target, on most tables)
    // has nothing to cross: say so before setting up a walk.
    const CellRange box = m_fine.overlapping(QRectF(p, q).normalized());
    if ((box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1) <= 4) {
        bool empty = true;
        for (int y = box.y0; y <= box.y1 && empty; ++y)
            for (int x = box.x0; x <= box.x1 && empty; ++x)
                empty =
                    cells.start[y * m_fine.columns + x] == cells.start[y * m_fine.columns + x + 1];
        if (empty)
            return;
    }
    VisitMarks &marks = edgeMarks; // one look-up of the thread's marks, not one per edge
    marks.startQuery(m_edgeCount);
    walk(m_fine, p, q, [&](int cell) {
        for (int i = cells.start[cell], end = cells.start[cell + 1]; i < end; ++i) {
            const CellEdge &e = cells.items[i];
            if (!marks.firstVisit(e.id))
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
    const int cell = m_fine.cellAt(p);
    for (int i = m_shapesByBounds.start[cell], end = m_shapesByBounds.start[cell + 1]; i < end;
         ++i) {
        const Shape &shape = m_shapes[m_shapesByBounds.items[i]];
        if (shape.area && distanceToRect(p, shape.bounds) == 0 && ringsContain(shape.rings, p))
            out.push_back(m_shapesByBounds.items[i]);
    }
    std::sort(out.begin() + from, out.end());
}

template <typename Found>
void GridIndex::touchedBodies(const QPointF &p, const QPointF &q, Found found) const
{
    // The closest point of the segment to each centre, without a division per base; plain
    // doubles, as this is the innermost loop of every sight check.
    const double px = p.x(), py = p.y(), dx = q.x() - px, dy = q.y() - py;
    const double len2 = dx * dx + dy * dy;
    const double inverse = len2 > 0 ? 1 / len2 : 0;
    VisitMarks &marks = bodyMarks; // one look-up of the thread's marks, not one per base
    marks.startQuery(m_bodies.size());
    walk(m_fine, p, q, [&](int cell) {
        const CellBody *b = m_bodiesByExtent.items.data() + m_bodiesByExtent.start[cell];
        const CellBody *const end =
            m_bodiesByExtent.items.data() + m_bodiesByExtent.start[cell + 1];
        for (; b != end; ++b) {
            const double cx = b->centre.x() - px, cy = b->centre.y() - py;
            // min/max, not clamp: they compile to branch-free instructions.
            const double t = std::min(std::max((cx * dx + cy * dy) * inverse, 0.0), 1.0);
            const double gx = cx - dx * t, gy = cy - dy * t;
            if (gx * gx + gy * gy < b->radiusSquared && marks.firstVisit(b->id) && !found(b->id))
                return false;
        }
        return true;
    });
}

void GridIndex::bodiesOnSegment(const QPointF &p, const QPointF &q, std::vector<int> &out) const
{
    const size_t from = out.size();
    touchedBodies(p, q, [&](int b) {
        out.push_back(b);
        return true;
    });
    std::sort(out.begin() + from, out.end());
}

int GridIndex::firstBodyOnSegment(const QPointF &p, const QPointF &q,
                                  const ObstructionFilter &filter) const
{
    int result = -1;
    touchedBodies(p, q, [&](int b) {
        if (!obstructs(m_bodies, b, filter))
            return true;
        result = b;
        return false;
    });
    return result;
}

void GridIndex::bodiesNear(const QPointF &p, double radius, std::vector<int> &out) const
{
    const CellRange r = m_coarse.overlapping(boxAround(p, radius));
    const double limit = radius * radius;
    for (int y = r.y0; y <= r.y1; ++y) {
        for (int x = r.x0; x <= r.x1; ++x) {
            const int cell = y * m_coarse.columns + x;
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
    const CellRange r = m_fine.overlapping(boxAround(p, radius));
    // A wide reach (a man's whole move, looking for cover) spans hundreds of small cells, a
    // big wood filed under most of them: then testing each shape once is cheaper than the
    // walk, and finds the same shapes, in the same order.
    const size_t cells = size_t(r.x1 - r.x0 + 1) * size_t(r.y1 - r.y0 + 1);
    if (cells > m_shapes.size()) {
        for (int s = 0; s < int(m_shapes.size()); ++s)
            if (distanceToRect(p, m_shapes[s].bounds) <= radius)
                out.push_back(s);
        return;
    }
    VisitMarks &marks = shapeMarks;
    marks.startQuery(m_shapes.size());
    for (int y = r.y0; y <= r.y1; ++y) {
        for (int x = r.x0; x <= r.x1; ++x) {
            const int cell = y * m_fine.columns + x;
            for (int i = m_shapesByBounds.start[cell], end = m_shapesByBounds.start[cell + 1];
                 i < end; ++i) {
                const int s = m_shapesByBounds.items[i];
                if (marks.firstVisit(s) && distanceToRect(p, m_shapes[s].bounds) <= radius)
                    out.push_back(s);
            }
        }
    }
    std::sort(out.begin() + from, out.end());
}

} // namespace ambuscade::geo
