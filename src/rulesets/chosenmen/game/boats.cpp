// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/game/boats.h"

#include "chosenmen/game/baseroom.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/tables/fields.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <QJsonObject>
#include <cmath>

namespace ambuscade::chosenmen {

namespace {
bool isBoat(const Figure &f)
{
    return f.onTable() && figureRole(f) == Role::Boat;
}

bool isWaterKind(TerrainKind kind)
{
    return kind == TerrainKind::Stream || kind == TerrainKind::River || kind == TerrainKind::Lake;
}

// The directions a landing point is looked for in, round the hull.
constexpr int kLandingBearings = 24;
// A hull's width: a ship's gig or cutter seats a squad, a launch half as many again.
constexpr double kSmallHullCm = 12;
constexpr double kLargeHullCm = 18;
} // namespace

double hullRadius(const Figure &boat)
{
    return std::max(boat.radius(), (isLargeBoat(boat) ? kLargeHullCm : kSmallHullCm) / 2);
}

QList<int> boatsOn(const Scenario &s)
{
    QList<int> boats;
    for (int i = 0; i < s.figures.size(); ++i)
        if (isBoat(s.figures[i]))
            boats << i;
    return boats;
}

namespace {
// Of these boats, the one the figure stands on; -1 for none.
int boatAmong(const Scenario &s, const QList<int> &boats, const Figure &f)
{
    if (!f.onTable() || figureRole(f) == Role::Boat)
        return -1;
    for (int b : boats)
        if (f.side == s.figures[b].side && !isBeached(s.figures[b]) &&
            geo::distance(f.position, s.figures[b].position) <= hullRadius(s.figures[b]))
            return b;
    return -1;
}
} // namespace

int boatUnder(const Scenario &s, int figure)
{
    return boatAmong(s, boatsOn(s), s.figures[figure]);
}

int boatUnderAmong(const Scenario &s, const QList<int> &boats, int figure)
{
    return boats.isEmpty() ? -1 : boatAmong(s, boats, s.figures[figure]);
}

QList<int> aboardBoat(const Scenario &s, int boat)
{
    const QList<int> boats = boatsOn(s);
    QList<int> aboard;
    for (int i = 0; i < s.figures.size(); ++i)
        if (boatAmong(s, boats, s.figures[i]) == boat)
            aboard << i;
    return aboard;
}

int unitBoat(const Scenario &s, const QString &group)
{
    const QList<int> boats = boatsOn(s);
    if (boats.isEmpty())
        return -1;
    for (int i : menOf(s, group))
        if (const int b = boatAmong(s, boats, s.figures[i]); b >= 0)
            return b;
    return -1;
}

QList<int> unitAboard(const Scenario &s, const QString &group, int boat)
{
    const QList<int> boats = boatsOn(s);
    QList<int> men;
    for (int i : menOf(s, group))
        if (boatAmong(s, boats, s.figures[i]) == boat)
            men << i;
    return men;
}

bool inWater(const Scenario &s, const geo::TableGeometry &g, const QPointF &p)
{
    for (int shape : g.areasAt(p))
        if (isWaterKind(s.terrain[g.featureIndex(shape)].kind))
            return true;
    return false;
}

QPointF currentAt(const Scenario &s, const geo::TableGeometry &g, const QPointF &p)
{
    for (int shape : g.areasAt(p)) {
        const TerrainFeature &t = s.terrain[g.featureIndex(shape)];
        const QJsonObject current = t.unknownKeys.value(QStringLiteral("current")).toObject();
        if (isWaterKind(t.kind) && !current.isEmpty())
            return geo::facingVector(current.value(QStringLiteral("toward")).toDouble()) *
                   current.value(QStringLiteral("inches")).toDouble();
    }
    return {};
}

int currentAlong(const QPointF &currentIn, const QPointF &heading)
{
    const double length = geo::length(heading);
    return length <= 0 ? 0 : int(std::lround(geo::dot(currentIn, heading) / length));
}

int rowersIn(const Scenario &s, int boat)
{
    int fit = 0;
    for (int i : aboardBoat(s, boat))
        fit += fitToFight(s.figures[i]);
    return std::min(fit, s.figures[boat].attributes.count(QStringLiteral("rowers")));
}

std::optional<QPointF> landingPoint(const Scenario &s, const geo::TableGeometry &g, int boat)
{
    const Figure &b = s.figures[boat];
    const double hull = hullRadius(b);
    const double reach = hull + kCmPerInch;
    std::optional<QPointF> best;
    for (double r = hull / 2; r <= reach + 1e-9; r += hull / 4)
        for (int k = 0; k < kLandingBearings && !best; ++k) {
            const QPointF p = b.position + geo::facingVector(360.0 * k / kLandingBearings) * r;
            if (s.table.rect().contains(p) && !inWater(s, g, p))
                best = p;
        }
    return best;
}

bool isQuay(const Scenario &s, const geo::TableGeometry &g, const QPointF &p)
{
    for (int shape : g.areasAt(p))
        if (s.terrain[g.featureIndex(shape)].kind == TerrainKind::Road)
            return true;
    return false;
}

void putAshore(Scenario &s, const geo::TableGeometry &g, const QList<int> &men, int boat,
               const QPointF &landing)
{
    const Figure &hull = s.figures[boat];
    const QPointF inland = landing - hull.position;
    const QPointF ahead = inland / std::max(1e-9, geo::length(inland));
    const QPointF across(-ahead.y(), ahead.x());
    const double step = Figure::kDefaultBaseCm;
    // Rows of five across the way inland, the first half a base beyond the landing point or
    // the hull, whichever is further; a place in the water or on the hull goes a row further.
    const QPointF first =
        hull.position + ahead * (std::max(geo::length(inland), hullRadius(hull)) + step / 2);
    int row = 0, place = 0;
    for (int i : men) {
        QPointF at;
        do {
            at = first + ahead * (step * row) + across * (step * (place - 2));
            if (++place == 5)
                place = 0, ++row;
        } while ((inWater(s, g, at) || geo::distance(at, hull.position) <= hullRadius(hull)) &&
                 row < 20);
        s.figures[i].position = s.table.clamp(at);
        s.figures[i].facing = geo::facingOf(ahead);
    }
    makeRoom(s, g, men); // ashore, clear of whoever stands there already
}

void seatAboard(Scenario &s, const QList<int> &men, int boat)
{
    const Figure &b = s.figures[boat];
    // Rings round the middle of the hull, the first man at its middle.
    for (int n = 0; n < men.size(); ++n) {
        const double ring = n == 0 ? 0 : 1 + (n - 1) / 6;
        const double radius = std::min(hullRadius(b) * 0.9, ring * hullRadius(b) / 3);
        const QPointF at = b.position + geo::facingVector(60.0 * n + 30.0 * ring) * radius;
        s.figures[men[n]].position = at;
        s.figures[men[n]].facing = b.facing;
    }
}

} // namespace ambuscade::chosenmen
