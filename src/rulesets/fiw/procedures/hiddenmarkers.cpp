// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/hiddenmarkers.h"

#include "fiw/tables/terraintable.h"
#include "geometry/vector2.h"

#include <QHash>
#include <QSet>

namespace ambuscade::fiw {

namespace {
constexpr double kInsideEdgeCm = 1.5;    // a marker stands this far inside the terrain's edge
constexpr double kMarkersApartCm = 5.0;  // and at least this far from another marker
constexpr double kRevealWithinCm = 20.0; // a revealed group stands this close to its marker
constexpr int kPlacementTries = 20;      // rerolls before a marker is given up
constexpr double kRevealStepCm = 1.0;    // spacing of the spots tried round a marker

bool isConcealing(const Marker &m)
{
    return m.kind == MarkerKind::Hidden || m.kind == MarkerKind::Dummy;
}

// Where the player's men come from: his deployment zone's centre, else his figures' centroid.
std::optional<QPointF> playerOrigin(const Scenario &s, QPolygonF *zone)
{
    for (const Side &side : s.sides) {
        if (side.controller != Controller::Player)
            continue;
        if (side.deployment.size() >= 3) {
            *zone = QPolygonF(side.deployment);
            return zone->boundingRect().center();
        }
        QPointF sum;
        int n = 0;
        for (const Figure &f : s.figures)
            if (f.side == side.id && !f.killed)
                sum += f.position, ++n;
        if (n > 0)
            return sum / n;
    }
    return std::nullopt;
}

// A stretch of a terrain piece's outline that faces the player: outward normal towards him.
struct FacingEdge {
    QPointF a, b, inward;
    double length;
};

std::vector<FacingEdge> edgesFacing(const QPolygonF &outline, const QPointF &towards)
{
    double area2 = 0; // twice the signed area: its sign says which way the outline turns
    const qsizetype n = outline.size();
    for (qsizetype i = 0; i < n; ++i)
        area2 += geo::cross(outline[i], outline[(i + 1) % n]);
    std::vector<FacingEdge> edges;
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF a = outline[i], b = outline[(i + 1) % n], along = b - a;
        const double len = geo::length(along);
        if (len < 1e-9)
            continue;
        // With a positive signed area the outside lies to the right of each edge.
        QPointF outward =
            area2 > 0 ? QPointF(along.y(), -along.x()) : QPointF(-along.y(), along.x());
        outward /= len;
        if (geo::dot(outward, towards - (a + b) / 2) > 0)
            edges.push_back({a, b, -outward, len});
    }
    return edges;
}

// Water with no ford or road across it, at a point: over the geometry's indexed areas.
bool impassableAt(const Scenario &s, const geo::TableGeometry &geometry, const QPointF &p)
{
    bool water = false;
    for (int shape : geometry.areasAt(p)) {
        const geo::Going going = terrainEffect(s.terrain[geometry.featureIndex(shape)].kind).going;
        if (going == geo::Going::OpensGoing)
            return false; // a ford or a road crosses the water
        water = water || going == geo::Going::Impassable;
    }
    return water;
}

QString freeMarkerId(const Scenario &s, const QList<MarkerPlacement> &placed)
{
    QSet<QString> used;
    for (const Marker &m : s.markers)
        used.insert(m.id);
    for (const MarkerPlacement &p : placed)
        used.insert(p.marker.id);
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("marker-%1").arg(n);
        if (!used.contains(id))
            return id;
    }
}
} // namespace

void hideUnderMarkers(Scenario &state)
{
    QSet<QString> hidden;
    for (const Marker &m : state.markers)
        if (m.kind == MarkerKind::Hidden)
            hidden.insert(m.group);
    for (Figure &f : state.figures)
        f.underMarker = hidden.contains(f.group);
}

namespace {
// A piece of terrain that hides men, outside the player's zone, with its edges towards him.
struct HidingPiece {
    const TerrainFeature *feature;
    QPolygonF outline;
    std::vector<FacingEdge> edges;
    double facingLength = 0;
};

QList<HidingPiece> hidingPieces(const Scenario &state, const QPointF &origin, const QPolygonF &zone)
{
    QList<HidingPiece> pieces;
    for (const TerrainFeature &t : state.terrain) {
        if (!t.isArea() || terrainEffect(t.kind).cover == geo::Cover::Open)
            continue;
        HidingPiece piece{&t, t.outline(), {}, 0};
        if (piece.outline.containsPoint(origin, Qt::OddEvenFill) ||
            (!zone.isEmpty() && piece.outline.intersects(zone)))
            continue;
        piece.edges = edgesFacing(piece.outline, origin);
        for (const FacingEdge &e : piece.edges)
            piece.facingLength += e.length;
        if (piece.facingLength > 0)
            pieces << piece;
    }
    return pieces;
}

// Places markers by the dice, one at a time: which piece, then how far along its edges
// facing the player, just inside; a spot off the table, in water or too near another marker
// is rolled again, up to kPlacementTries times.
class MarkerPlacer
{
public:
    MarkerPlacer(const Scenario &state, QList<HidingPiece> pieces, Dice &dice)
        : m_state(state), m_pieces(std::move(pieces)), m_dice(dice),
          m_onTable(state.table.rect().adjusted(2, 2, -2, -2)),
          m_geometry(state, &terrainEffect, sightRules())
    {
        for (const Marker &m : state.markers)
            m_taken << m.position;
    }

