// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "preparedterrain.h"
#include "spatialindex.h"

#include <QStringList>
#include <array>
#include <functional>
#include <memory>
#include <optional>

namespace ambuscade::geo {

// The answer to "can the observer see the target?", with what stood in the way.
struct SightLine {
    bool clear = false; // all three lines (to the centre and both flanks of the base) unobstructed
    double distanceCm = 0; // edge to edge
    double woodsCm = 0;    // the most woods any of the three lines runs through
    bool sameWood = false; // both stand in one wood: the distance limit replaces the woods limit
    int clearLines = 0;    // how many of the three lines are unobstructed
    QStringList blockers;  // terrain and figure ids, in the order first met
};

// The cover a figure has, and what gives it.
struct CoverResult {
    Cover cover = Cover::Open;
    QString terrain; // the feature giving it; empty in the open
};

// What moving along a path costs.
struct PathCost {
    double lengthCm = 0; // the path's own length
    double costCm = 0; // movement it uses up: difficult going double, barriers a quarter move each
    double difficultCm = 0; // of the length, how much is difficult going
    bool passable = true;
    QString impassable;    // the feature that stops it
    QPointF stoppedAt;     // where it stops, when impassable
    QStringList difficult; // difficult features crossed, in order
    QStringList barriers;  // barriers crossed, in order (one entry per crossing)
};

// How far along a path a move gets.
struct Reach {
    QPointF point;
    double costCm = 0;     // what it used
    double distanceCm = 0; // how far along the path it got
    bool complete = false; // the whole path was walked
};

// A spot in cover within reach.
struct CoverSpot {
    QPointF point;
    double costCm = 0;
    Cover cover = Cover::Open;
    QString terrain;
};

// The geometry of one table: terrain prepared for fast questions, and the figures' bases.
// Every rule about distance, arcs, sight, cover and movement is answered here, written once
// over a SpatialIndex, so that the grid and the brute-force oracle give the same answers.
// Figures are addressed by their index in Scenario::figures.
class TableGeometry
{
public:
    enum class IndexKind { Grid, BruteForce };

    TableGeometry(const Scenario &scenario, EffectLookup effects, const SightRules &rules,
                  IndexKind kind = IndexKind::Grid);
    ~TableGeometry();
    // A copy to move figures on apart from this one (a game's clone that plays on): the
    // prepared terrain and the index are copied as they stand, not made again.
    TableGeometry(const TableGeometry &other);
    TableGeometry &operator=(const TableGeometry &) = delete;

    // The figures moved, fell or came out from under their markers: take their bases from
    // the scenario again, keeping the prepared terrain. The scenario holds the same figures
    // in the same order as the one the geometry was made from.
    void updateFigures(const Scenario &scenario);

    const std::vector<Body> &bodies() const { return m_bodies; }
    const SightRules &rules() const { return m_rules; }
    int figureIndex(const QString &id) const;
    QString figureId(int figure) const { return m_figureIds[figure]; }
    QString featureId(int shape) const { return m_featureIds[m_shapes[shape].feature]; }
    int featureIndex(int shape) const { return m_shapes[shape].feature; } // in Scenario::terrain

    // §3: distance edge to edge, never below 0.
    double edgeDistance(int a, int b) const;
    // §3: is the point inside the front arc of something at origin facing that way (a
    // figure, or a group judged from its centroid and mean facing)?
    bool inFrontArc(const QPointF &origin, double facing, const QPointF &point) const;
    bool inFrontArc(int figure, const QPointF &point) const;

    // §5: the three-line sight rule with its explanation.
    SightLine sightLine(int observer, int target) const;
    // The same verdict without the explanation, stopping at the first obstruction.
    bool hasClearSight(int observer, int target) const;

    // §4: the target's cover against one shooter.
    CoverResult coverAgainst(int target, int shooter) const;
    // The same, without naming the feature: for sweeps over many pairs.
    Cover coverLevelAgainst(int target, int shooter) const;
    // §4: the best cover of a position with no particular shooter in mind (the area it
    // stands in, or a line obstacle it touches).
    CoverResult positionCover(const QPointF &centre, double radius) const;
    // §5: is the target hidden from the observer, given the observer's spotting distance?
    bool isHidden(int target, int observer, double spottingCm, bool shotThisTurn) const;

