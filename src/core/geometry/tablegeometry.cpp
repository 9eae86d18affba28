// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablegeometry.h"

#include "bruteforceindex.h"
#include "gridindex.h"
#include "vector2.h"

#include <algorithm>

namespace ambuscade::geo {

namespace {
// Cells of this size hold a handful of edges on a busy table and keep a sight line's walk short.
constexpr double kCellCm = 3;
// Centres are looked up by range (60 cm and more): coarse cells mean few cells to visit.
constexpr double kCentreCellCm = 10;
// Crossings closer than this along a segment are one crossing (a line through a vertex).
constexpr double kSameT = 1e-9;

bool contains(const std::vector<int> &sorted, int value)
{
    return std::binary_search(sorted.begin(), sorted.end(), value);
}

// Where a segment runs inside one area, as [enter, leave] fractions of the segment, from
// whether its start is inside and the fractions where it crosses the outline.
void insideIntervals(bool startsInside, std::vector<double> &crossings,
                     std::vector<std::pair<double, double>> &out)
{
    std::sort(crossings.begin(), crossings.end());
    bool inside = startsInside;
    double enteredAt = 0;
    for (double t : crossings) {
        if (inside)
            out.push_back({enteredAt, t});
        else
            enteredAt = t;
        inside = !inside;
    }
    if (inside)
        out.push_back({enteredAt, 1.0});
}

double unionLength(std::vector<std::pair<double, double>> &intervals)
{
    std::sort(intervals.begin(), intervals.end());
    double total = 0, coveredTo = 0;
    for (const auto &[from, to] : intervals) {
        const double start = std::max(from, coveredTo);
        if (to > start)
            total += to - start;
        coveredTo = std::max(coveredTo, to);
    }
    return total;
}

void addOnce(QStringList &list, const QString &id)
{
    if (!list.contains(id))
        list << id;
}
} // namespace

double meanFacing(const std::vector<double> &facings)
{
    QPointF sum;
    for (double f : facings)
        sum += facingVector(f);
    return facings.empty() ? 0 : facingOf(sum);
}

struct TableGeometry::Walk {
    enum Kind { Open, Difficult, Impassable, Barrier };
    struct Piece {
        QPointF from;
        QPointF to;
        double length;
        Kind kind;
        int shape; // the feature behind the kind, -1 for open ground
    };
    std::vector<Piece> pieces;
};

TableGeometry::TableGeometry(const Scenario &scenario, EffectLookup effects,
                             const SightRules &rules, IndexKind kind)
    : m_rules(rules), m_cosHalfArc(std::cos(rules.frontArcHalfDegrees * M_PI / 180.0)),
      m_kind(kind), m_shapes(prepareTerrain(scenario, effects)), m_edges(edgesOf(m_shapes)),
      m_bodies(bodiesOf(scenario))
{
    for (const Figure &f : scenario.figures)
        m_figureIds << f.id;
    for (const TerrainFeature &t : scenario.terrain)
        m_featureIds << t.id;
    m_terrainArea = scenario.table.rect();
    for (const Shape &s : m_shapes)
        m_terrainArea = m_terrainArea.united(s.bounds);
    makeIndex();
    m_figureAreas.resize(m_bodies.size());
    if (m_kind == IndexKind::Grid)
        m_lineWithinReach.resize(m_bodies.size());
    for (int i = 0; i < int(m_bodies.size()); ++i)
        placeBody(i);
}

TableGeometry::TableGeometry(const TableGeometry &other)
    : m_rules(other.m_rules), m_cosHalfArc(other.m_cosHalfArc), m_kind(other.m_kind),
      m_terrainArea(other.m_terrainArea), m_indexArea(other.m_indexArea), m_shapes(other.m_shapes),
      m_edges(other.m_edges), m_bodies(other.m_bodies), m_figureAreas(other.m_figureAreas),
      m_lineWithinReach(other.m_lineWithinReach), m_largestRadius(other.m_largestRadius),
      m_figureIds(other.m_figureIds), m_featureIds(other.m_featureIds),
      m_index(other.m_index->copyFor(m_shapes, m_edges, m_bodies))
{}

void TableGeometry::makeIndex()
{
    if (m_kind == IndexKind::BruteForce) {
        m_index = std::make_unique<BruteForceIndex>(m_shapes, m_edges, m_bodies);
        return;
    }
    // The grid covers the table and anything that reaches past its edge.
    m_indexArea = m_terrainArea;
    for (const Body &b : m_bodies)
        m_indexArea = m_indexArea.united(b.bounds());
    m_indexArea.adjust(-1, -1, 1, 1);
    m_index = std::make_unique<GridIndex>(m_shapes, m_edges, m_bodies, m_indexArea, kCellCm,
                                          kCentreCellCm);
}

void TableGeometry::placeBody(int figure)
{
    const Body &b = m_bodies[figure];
    m_figureAreas[figure] = areasAt(b.centre);
    m_largestRadius = std::max(m_largestRadius, b.radius);
    // Noted by the indexed geometry only: the plain one, oracle and baseline, asks the
    // question in full every time.
    if (m_kind == IndexKind::Grid)
        m_lineWithinReach[figure] =
            !linesWithin(b.centre, b.radius + m_rules.directlyBehindCm).empty();
}

void TableGeometry::updateFigures(const Scenario &scenario)
{
    Q_ASSERT(scenario.figures.size() == qsizetype(m_bodies.size()));
    std::vector<Body> bodies = bodiesOf(scenario);
    std::vector<int> moved;
    bool outsideGrid = false;
    for (int i = 0; i < int(bodies.size()); ++i) {
        if (bodies[i].centre != m_bodies[i].centre || bodies[i].radius != m_bodies[i].radius)
            moved.push_back(i);
        outsideGrid = outsideGrid || !m_indexArea.contains(bodies[i].bounds());
    }
    m_bodies.swap(bodies); // the same vector object: the index reads it by reference
    // A base past the grid's edge would be filed under the border cells and missed by a
    // segment that runs outside them: such a move makes the grid anew, to cover it. When
    // men only fell, nothing is filed again: the index reads who is alive from the bodies.
    if (m_kind == IndexKind::Grid && outsideGrid)
        makeIndex();
    else if (!moved.empty())
        m_index->refileBodies();
    for (int i : moved)
        placeBody(i);
}

TableGeometry::~TableGeometry() = default;

int TableGeometry::figureIndex(const QString &id) const
{
    return int(m_figureIds.indexOf(id));
}

std::vector<int> TableGeometry::areasAt(const QPointF &p) const
{
    std::vector<int> areas;
    m_index->shapesContaining(p, areas);
    return areas;
}

void TableGeometry::figuresWithin(int figure, double edgeCm, std::vector<int> &out) const
{
    const size_t from = out.size();
    const Body &body = m_bodies[figure];
    m_index->bodiesNear(body.centre, edgeCm + body.radius + m_largestRadius, out);
    out.erase(std::remove_if(out.begin() + from, out.end(),
                             [&](int other) {
                                 const double reach = edgeCm + body.radius + m_bodies[other].radius;
                                 const QPointF d = m_bodies[other].centre - body.centre;
                                 return other == figure || dot(d, d) > reach * reach;
                             }),
              out.end());
}

void TableGeometry::figuresNear(const QPointF &p, double radiusCm, std::vector<int> &out) const
{
    m_index->bodiesNear(p, radiusCm + m_largestRadius, out);
}

double TableGeometry::edgeDistance(int a, int b) const
{
    const Body &x = m_bodies[a], &y = m_bodies[b];
    return std::max(0.0, distance(x.centre, y.centre) - x.radius - y.radius);
}

bool TableGeometry::inFrontArc(const QPointF &origin, double facing, const QPointF &point) const
{
    return withinArc(origin, facingVector(facing), point);
}

bool TableGeometry::inFrontArc(int figure, const QPointF &point) const
{
    return withinArc(m_bodies[figure].centre, m_bodies[figure].heading, point);
}

bool TableGeometry::withinArc(const QPointF &origin, const QPointF &heading,
                              const QPointF &point) const
{
    // heading · towards ≥ cos(half arc) × |towards|, compared in squares: no square root on
    // a test run for every pair of a sweep. The arc's edge counts as inside; the tolerance
    // absorbs rounding on it.
    const QPointF towards = point - origin;
    const double len2 = dot(towards, towards);
    const double along = dot(heading, towards);
    const double c = m_cosHalfArc - 1e-12;
    if (len2 == 0)
        return true;
    if (c >= 0)
        return along >= 0 && along * along >= c * c * len2;
    return along >= 0 || along * along <= c * c * len2;
}

int TableGeometry::sharedWood(const std::vector<int> &a, const std::vector<int> &b) const
{
    for (int s : a) {
        if (m_shapes[s].effect.sight == SightEffect::Woods && contains(b, s))
            return s;
    }
    return -1;
}

TableGeometry::SightTargets TableGeometry::sightTargets(int observer, int target) const
{
    const Body &o = m_bodies[observer], &t = m_bodies[target];
    const QPointF along = t.centre - o.centre;
    const double len = length(along);
    if (len == 0)
        return {{t.centre}, 1};
    // The two points of the base's edge square to the line of sight: the flanks of the base.
    const QPointF normal(-along.y() / len * t.radius, along.x() / len * t.radius);
    return {{t.centre, t.centre + normal, t.centre - normal}, 3};
}

bool TableGeometry::figureObstructs(int figure, int observer, int target) const
{
    return obstructs(m_bodies, figure, {observer, target, m_rules.besideObserverCm});
}

double TableGeometry::examineTerrain(const QPointF &from, const QPointF &to,
                                     const std::vector<int> &observerAreas,
                                     const std::vector<int> &targetAreas, bool sameWood,
                                     bool &blocked, Obstructions *met) const
{
    thread_local std::vector<EdgeHit> hits;
    hits.clear();
    m_index->segmentHits(from, to, hits);
    // Grouped by shape, in order along the line within each: the crossings of one outline.
    std::sort(hits.begin(), hits.end(), [](const EdgeHit &a, const EdgeHit &b) {
        return a.shape != b.shape ? a.shape < b.shape : a.t < b.t;
    });

    thread_local std::vector<std::pair<double, double>> inWoods;
    inWoods.clear();
    thread_local std::vector<std::pair<double, int>> woodsEntered; // (where, which)
    woodsEntered.clear();
    const auto measureWood = [&](int shape, const EdgeHit *first, const EdgeHit *last) {
        bool inside = contains(observerAreas, shape);
        double enteredAt = 0;
        const size_t before = inWoods.size();
        for (const EdgeHit *h = first; h != last; ++h) {
            if (inside)
                inWoods.push_back({enteredAt, h->t});
            else
                enteredAt = h->t;
            inside = !inside;
        }
        if (inside)
            inWoods.push_back({enteredAt, 1.0});
        if (inWoods.size() > before)
            woodsEntered.push_back({inWoods[before].first, shape});
    };

    for (size_t i = 0; i < hits.size();) {
        size_t j = i;
        while (j < hits.size() && hits[j].shape == hits[i].shape)
            ++j;
        const int shape = hits[i].shape;
        const SightEffect sight = m_shapes[shape].effect.sight;
        if ((sight == SightEffect::Blocks || sight == SightEffect::BlocksUnlessOn) &&
            !contains(observerAreas, shape) && !contains(targetAreas, shape)) {
            blocked = true;
            if (!met)
                return 0;
            met->push_back({hits[i].t, featureId(shape)});
        } else if (sight == SightEffect::Woods) {
            measureWood(shape, hits.data() + i, hits.data() + j);
        }
        i = j;
    }
    // A wood the observer stands in, with no edge crossed: the whole line is inside it.
    for (int s : observerAreas) {
        if (m_shapes[s].effect.sight == SightEffect::Woods &&
            std::none_of(hits.begin(), hits.end(), [&](const EdgeHit &h) { return h.shape == s; }))
            measureWood(s, nullptr, nullptr);
    }
    const double woodsCm = unionLength(inWoods) * distance(from, to);
    if (!sameWood && woodsCm > m_rules.woodsLimitCm) {
        blocked = true;
        if (met)
            for (const auto &[t, shape] : woodsEntered)
                met->push_back({t, featureId(shape)});
    }
    return woodsCm;
}

SightLine TableGeometry::sightLine(int observer, int target) const
{
    SightLine result;
    result.distanceCm = edgeDistance(observer, target);
    const std::vector<int> &observerAreas = figureAreas(observer);
    const std::vector<int> &targetAreas = figureAreas(target);
    const int wood = sharedWood(observerAreas, targetAreas);
    result.sameWood = wood >= 0;
    const bool tooDeepInWood = result.sameWood && result.distanceCm > m_rules.sameWoodLimitCm;
    if (tooDeepInWood)
        result.blockers << featureId(wood);

    const QPointF from = m_bodies[observer].centre;
    const SightTargets targets = sightTargets(observer, target);
    std::vector<int> bodies;
    for (int i = 0; i < targets.count; ++i) {
        const QPointF to = targets.points[i];
        Obstructions met;
        bool blocked = false;
        result.woodsCm =
            std::max(result.woodsCm, examineTerrain(from, to, observerAreas, targetAreas,
                                                    result.sameWood, blocked, &met));
        bodies.clear();
        m_index->bodiesOnSegment(from, to, bodies);
        for (int b : bodies) {
            if (figureObstructs(b, observer, target)) {
                blocked = true;
                met.push_back({projectOnSegment(m_bodies[b].centre, from, to), m_figureIds[b]});
            }
        }
        std::stable_sort(met.begin(), met.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &entry : met)
            addOnce(result.blockers, entry.second);
        result.clearLines += !blocked && !tooDeepInWood;
    }
    result.clear = result.clearLines == targets.count;
    return result;
}

bool TableGeometry::hasClearSight(int observer, int target) const
{
    const std::vector<int> &observerAreas = figureAreas(observer);
    const std::vector<int> &targetAreas = figureAreas(target);
    const bool sameWood = sharedWood(observerAreas, targetAreas) >= 0;
    if (sameWood && edgeDistance(observer, target) > m_rules.sameWoodLimitCm)
        return false;
    const QPointF from = m_bodies[observer].centre;
    // Figures first: on a crowded table a man in the way is the likeliest obstruction, and
    // the search for one stops at the first. The line to the centre goes first, and the
    // flanks of the base are worked out only if it is clear.
    const ObstructionFilter filter{observer, target, m_rules.besideObserverCm};
    if (m_index->firstBodyOnSegment(from, m_bodies[target].centre, filter) >= 0)
        return false;
    const SightTargets targets = sightTargets(observer, target);
    for (int i = 1; i < targets.count; ++i) {
        if (m_index->firstBodyOnSegment(from, targets.points[i], filter) >= 0)
            return false;
    }
    for (int i = 0; i < targets.count; ++i) {
        bool blocked = false;
        examineTerrain(from, targets.points[i], observerAreas, targetAreas, sameWood, blocked,
                       nullptr);
        if (blocked)
            return false;
    }
    return true;
}

std::pair<Cover, int> TableGeometry::bestCoverAgainst(int target, int shooter) const
{
    std::pair<Cover, int> best{Cover::Open, -1};
    for (int s : figureAreas(target)) {
        if (m_shapes[s].effect.cover > best.first)
            best = {m_shapes[s].effect.cover, s};
    }
    // A wall or fence the line of fire crosses just in front of the target's base: only the
    // last stretch of the line, within reach of the base, can hold one; and only a figure
    // with such a line within reach at all can be behind one.
    if (!m_lineWithinReach.empty() && !m_lineWithinReach[target])
        return best;
    const QPointF from = m_bodies[shooter].centre, to = m_bodies[target].centre;
    const double reach = m_bodies[target].radius + m_rules.directlyBehindCm;
    const double len = distance(from, to);
    const QPointF stretchStart = len > reach ? to + (from - to) * (reach / len) : from;
    thread_local std::vector<EdgeHit> hits;
    hits.clear();
    m_index->segmentHits(stretchStart, to, hits, SpatialIndex::Edges::LinesOnly);
    // Of two lines that give the same cover, the first drawn is named, whatever order the
    // index met them in (the grid meets them cell by cell, the oracle in the table's order).
    std::sort(hits.begin(), hits.end(),
              [](const EdgeHit &a, const EdgeHit &b) { return a.shape < b.shape; });
    for (const EdgeHit &h : hits) {
        if (m_shapes[h.shape].effect.cover > best.first)
            best = {m_shapes[h.shape].effect.cover, h.shape};
    }
    return best;
}

CoverResult TableGeometry::coverAgainst(int target, int shooter) const
{
    const auto [cover, shape] = bestCoverAgainst(target, shooter);
    return {cover, shape < 0 ? QString() : featureId(shape)};
}

Cover TableGeometry::coverLevelAgainst(int target, int shooter) const
{
    return bestCoverAgainst(target, shooter).first;
}

CoverResult TableGeometry::positionCover(const QPointF &centre, double radius) const
{
    CoverResult best;
    for (int s : areasAt(centre)) {
        if (m_shapes[s].effect.cover > best.cover)
            best = {m_shapes[s].effect.cover, featureId(s)};
    }
    for (int s : linesWithin(centre, radius + m_rules.directlyBehindCm)) {
        if (m_shapes[s].effect.cover > best.cover)
            best = {m_shapes[s].effect.cover, featureId(s)};
    }
    return best;
}

std::vector<int> TableGeometry::linesWithin(const QPointF &centre, double reach) const
{
    std::vector<int> near, lines;
    m_index->shapesNear(centre, reach, near);
    for (int s : near) {
        const QPolygonF &line = m_shapes[s].line; // empty for areas
        for (qsizetype i = 0; i + 1 < line.size(); ++i) {
            if (distanceToSegment(centre, line[i], line[i + 1]) <= reach) {
                lines.push_back(s);
                break;
            }
        }
    }
    return lines;
}

double TableGeometry::distanceToOutline(const Shape &shape, const QPointF &p) const
{
    double nearest = std::numeric_limits<double>::infinity();
    for (const QPolygonF &ring : shape.rings) {
        for (qsizetype i = 0, n = ring.size(); i < n; ++i)
            nearest = std::min(nearest, distanceToSegment(p, ring[i], ring[(i + 1) % n]));
    }
    return nearest;
}

bool TableGeometry::isHidden(int target, int observer, double spottingCm, bool shotThisTurn) const
{
    if (shotThisTurn)
        return false;
    const double apart = edgeDistance(observer, target);
    if (sharedWood(figureAreas(observer), figureAreas(target)) >= 0 &&
        apart <= m_rules.sameWoodLimitCm)
        return false;
    for (int s : figureAreas(target)) {
        if (m_shapes[s].effect.cover == Cover::Open)
            continue;
        const bool nearEdge =
            distanceToOutline(m_shapes[s], m_bodies[target].centre) <= m_rules.nearEdgeCm;
        if (!nearEdge || apart > spottingCm)
            return true;
    }
    return false; // in the open, or spotted at the edge of every cover it stands in
}

// Along one leg, as fractions of it from 0 to 1: where each area that changes the going is
// entered and left, where barriers stand, and so the cut points between which the going is
// the same.
struct TableGeometry::LegSpans {
    struct Span {
        double from, to;
        int shape;
    };
    std::vector<Span> spans;
    std::vector<double> cuts{0.0, 1.0};
    std::vector<std::pair<double, int>> barriers; // where, which line
};

void TableGeometry::legSpans(const QPointF &a, const QPointF &b, LegSpans &leg) const
{
    leg.spans.clear();
    leg.cuts.assign({0.0, 1.0});
    leg.barriers.clear();
    // Scratch kept for the next leg on this thread (the geometry is shared between threads).
    thread_local std::vector<EdgeHit> hits;
    thread_local std::vector<int> startAreas, areaShapes;
    thread_local std::vector<double> crossings;
    thread_local std::vector<std::pair<double, double>> intervals;
    hits.clear();
    m_index->segmentHits(a, b, hits);
    startAreas.clear();
    m_index->shapesContaining(a, startAreas); // areasAt(a)
    areaShapes.assign(startAreas.begin(), startAreas.end());
    for (const EdgeHit &h : hits) {
        const Shape &shape = m_shapes[h.shape];
        if (!shape.area) {
            if (shape.effect.going == Going::Barrier &&
                std::none_of(leg.barriers.begin(), leg.barriers.end(), [&](const auto &x) {
                    return x.second == h.shape && std::abs(x.first - h.t) < kSameT;
                }))
                leg.barriers.push_back({h.t, h.shape});
        } else {
            areaShapes.push_back(h.shape);
        }
    }
    std::sort(areaShapes.begin(), areaShapes.end());
    areaShapes.erase(std::unique(areaShapes.begin(), areaShapes.end()), areaShapes.end());
    for (int s : areaShapes) {
        if (m_shapes[s].effect.going == Going::Normal)
            continue;
        crossings.clear();
        for (const EdgeHit &h : hits)
            if (h.shape == s)
                crossings.push_back(h.t);
        intervals.clear();
        insideIntervals(contains(startAreas, s), crossings, intervals);
        for (const auto &[from, to] : intervals) {
            leg.spans.push_back({from, to, s});
            leg.cuts.push_back(from);
            leg.cuts.push_back(to);
        }
    }
    for (const auto &barrier : leg.barriers)
        leg.cuts.push_back(barrier.first);
    std::sort(leg.cuts.begin(), leg.cuts.end());
    std::sort(leg.barriers.begin(), leg.barriers.end());
}

void TableGeometry::walkLeg(const QPointF &a, const QPointF &b, Walk &walk) const
{
    const double legLength = distance(a, b);
    thread_local LegSpans leg; // its room kept for the next leg on this thread
    legSpans(a, b, leg);
    const auto barrierAt = [&](size_t i) {
        const QPointF at = a + (b - a) * leg.barriers[i].first;
        walk.pieces.push_back({at, at, 0, Walk::Barrier, leg.barriers[i].second});
    };
    size_t nextBarrier = 0;
    for (size_t i = 0; i + 1 < leg.cuts.size(); ++i) {
        const double u = leg.cuts[i], v = leg.cuts[i + 1];
        for (; nextBarrier < leg.barriers.size() && leg.barriers[nextBarrier].first <= u;
             ++nextBarrier)
            barrierAt(nextBarrier);
        if (v - u <= kSameT)
            continue;
        // The going between the two cuts: what covers its middle.
        const double mid = (u + v) / 2;
        int opens = -1, impassable = -1, difficult = -1;
        for (const LegSpans::Span &span : leg.spans) {
            if (mid < span.from || mid > span.to)
                continue;
            switch (m_shapes[span.shape].effect.going) {
            case Going::OpensGoing:
                opens = span.shape;
                break;
            case Going::Impassable:
                impassable = impassable < 0 ? span.shape : impassable;
                break;
            case Going::Difficult:
                difficult = difficult < 0 ? span.shape : difficult;
                break;
            default:
                break;
            }
        }
        Walk::Piece piece{a + (b - a) * u, a + (b - a) * v, (v - u) * legLength, Walk::Open, -1};
        if (opens < 0 && impassable >= 0)
            piece.kind = Walk::Impassable, piece.shape = impassable;
        else if (opens < 0 && difficult >= 0)
            piece.kind = Walk::Difficult, piece.shape = difficult;
        Walk::Piece *last = walk.pieces.empty() ? nullptr : &walk.pieces.back();
        if (last && last->kind == piece.kind && last->shape == piece.shape &&
            last->kind != Walk::Barrier) {
            last->to = piece.to;
            last->length += piece.length;
        } else {
            walk.pieces.push_back(piece);
        }
    }
    for (; nextBarrier < leg.barriers.size(); ++nextBarrier)
        barrierAt(nextBarrier);
}

TableGeometry::Walk TableGeometry::walkPath(const QList<QPointF> &path) const
{
    Walk walk;
    for (qsizetype leg = 0; leg + 1 < path.size(); ++leg)
        if (distance(path[leg], path[leg + 1]) != 0)
            walkLeg(path[leg], path[leg + 1], walk);
    return walk;
}

PathCost TableGeometry::pathCost(const QList<QPointF> &path, double fullMoveCm) const
{
    return costOf(walkPath(path), path, fullMoveCm);
}

PathCost TableGeometry::costOf(const Walk &walk, const QList<QPointF> &path,
                               double fullMoveCm) const
{
    PathCost cost;
    for (qsizetype i = 0; i + 1 < path.size(); ++i)
        cost.lengthCm += distance(path[i], path[i + 1]);
    for (const Walk::Piece &piece : walk.pieces) {
        switch (piece.kind) {
        case Walk::Open:
            cost.costCm += piece.length;
            break;
        case Walk::Difficult:
            cost.costCm += 2 * piece.length;
            cost.difficultCm += piece.length;
            addOnce(cost.difficult, featureId(piece.shape));
            break;
        case Walk::Barrier:
            cost.costCm += fullMoveCm / 4;
            cost.barriers << featureId(piece.shape);
            break;
        case Walk::Impassable:
            cost.passable = false;
            cost.impassable = featureId(piece.shape);
            cost.stoppedAt = piece.from;
            return cost;
        }
    }
    return cost;
}

Reach TableGeometry::reachAlong(const QList<QPointF> &path, double fullMoveCm, double allowanceCm,
                                PathCost *wholePath) const
{
    Reach reach;
    reach.point = path.isEmpty() ? QPointF() : path.first();
    double left = allowanceCm;
    const Walk walk = walkPath(path);
    if (wholePath)
        *wholePath = costOf(walk, path, fullMoveCm);
    for (const Walk::Piece &piece : walk.pieces) {
        if (piece.kind == Walk::Impassable)
            return reach;
        if (piece.kind == Walk::Barrier) {
            if (left < fullMoveCm / 4)
                return reach; // halts at the barrier, not over it
            left -= fullMoveCm / 4;
            reach.costCm += fullMoveCm / 4;
            continue;
        }
        const double rate = piece.kind == Walk::Difficult ? 2 : 1;
        const double need = piece.length * rate;
        if (need <= left) {
            left -= need;
            reach.costCm += need;
            reach.distanceCm += piece.length;
            reach.point = piece.to;
            continue;
        }
        const double fraction = left / need;
        reach.point = piece.from + (piece.to - piece.from) * fraction;
        reach.distanceCm += piece.length * fraction;
        reach.costCm += left;
        return reach;
    }
    reach.complete = true;
    return reach;
}

std::optional<CoverSpot>
TableGeometry::nearestCover(int figure, double fullMoveCm, double allowanceCm,
                            std::optional<QPointF> threat,
                            const std::function<bool(const QPointF &)> &acceptable) const
{
    const Body &body = m_bodies[figure];
    const auto refused = [&acceptable](const QPointF &p) { return acceptable && !acceptable(p); };
    const CoverResult here = positionCover(body.centre, body.radius);
    if (here.cover != Cover::Open && !refused(body.centre))
        return CoverSpot{body.centre, 0, here.cover, here.terrain};

    // How far into an area a figure steps to count as standing in it.
    constexpr double kStepIn = 0.5;
    std::optional<CoverSpot> best;
    std::vector<int> near;
    m_index->shapesNear(body.centre, allowanceCm, near);
    // The shapes of cover nearest first by their bounds: once none left can hold a spot nearer
    // than the best found (a spot off a line stands up to a base and a step nearer than the
    // line), the search is over. A withdrawal looks over the whole table.
    std::vector<std::pair<double, int>> byBounds;
    for (int s : near)
        if (m_shapes[s].effect.cover != Cover::Open)
            byBounds.emplace_back(distanceToRect(body.centre, m_shapes[s].bounds), s);
    std::stable_sort(byBounds.begin(), byBounds.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[boundsApart, s] : byBounds) {
        if (best && boundsApart - body.radius - kStepIn > best->costCm)
            break;
        const Shape &shape = m_shapes[s];
        // The nearest point of the outline (or line), approached in a straight line.
        QPointF nearest;
        double nearestDistance = std::numeric_limits<double>::infinity();
        const auto consider = [&](const QPointF &a, const QPointF &b) {
            const QPointF p = a + (b - a) * projectOnSegment(body.centre, a, b);
            const double d = distance(p, body.centre);
            if (d < nearestDistance)
                nearestDistance = d, nearest = p;
        };
        for (const QPolygonF &ring : shape.rings)
            for (qsizetype i = 0, n = ring.size(); i < n; ++i)
                consider(ring[i], ring[(i + 1) % n]);
        for (qsizetype i = 0; i + 1 < shape.line.size(); ++i)
            consider(shape.line[i], shape.line[i + 1]);
        if (nearestDistance == 0 || !std::isfinite(nearestDistance))
            continue;
        const QPointF approach = (nearest - body.centre) / nearestDistance;
        QPointF spot;
        if (shape.area) {
            spot = nearest + approach * kStepIn;
            if (!contains(areasAt(spot), s))
                continue;
        } else {
            // Stand just off the line, base touching it, on the side away from the threat.
            const double off = body.radius + kStepIn;
            const bool crossOver = threat && dot(*threat - nearest, approach) < 0;
            spot = nearest + approach * (crossOver ? off : -off);
        }
        // No way there costs less than the straight distance: a spot beyond the allowance, or
        // no nearer than the best found, is passed over without walking the terrain (the margin
        // keeps a rounding in the walk from deciding what the bound decides).
        const double atLeast = distance(body.centre, spot) - 1e-6;
        if (atLeast > allowanceCm || (best && atLeast > best->costCm) || refused(spot))
            continue;
        const PathCost cost = pathCost({body.centre, spot}, fullMoveCm);
        if (!cost.passable || cost.costCm > allowanceCm || (best && cost.costCm >= best->costCm))
            continue;
        best = CoverSpot{spot, cost.costCm, shape.effect.cover, featureId(s)};
    }
    return best;
}

} // namespace ambuscade::geo