    void place(MarkerKind kind, const QString &side, const QString &group)
    {
        MarkerPlacement p;
        p.marker.kind = kind;
        p.marker.side = side;
        p.marker.group = group;
        for (int attempt = 0; attempt < kPlacementTries; ++attempt) {
            const int which = m_dice.roll(int(m_pieces.size()));
            const int along = m_dice.roll(100);
            p.dice << which << along;
            p.faces << int(m_pieces.size()) << 100;
            const HidingPiece &piece = m_pieces[which - 1];
            const QPointF spot = spotAlong(piece, (along - 0.5) / 100.0 * piece.facingLength);
            if (!fits(piece, spot))
                continue;
            p.marker.position = spot;
            p.terrain = piece.feature->id;
            p.marker.id = freeMarkerId(m_state, m_placed);
            m_taken << spot;
            m_placed << p;
            return;
        }
    }

    const QList<MarkerPlacement> &placed() const { return m_placed; }

private:
    // The spot just inside the piece, so far along its edges facing the player.
    static QPointF spotAlong(const HidingPiece &piece, double at)
    {
        const FacingEdge *edge = &piece.edges.back();
        for (const FacingEdge &e : piece.edges) {
            if (at <= e.length) {
                edge = &e;
                break;
            }
            at -= e.length;
        }
        const QPointF onEdge =
            edge->a + (edge->b - edge->a) * std::clamp(at / edge->length, 0.0, 1.0);
        return onEdge + edge->inward * kInsideEdgeCm;
    }

    bool fits(const HidingPiece &piece, const QPointF &spot) const
    {
        const bool apart = std::all_of(m_taken.cbegin(), m_taken.cend(), [&](const QPointF &q) {
            return geo::distance(q, spot) >= kMarkersApartCm;
        });
        return m_onTable.contains(spot) && apart && !impassableAt(m_state, m_geometry, spot) &&
               piece.outline.containsPoint(spot, Qt::OddEvenFill);
    }

    const Scenario &m_state;
    QList<HidingPiece> m_pieces;
    Dice &m_dice;
    QRectF m_onTable;
    geo::TableGeometry m_geometry;
    QList<QPointF> m_taken;
    QList<MarkerPlacement> m_placed;
};
} // namespace

QList<MarkerPlacement> placeSoloMarkers(const Scenario &state, Dice &dice)
{
    QPolygonF zone;
    const std::optional<QPointF> origin = playerOrigin(state, &zone);
    if (!origin)
        return {};
    QList<HidingPiece> pieces = hidingPieces(state, *origin, zone);
    if (pieces.isEmpty())
        return {};
    MarkerPlacer placer(state, std::move(pieces), dice);
    QSet<QString> alreadyHidden;
    for (const Marker &m : state.markers)
        if (m.kind == MarkerKind::Hidden)
            alreadyHidden.insert(m.group);
    // Every group of the computer's sides that is not hidden already and has men alive, then
    // half as many dummies.
    for (const Side &side : state.sides) {
        if (side.controller != Controller::Ai)
            continue;
        int hiddenGroups = 0;
        for (const Group &g : state.groups) {
            if (g.side != side.id || alreadyHidden.contains(g.id))
                continue;
            const bool anyAlive =
                std::any_of(state.figures.cbegin(), state.figures.cend(),
                            [&](const Figure &f) { return f.group == g.id && !f.killed; });
            if (!anyAlive)
                continue;
            placer.place(MarkerKind::Hidden, side.id, g.id);
            ++hiddenGroups;
        }
        for (int d = 0; d < hiddenGroups / 2; ++d)
            placer.place(MarkerKind::Dummy, side.id, QString());
    }
    return placer.placed();
}

