// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/movement.h"
#include "surface/lengthunit.h"

#include "fiw/tables/troops.h"
#include "fiw/terms.h"
#include "geometry/vector2.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(Movement)
};
} // namespace

MoveRates moveRatesOf(const Figure &figure)
{
    return {footMove(figure), movementAllowance(figure)};
}

MoveRates moveRatesOf(const Battlefield &field, int figure)
{
    return {field.footMove(figure), field.movementAllowance(figure)};
}

namespace {
// The going of a path whose cost is known.
Going goingOf(const geo::PathCost &cost, const MoveRates &rates)
{
    Going going;
    going.cost = cost;
    const bool open = going.cost.difficultCm <= 0 && going.cost.barriers.isEmpty();
    // Off the open ground a horse is no faster than a man.
    going.allowanceCm = open ? rates.allowanceCm : std::min(rates.allowanceCm, rates.footCm);
    return going;
}
} // namespace

Going goingAlong(const geo::TableGeometry &geometry, const MoveRates &rates,
                 const QList<QPointF> &path)
{
    return goingOf(geometry.pathCost(path, rates.footCm), rates);
}

Going goingAlong(const geo::TableGeometry &geometry, const Figure &f, const QList<QPointF> &path)
{
    return goingAlong(geometry, moveRatesOf(f), path);
}

double moveWhereHeStands(const geo::TableGeometry &geometry, const Figure &f)
{
    if (!isHorsed(f))
        return movementAllowance(f);
    return goingAlong(geometry, f, {f.position, f.position + QPointF(0.01, 0)}).allowanceCm;
}

namespace {
// Whether a base going along the path runs through a base standing at `at`, their centres
// coming nearer than `touching` (README, "Moves the table makes"): one it starts in contact
// with it may leave. The one rule for the table's moves and the player's.
bool runsThrough(const QPointF *path, qsizetype points, const QPointF &at, double touching)
{
    if (geo::length(path[0] - at) < touching)
        return false;
    for (qsizetype i = 0; i + 1 < points; ++i)
        if (geo::distanceToSegment(at, path[i], path[i + 1]) < touching)
            return true;
    return false;
}

// The bases a move meets: the first the end of the move would overlap, and the first enemy
// whose base the way runs through (README, "Moves the table makes": men never walk
// through an enemy's base, the player's no more than the table's; a man may end touching an
// enemy, a charge, and one who starts in contact may leave him). -1 for none.
struct InTheWay {
    int overlapped = -1;
    int passedThrough = -1;
};

InTheWay basesInTheWay(const Battlefield &field, int figure, const QList<QPointF> &path,
                       const QHash<int, QPointF> &movedBefore)
{
    const Figure &f = field.figure(figure);
    const QPointF end = path.last();
    const auto overlapsEnd = [&](int other, const QPointF &at) {
        const double touching = field.figure(other).radius() + f.radius() - 1e-9;
        // As far apart as that along either axis: not touching, and no square root taken.
        return std::abs(at.x() - end.x()) < touching && std::abs(at.y() - end.y()) < touching &&
               std::hypot(at.x() - end.x(), at.y() - end.y()) < touching;
    };
    InTheWay met;
    const auto first = [](int &slot, int other) {
        slot = slot < 0 ? other : std::min(slot, other);
    };
    // The bases near the way, from the table's index (a scan of every base, for each man of a
    // group drag and each place tried, was most of a drag's judging); the first of a kind by
    // figure, whatever order the index gives.
    double left = path.first().x(), right = left, top = path.first().y(), bottom = top;
    for (const QPointF &p : path) {
        left = std::min(left, p.x()), right = std::max(right, p.x());
        top = std::min(top, p.y()), bottom = std::max(bottom, p.y());
    }
    std::vector<int> near;
    field.geometry().figuresNear(QPointF((left + right) / 2, (top + bottom) / 2),
                                 std::hypot(right - left, bottom - top) / 2 + f.radius(), near);
    for (int other : near) {
        if (other == figure || !field.figure(other).onTable() || movedBefore.contains(other))
            continue;
        const QPointF at = field.figure(other).position;
        if (overlapsEnd(other, at))
            first(met.overlapped, other);
        if (!field.sameSide(other, figure) &&
            runsThrough(path.constData(), path.size(), at,
                        field.figure(other).radius() + f.radius() - 0.01))
            first(met.passedThrough, other);
    }
    // Men moved before him in the same order stand where they were moved to.
    for (auto it = movedBefore.cbegin(); it != movedBefore.cend(); ++it)
        if (it.key() != figure && it.key() >= 0 && it.key() < field.scenario().figures.size() &&
            field.figure(it.key()).onTable() && overlapsEnd(it.key(), it.value()))
            first(met.overlapped, it.key());
    return met;
}

QString nameOf(const Figure &f)
{
    return f.name.isEmpty() ? f.id : f.name;
}
} // namespace

