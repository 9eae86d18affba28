// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/ai/groupmoves.h"

#include "fiw/procedures/shooting.h"
#include "fiw/tables/troops.h"
#include "geometry/vector2.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
using geo::length;

// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(GroupMoves)
};

QPointF unit(const QPointF &v)
{
    const double l = length(v);
    return l > 1e-9 ? v / l : QPointF(0, -1);
}

QString featureName(const Scenario &s, const QString &id)
{
    const TerrainFeature *t = s.terrainFeature(id);
    return !t ? id : t->name.isEmpty() ? terrainKindDisplayName(t->kind).toLower() : t->name;
}

// The nearest living enemy of a figure's side, by distance edge to edge from any member.
int nearestEnemy(const Battlefield &field, const QList<int> &members)
{
    const Scenario &s = field.scenario();
    int best = -1;
    double bestDistance = 0;
    for (int m : members) {
        for (int e = 0; e < s.figures.size(); ++e) {
            if (!s.figures[e].onTable() || s.figures[e].side == s.figures[m].side)
                continue;
            const double d = field.geometry().edgeDistance(m, e);
            if (best < 0 || d < bestDistance) {
                best = e;
                bestDistance = d;
            }
        }
    }
    return best;
}

// Places the group's figures one by one, each as far along its wished-for path as the going,
// the water, the table's edge and the bases already placed allow.
class Mover
{
public:
    Mover(const Battlefield &field, const QList<int> &members) : m_field(field)
    {
        const Scenario &s = field.scenario();
        // No man moves further than his allowance: only bases that close to the group can
        // be in the way, and only they are checked for each step tried.
        double largestRadius = 0;
        for (const Figure &f : s.figures)
            largestRadius = std::max(largestRadius, f.radius());
        QRectF reach;
        for (int m : members) {
            const double out = movementAllowance(s.figures[m]) + 2 * largestRadius;
            reach = reach.united(
                QRectF(s.figures[m].position - QPointF(out, out), QSizeF(2 * out, 2 * out)));
        }
        for (int f = 0; f < s.figures.size(); ++f)
            if (s.figures[f].onTable() && !members.contains(f) &&
                reach.contains(s.figures[f].position))
                m_occupied.append({s.figures[f].position, s.figures[f].radius()});
    }

    // Moves a figure towards `to`, shortening the move as needed. Returns false if it cannot
    // move at all. `contact`: the spot is next to an enemy's base, reaching it is the point.
    bool move(int figure, const QPointF &to, QList<FigureMove> &moves)
    {
        const Figure &f = m_field.scenario().figures[figure];
        const double allowance = movementAllowance(f);
        const QRectF table = m_field.scenario().table.rect();
        const double r = f.radius();
        QPointF target(std::clamp(to.x(), table.left() + r, table.right() - r),
                       std::clamp(to.y(), table.top() + r, table.bottom() - r));
        const geo::TableGeometry &g = m_field.geometry();
        const geo::Reach reach = g.reachAlong({f.position, target}, allowance, allowance);
        const QPointF end = reach.point;
        // Back off along the line until the base is clear of every other.
        for (int step = 0; step <= 20; ++step) {
            const QPointF at = end + (f.position - end) * (step / 20.0);
            if (length(at - f.position) < 0.05)
                break;
            if (!clear(at, r))
                continue;
            const geo::PathCost cost = g.pathCost({f.position, at}, allowance);
            if (!cost.passable || cost.costCm > allowance + 1e-6)
                continue;
            moves.append({figure, f.position, at, cost.costCm, geo::facingOf(at - f.position)});
            m_occupied.append({at, r});
            return true;
        }
        m_occupied.append({f.position, r}); // stays where it is
        return false;
    }

    void stay(int figure)
    {
        const Figure &f = m_field.scenario().figures[figure];
        m_occupied.append({f.position, f.radius()});
    }

private:
    bool clear(const QPointF &at, double r) const
    {
        for (const auto &[centre, radius] : m_occupied)
            if (length(at - centre) < r + radius - 0.01)
                return false;
        return true;
    }

    const Battlefield &m_field;
    QList<QPair<QPointF, double>> m_occupied;
};
} // namespace