namespace {
// The state with a stand-in figure on each hidden or dummy marker, for the sight rules to
// look at; and the markers, by index, in the order of their stand-ins after the state's
// figures. The stand-ins count as fallen, so that none of them hides another.
Scenario withStandIns(const Scenario &state, QList<int> &markers)
{
    Scenario probe = state;
    for (int m = 0; m < state.markers.size(); ++m) {
        const Marker &marker = state.markers[m];
        if (!isConcealing(marker))
            continue;
        Figure standIn;
        standIn.id = QStringLiteral("marker:") + marker.id;
        const Group *group = state.group(marker.group);
        standIn.side = marker.kind == MarkerKind::Hidden && group ? group->side : marker.side;
        standIn.position = marker.position;
        standIn.killed = true;
        probe.figures << standIn;
        markers << m;
    }
    return probe;
}

// For each stand-in, the first figure of the state (in their order) of another side who sees it.
QList<MarkerSighting> sightingsOf(const Scenario &state, const Scenario &probe,
                                  const geo::TableGeometry &geometry, const QList<int> &markers,
                                  const SpottingDistances &spotting)
{
    QList<MarkerSighting> seen;
    QHash<QString, int> groupIndex;
    for (int g = 0; g < state.groups.size(); ++g)
        groupIndex.insert(state.groups[g].id, g);

    const int firstStandIn = int(state.figures.size());
    for (int i = 0; i < markers.size(); ++i) {
        const int standIn = firstStandIn + i;
        for (int o = 0; o < firstStandIn; ++o) {
            const Figure &observer = state.figures[o];
            if (!observer.onTable() || observer.side == probe.figures[standIn].side)
                continue;
            const double spottingCm = spotting.value(groupIndex.value(observer.group, -1), 0);
            // Hidden first: a marker in cover is hidden from most of the table, and that is
            // far quicker to tell than a line of sight through the terrain.
            if (!geometry.isHidden(standIn, o, spottingCm, false) &&
                geometry.hasClearSight(o, standIn)) {
                seen << MarkerSighting{markers[i], o};
                break;
            }
        }
    }
    return seen;
}
} // namespace

QList<MarkerSighting> MarkerLookout::inSight(const Scenario &state,
                                             const SpottingDistances &spotting)
{
    QList<int> markers;
    const Scenario probe = withStandIns(state, markers);
    if (markers.isEmpty())
        return {};
    QStringList ids;
    for (const Figure &f : probe.figures)
        ids << f.id;
    // The same figures in the same order: the geometry takes their bases again.
    if (m_geometry && ids == m_figureIds) {
        m_geometry->updateFigures(probe);
    } else {
        m_geometry = std::make_unique<geo::TableGeometry>(probe, &terrainEffect, sightRules());
        m_figureIds = ids;
    }
    return sightingsOf(state, probe, *m_geometry, markers, spotting);
}

QList<QPointF> revealPositions(const Scenario &state, const geo::TableGeometry &geometry,
                               const Marker &marker, const QList<int> &figures)
{
    const std::vector<int> home = geometry.areasAt(marker.position);
    auto inHome = [&](const QPointF &p) {
        for (int shape : geometry.areasAt(p))
            if (std::find(home.begin(), home.end(), shape) != home.end())
                return true;
        return false;
    };
    // The spots round the marker, nearest first: rings a centimetre apart.
    QList<QPointF> spots{marker.position};
    for (double r = kRevealStepCm; r <= kRevealWithinCm; r += kRevealStepCm) {
        const int around = std::max(6, int(2 * M_PI * r / kRevealStepCm));
        for (int k = 0; k < around; ++k) {
            const double a = 2 * M_PI * k / around;
            spots << marker.position + QPointF(std::cos(a), std::sin(a)) * r;
        }
    }
    QList<std::pair<QPointF, double>> standing; // centre, radius of every base in the way
    for (const Figure &f : state.figures)
        if (f.onTable())
            standing.append({f.position, f.radius()});

    QList<QPointF> positions;
    for (int f : figures) {
        const double radius = state.figures[f].radius();
        const QRectF table = state.table.rect().adjusted(radius, radius, -radius, -radius);
        auto fits = [&](const QPointF &p) {
            if (!table.contains(p) || impassableAt(state, geometry, p))
                return false;
            return std::all_of(standing.cbegin(), standing.cend(), [&](const auto &other) {
                return geo::distance(p, other.first) >= radius + other.second;
            });
        };
        std::optional<QPointF> chosen;
        for (bool homeOnly : {true, false}) {
            for (const QPointF &p : std::as_const(spots)) {
                if ((!homeOnly || home.empty() || inHome(p)) && fits(p)) {
                    chosen = p;
                    break;
                }
            }
            if (chosen || home.empty())
                break;
        }
        // A marker crowded on every side leaves the man at the marker itself.
        const QPointF at = chosen.value_or(marker.position);
        positions << at;
        standing.append({at, radius});
    }
    return positions;
}

Scenario veiledTable(Scenario state)
{
    state.figures.removeIf([](const Figure &f) { return f.underMarker; });
    for (Marker &m : state.markers) {
        if (isConcealing(m)) {
            m.kind = MarkerKind::Hidden;
            m.group.clear();
        }
    }
    return state;
}

} // namespace ambuscade::fiw