    // §4, §9: what a path costs a figure whose full move is fullMoveCm.
    PathCost pathCost(const QList<QPointF> &path, double fullMoveCm) const;
    // How far along the path a move of allowanceCm gets. `wholePath`, when given, is set to
    // the path's cost (pathCost), worked out from the same walk along it: a mover who gets all
    // the way (to the very point) need not walk it again to know what it cost him.
    Reach reachAlong(const QList<QPointF> &path, double fullMoveCm, double allowanceCm,
                     PathCost *wholePath = nullptr) const;
    // The nearest spot in cover the figure can reach with its allowance (straight there,
    // path cost counted). With a threat, a line obstacle is used from the side away from it.
    // `acceptable`, when given, rules out spots (the figure's own included) it refuses.
    std::optional<CoverSpot>
    nearestCover(int figure, double fullMoveCm, double allowanceCm,
                 std::optional<QPointF> threat = std::nullopt,
                 const std::function<bool(const QPointF &)> &acceptable = {}) const;

    // The area features containing a point, as shape indices.
    std::vector<int> areasAt(const QPointF &p) const;
    // The figures whose base comes within edgeCm of the given figure's base, edge to edge.
    void figuresWithin(int figure, double edgeCm, std::vector<int> &out) const;
    // The figures whose base may come within radiusCm of a point: those whose centre lies
    // within radiusCm and the largest base's radius of it, as the last update left them.
    void figuresNear(const QPointF &p, double radiusCm, std::vector<int> &out) const;

private:
    struct Walk; // the pieces of a path, in order

    // The points of the target's base the three sight lines run to: its centre first.
    struct SightTargets {
        std::array<QPointF, 3> points;
        int count = 0;
    };
    // Where along a line something stood in the way, and what: for explanations.
    using Obstructions = std::vector<std::pair<double, QString>>;

    SightTargets sightTargets(int observer, int target) const;
    int sharedWood(const std::vector<int> &a, const std::vector<int> &b) const;
    // Whether a figure's base hides what lies beyond it from the observer.
    bool figureObstructs(int figure, int observer, int target) const;
    // Terrain along one line: buildings, hills, and the woods it runs through (returned).
    // Blocked terrain goes into `blocked`; every obstruction, with its place, into `met`.
    double examineTerrain(const QPointF &from, const QPointF &to,
                          const std::vector<int> &observerAreas,
                          const std::vector<int> &targetAreas, bool sameWood, bool &blocked,
                          Obstructions *met) const;
    void makeIndex();
    // Notes what the rules ask often about one figure's base where it now stands.
    void placeBody(int figure);
    Walk walkPath(const QList<QPointF> &path) const;
    PathCost costOf(const Walk &walk, const QList<QPointF> &path, double fullMoveCm) const;
    struct LegSpans; // where along one leg of a path the going changes
    // Fills `leg` afresh (its vectors keep their room: a path is walked thousands of times a
    // game, and allocating them anew was most of the work of a walk).
    void legSpans(const QPointF &a, const QPointF &b, LegSpans &leg) const;
    void walkLeg(const QPointF &a, const QPointF &b, Walk &walk) const;
    double distanceToOutline(const Shape &shape, const QPointF &p) const;
    // The open lines (walls, fences, …) passing within reach of a point.
    std::vector<int> linesWithin(const QPointF &centre, double reach) const;
    const std::vector<int> &figureAreas(int figure) const { return m_figureAreas[figure]; }

    bool withinArc(const QPointF &origin, const QPointF &heading, const QPointF &point) const;
    // The best cover and the shape giving it (−1 in the open).
    std::pair<Cover, int> bestCoverAgainst(int target, int shooter) const;

    SightRules m_rules;
    double m_cosHalfArc;
    IndexKind m_kind;
    QRectF m_terrainArea; // the table and every feature, also where it reaches past the edge
    QRectF m_indexArea;   // what the grid covers: the terrain area and every base
    std::vector<Shape> m_shapes;
    std::vector<Edge> m_edges;
    std::vector<Body> m_bodies;
    std::vector<std::vector<int>> m_figureAreas; // the areas each figure stands in
    std::vector<bool> m_lineWithinReach; // per figure, a wall or fence within 2 cm (grid only)
    double m_largestRadius = 0;
    QStringList m_figureIds;
    QStringList m_featureIds;
    std::unique_ptr<SpatialIndex> m_index;
};

// The mean of a set of facings (degrees), as a compass mean: 350° and 10° average to 0°.
double meanFacing(const std::vector<double> &facings);

} // namespace ambuscade::geo