MoveCheck checkMove(const Battlefield &field, int figure, const QList<QPointF> &path, double usedCm,
                    const QHash<int, QPointF> &movedBefore)
{
    const Figure &f = field.figure(figure);
    MoveCheck check;
    QList<QPointF> full = path;
    if (full.isEmpty() || full.first() != f.position)
        full.prepend(f.position);
    const Going going = goingAlong(field.geometry(), f, full);
    const geo::PathCost &cost = going.cost;
    check.costCm = cost.costCm;
    check.allowanceCm = std::max(0.0, going.allowanceCm - usedCm);

    if (!cost.passable)
        check.problems << Text::tr("%1 cannot be crossed on foot").arg(cost.impassable);
    if (cost.costCm > check.allowanceCm + 1e-9)
        check.problems << (usedCm > 0 ? Text::tr("the move costs %1 cm, more than the %2 cm he "
                                                 "has left this phase")
                                      : Text::tr("the move costs %1 cm, more than the %2 cm "
                                                 "allowed"))
                              .arg(decimalText(cost.costCm, 1))
                              .arg(measureText(std::round(check.allowanceCm * 10) / 10));
    const QPointF end = full.last();
    const QRectF table = field.scenario().table.rect();
    if (end.x() < 0 || end.y() < 0 || end.x() > table.right() || end.y() > table.bottom())
        check.problems << Text::tr("the figure would end off the table");
    const InTheWay met = basesInTheWay(field, figure, full, movedBefore);
    if (met.passedThrough >= 0)
        check.problems << Text::tr("the way runs through %1's base")
                              .arg(nameOf(field.figure(met.passedThrough)));
    if (met.overlapped >= 0)
        check.problems
            << Text::tr("the base would overlap %1").arg(nameOf(field.figure(met.overlapped)));
    check.allowed = check.problems.isEmpty();
    return check;
}

FigurePlacer::FigurePlacer(const Battlefield &field, const QList<int> &movers) : m_field(field)
{
    const Scenario &s = field.scenario();
    // No man moves further than his allowance: only bases that close to the movers can be in
    // the way, and only they are checked for each step tried.
    double largestRadius = 0;
    for (const Figure &f : s.figures)
        largestRadius = std::max(largestRadius, f.radius());
    QRectF reach;
    for (int m : movers) {
        const double out = field.movementAllowance(m) + 2 * largestRadius;
        reach = reach.united(
            QRectF(s.figures[m].position - QPointF(out, out), QSizeF(2 * out, 2 * out)));
    }
    for (int f = 0; f < s.figures.size(); ++f)
        if (s.figures[f].onTable() && !movers.contains(f) && reach.contains(s.figures[f].position))
            m_occupied.append({s.figures[f].position, s.figures[f].radius(), field.sideNumber(f)});
}

bool FigurePlacer::move(int figure, const QPointF &to, QList<FigureMove> &moves)
{
    const Figure &f = m_field.scenario().figures[figure];
    const QRectF table = m_field.scenario().table.rect();
    const double r = f.radius();
    QPointF target(std::clamp(to.x(), table.left() + r, table.right() - r),
                   std::clamp(to.y(), table.top() + r, table.bottom() - r));
    const geo::TableGeometry &g = m_field.geometry();
    const MoveRates rates = moveRatesOf(m_field, figure); // once, for the up to 21 places tried
    geo::PathCost allTheWay;
    geo::Reach reach =
        g.reachAlong({f.position, target}, rates.footCm, rates.allowanceCm, &allTheWay);
    // A horse has its 40 cm in open going only: through anything else, a man's move.
    const QPointF reached = reach.point;
    // Got to the very point (not merely near it, as QPointF's == would allow): the way there
    // is the way walked already.
    const bool gotThere = reached.x() == target.x() && reached.y() == target.y();
    const Going toReached =
        gotThere ? goingOf(allTheWay, rates) : goingAlong(g, rates, {f.position, reached});
    if (toReached.allowanceCm < rates.allowanceCm)
        reach = g.reachAlong({f.position, target}, rates.footCm, toReached.allowanceCm);
    const QPointF end = reach.point;
    // Back off along the line until the base is clear of every other.
    for (int step = 0; step <= 20; ++step) {
        const QPointF at = end + (f.position - end) * (step / 20.0);
        if (geo::length(at - f.position) < 0.05)
            break;
        if (!clear(at, r) || !wayClear(f.position, at, r, m_field.sideNumber(figure)))
            continue;
        // Most moves end where the first reach did: its going is known already. (Exactly
        // there: QPointF's == forgives a little.)
        const bool atReached = at.x() == reached.x() && at.y() == reached.y();
        const Going going = atReached ? toReached : goingAlong(g, rates, {f.position, at});
        if (!going.cost.passable || going.cost.costCm > going.allowanceCm + 1e-6)
            continue;
        moves.append({figure, f.position, at, going.cost.costCm, geo::facingOf(at - f.position)});
        m_occupied.append({at, r, m_field.sideNumber(figure)});
        return true;
    }
    stay(figure);
    return false;
}

void FigurePlacer::stay(int figure)
{
    const Figure &f = m_field.scenario().figures[figure];
    m_occupied.append({f.position, f.radius(), m_field.sideNumber(figure)});
}

bool FigurePlacer::clear(const QPointF &at, double radius) const
{
    for (const Base &b : m_occupied)
        if (geo::length(at - b.centre) < radius + b.radius - 0.01)
            return false;
    return true;
}

bool FigurePlacer::wayClear(const QPointF &from, const QPointF &to, double radius, int side) const
{
    const QPointF way[] = {from, to}; // no list made: the placer asks this for every place tried
    // Friends step aside for each other.
    return std::none_of(m_occupied.cbegin(), m_occupied.cend(), [&](const Base &b) {
        return b.side != side && runsThrough(way, 2, b.centre, radius + b.radius - 0.01);
    });
}

} // namespace ambuscade::fiw