GroupMovePlan planGroupMove(const Battlefield &field, int group, Action action, double spottingCm)
{
    const Scenario &s = field.scenario();
    const geo::TableGeometry &g = field.geometry();
    const GroupView &view = field.group(group);
    const QList<int> members = view.living(s);
    GroupMovePlan plan;
    plan.action = action;
    if (members.isEmpty())
        return plan;
    Mover mover(field, members);
    const QPointF centre = field.centroid(view);
    const Sighting seen = nearestVisibleEnemy(field, group, spottingCm);
    const int visible = seen.target;
    const int enemy = visible >= 0 ? visible : nearestEnemy(field, members);
    const QPointF enemyAt = enemy >= 0 ? s.figures[enemy].position : QPointF();
    const QString enemyName = enemy >= 0 ? s.figures[enemy].name : QString();

    auto faceEnemy = [&] {
        if (enemy < 0)
            return;
        for (int m : members) {
            const Figure &f = s.figures[m];
            plan.turns.append({m, f.position, f.position, 0, geo::facingOf(enemyAt - f.position)});
        }
        plan.where = Text::tr("facing %1").arg(enemyName);
    };
    // Every man moves `fraction` of his move straight away from the enemy.
    auto away = [&](double fraction) {
        if (enemy < 0)
            return;
        const QPointF direction = unit(centre - enemyAt);
        for (int m : members) {
            const Figure &f = s.figures[m];
            mover.move(m, f.position + direction * movementAllowance(f) * fraction, plan.moves);
        }
        plan.where = Text::tr("away from %1").arg(enemyName);
    };
    // The group moves towards a point, each man keeping his place in it (they do not crowd
    // onto one spot); against a target group each man goes for the enemy nearest him, into
    // base contact when he can reach it.
    auto towards = [&](const QPointF &goal, int targetGroup) {
        for (int m : members) {
            const Figure &f = s.figures[m];
            QPointF aim = goal + (f.position - centre);
            // Each man goes for the enemy nearest to him in the target's group.
            int nearest = -1;
            if (targetGroup >= 0)
                for (int t : field.group(targetGroup).living(s))
                    if (nearest < 0 || length(s.figures[t].position - f.position) <
                                           length(s.figures[nearest].position - f.position))
                        nearest = t;
            if (nearest >= 0) {
                const Figure &t = s.figures[nearest];
                const double contact = f.radius() + t.radius();
                aim = t.position - unit(t.position - f.position) * contact;
                if (length(aim - f.position) <= movementAllowance(f))
                    plan.charge = true;
            }
            const QPointF d = aim - f.position;
            mover.move(m, f.position + unit(d) * std::min(length(d), movementAllowance(f)),
                       plan.moves);
        }
    };
    auto advanceOnEnemy = [&] {
        if (enemy < 0)
            return;
        plan.targetGroup = field.actingGroup(enemy);
        towards(enemyAt, plan.targetGroup);
        plan.where = plan.charge ? Text::tr("charging %1").arg(enemyName)
                                 : Text::tr("towards %1").arg(enemyName);
    };
    // To cover: each man to the nearest cover within his move; `further`: only cover that
    // lies further from the enemy than he stands now.
    auto toCover = [&](bool further) {
        QString named;
        const int movedBefore = int(plan.moves.size());
        for (int m : members) {
            const Figure &f = s.figures[m];
            const double allowance = movementAllowance(f);
            const std::optional<geo::CoverSpot> spot =
                g.nearestCover(m, allowance, allowance,
                               enemy >= 0 ? std::optional<QPointF>(enemyAt) : std::nullopt);
            const bool good =
                spot && (!further || enemy < 0 ||
                         length(spot->point - enemyAt) > length(f.position - enemyAt));
            if (good && length(spot->point - f.position) < 0.05) {
                mover.stay(m); // already in cover
                named = featureName(s, spot->terrain);
                continue;
            }
            if (good && mover.move(m, spot->point, plan.moves)) {
                named = featureName(s, spot->terrain);
                continue;
            }
            if (enemy >= 0)
                mover.move(m, f.position + unit(f.position - enemyAt) * allowance, plan.moves);
        }
        const bool stayed = plan.moves.size() == movedBefore;
        plan.where = named.isEmpty()
                         ? (enemy >= 0 ? Text::tr("away from %1, no cover in reach").arg(enemyName)
                                       : QString())
                     : stayed ? Text::tr("in cover at %1").arg(named)
                              : Text::tr("to the edge of %1").arg(named);
    };
    auto standingOrder = [&](bool facing) {
        const StandingOrder &order = s.groups[group].order;
        switch (order.kind) {
        case OrderKind::Hold:
            if (facing)
                faceEnemy();
            return;
        case OrderKind::Advance:
            if (length(order.target - centre) > 2) {
                towards(order.target, -1);
                plan.where = Text::tr("towards its objective at %1, %2 cm")
                                 .arg(order.target.x())
                                 .arg(order.target.y());
            }
            return;
        case OrderKind::Patrol: {
            if (order.route.isEmpty())
                return;
            // On to the waypoint after the nearest one it has reached.
            int nearest = 0;
            for (int i = 1; i < order.route.size(); ++i)
                if (length(order.route[i] - centre) < length(order.route[nearest] - centre))
                    nearest = i;
            const int next = length(order.route[nearest] - centre) < 3
                                 ? (nearest + 1) % int(order.route.size())
                                 : nearest;
            towards(order.route[next], -1);
            plan.where = Text::tr("on its patrol, towards %1, %2 cm")
                             .arg(order.route[next].x())
                             .arg(order.route[next].y());
            return;
        }
        case OrderKind::Ambush:
            if (visible >= 0 && seen.distanceCm <= order.triggerCm)
                advanceOnEnemy(); // the ambush is sprung
            else if (facing)
                faceEnemy();
            return;
        }
    };

    switch (action) {
    case Action::Continue:
        standingOrder(false);
        break;
    case Action::ContinueFacing:
        standingOrder(true);
        break;
    case Action::MoveTowardsEnemy:
    case Action::AdvanceCharge:
        advanceOnEnemy();
        break;
    case Action::TakeCover:
        toCover(false);
        break;
    case Action::Withdraw:
        toCover(true);
        break;
    case Action::Run:
        away(1.0);
        break;
    case Action::HalfMoveAway:
        away(0.5);
        break;
    case Action::HaltFacing:
    case Action::Deploy:
        faceEnemy();
        break;
    case Action::MarchInColumn:
        if (s.groups[group].order.kind == OrderKind::Advance)
            standingOrder(false);
        else
            advanceOnEnemy();
        break;
    }
    for (const FigureMove &m : plan.moves)
        plan.longestMoveCm = std::max(plan.longestMoveCm, length(m.to - m.from));
    return plan;
}

} // namespace ambuscade::fiw
