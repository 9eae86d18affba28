// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/game/baseroom.h"

#include "chosenmen/game/boats.h"
#include "chosenmen/game/unitmove.h"
#include "chosenmen/game/unitreading.h"
#include "chosenmen/procedures/melee.h"
#include "chosenmen/tables/fields.h"
#include "geometry/vector2.h"
#include "surface/lengthunit.h"

#include <cmath>
#include <limits>

namespace ambuscade::chosenmen {

namespace {
// Bases closer than this (cm) are taken to touch, not to overlap: placing men in contact
// rounds to a hair either way.
constexpr double kTouchSlackCm = 0.05;
// How far round a spot a free place is looked for: a move's worth (2d10 in at best).
constexpr double kSearchReachCm = 20 * kCmPerInch;
// A man keeps this far from the enemy when he is made room (a move stops 1 in short, §4).
constexpr double kRoomKeepOffCm = 1 * kCmPerInch;

bool overlapAt(const Scenario &s, int a, const QPointF &p, int b)
{
    const Figure &fa = s.figures[a], &fb = s.figures[b];
    return geo::distance(p, fb.position) < fa.radius() + fb.radius() - kTouchSlackCm;
}

// Boats and the men aboard them stand where the hull carries them.
bool aboardOrBoat(const Scenario &s, const QList<int> &boats, int i)
{
    return boats.contains(i) || boatUnderAmong(s, boats, i) >= 0;
}

bool aboardOrBoat(const Scenario &s, int i)
{
    return aboardOrBoat(s, boatsOn(s), i);
}

// crowdedAt with the boats on the table read once by the caller: a free place is looked for
// at many spots round a man, among every figure of the table.
bool crowdedAmong(const Scenario &s, const QList<int> &boats, int figure, const QPointF &p,
                  const QList<int> &movingWith)
{
    for (int i = 0; i < s.figures.size(); ++i)
        if (i != figure && s.figures[i].onTable() && overlapAt(s, figure, p, i) &&
            !movingWith.contains(i) && !aboardOrBoat(s, boats, i))
            return true;
    return false;
}

// The gap, edge to edge, from a base at p to the nearest enemy's.
double enemyGapAt(const Scenario &s, int figure, const QPointF &p)
{
    const Figure &me = s.figures[figure];
    double nearest = std::numeric_limits<double>::infinity();
    for (const Figure &f : s.figures)
        if (f.onTable() && f.side != me.side)
            nearest = std::min(nearest, geo::distance(p, f.position) - f.radius() - me.radius());
    return nearest;
}

bool placeable(const Scenario &s, const geo::TableGeometry &g, const QList<int> &boats, int figure,
               const QPointF &from, const QPointF &p, double keepOffCm,
               const QList<int> &movingWith = {})
{
    const Figure &f = s.figures[figure];
    if (!s.table.rect().contains(p) || crowdedAmong(s, boats, figure, p, movingWith) ||
        enemyGapAt(s, figure, p) < keepOffCm)
        return false;
    if (!g.pathCost({from, p}, geo::distance(from, p)).passable)
        return false;
    return f.group.isEmpty() || !closedTo(s, g, f.group, false, p) ||
           closedTo(s, g, f.group, false, from);
}
} // namespace

bool basesOverlap(const Scenario &s, int a, int b)
{
    // The distance first: it is cheap, and most pairs stand apart.
    return a != b && s.figures[a].onTable() && s.figures[b].onTable() &&
           overlapAt(s, a, s.figures[a].position, b) && !aboardOrBoat(s, a) && !aboardOrBoat(s, b);
}

bool standsOnAnother(const Scenario &s, int figure)
{
    for (int i = 0; i < s.figures.size(); ++i)
        if (basesOverlap(s, figure, i))
            return true;
    return false;
}

bool crowdedAt(const Scenario &s, int figure, const QPointF &p, const QList<int> &movingWith)
{
    return crowdedAmong(s, boatsOn(s), figure, p, movingWith);
}

QPointF nearestFreePlace(const Scenario &s, const geo::TableGeometry &g, int figure,
                         const QPointF &p, const QList<int> &movingWith)
{
    // A hull is moved by its rowers; a man is made room wherever he is set down, a boat's
    // side included.
    const QList<int> boats = boatsOn(s);
    if (figureRole(s.figures[figure]) == Role::Boat ||
        !crowdedAmong(s, boats, figure, p, movingWith))
        return p;
    const double keepOff = std::min(kRoomKeepOffCm, enemyGapAt(s, figure, p));
    // Rings a quarter of a base apart, each with places about a quarter of a base apart on it.
    const double step = std::max(0.25, s.figures[figure].radius() / 2);
    for (double ring = step; ring <= kSearchReachCm; ring += step) {
        const int places = std::max(12, int(std::ceil(2 * M_PI * ring / step)));
        for (int k = 0; k < places; ++k) {
            // From straight ahead of where he faces, alternately either way round.
            const double bearing =
                s.figures[figure].facing + 360.0 * ((k + 1) / 2) / places * (k % 2 ? 1 : -1);
            const QPointF at = p + geo::facingVector(bearing) * ring;
            if (placeable(s, g, boats, figure, p, at, keepOff, movingWith))
                return at;
        }
    }
    return p;
}

std::optional<QPointF> nearestFreeTouching(const Scenario &s, const geo::TableGeometry &g,
                                           int figure, int mark, const QPointF &p)
{
    const QList<int> boats = boatsOn(s);
    if (!crowdedAmong(s, boats, figure, p, {}))
        return p;
    constexpr double kStepDegrees = 5;
    // Three bases fit round one within a third of a turn either way (§7: three on one man).
    constexpr double kMostTurnDegrees = 120;
    const Figure &t = s.figures[mark];
    // A rider keeps to the side of his mark he came at: one at a flank never turns to face
    // the bayonets at the front, nor one at the front round to a flank (§7).
    const bool keepsSide = rides(s, s.figures[figure]);
    const bool fromFlank = atFlankOrRear(t, p);
    const double touching = s.figures[figure].radius() + t.radius();
    const double from = geo::facingOf(p - t.position);
    const double noKeepOff = -std::numeric_limits<double>::infinity(); // contact is meant
    for (double turn = kStepDegrees; turn <= kMostTurnDegrees; turn += kStepDegrees)
        for (const double bearing : {from + turn, from - turn}) {
            const QPointF at = t.position + geo::facingVector(bearing) * touching;
            if ((!keepsSide || atFlankOrRear(t, at) == fromFlank) &&
                placeable(s, g, boats, figure, p, at, noKeepOff))
                return at;
        }
    return std::nullopt;
}

void makeRoom(Scenario &s, const geo::TableGeometry &g, const QList<int> &men)
{
    for (int i : men)
        if (s.figures[i].onTable() && standsOnAnother(s, i))
            s.figures[i].position = nearestFreePlace(s, g, i, s.figures[i].position);
}

} // namespace ambuscade::chosenmen
