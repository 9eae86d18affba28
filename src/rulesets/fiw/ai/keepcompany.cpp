// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/ai/keepcompany.h"

#include "fiw/tables/troops.h"
#include "geometry/vector2.h"

#include <QCoreApplication>
#include <numeric>

namespace ambuscade::fiw {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(FiwGame)
};

// The men who move with the group: a leader standing apart is a group of his own (§1).
QList<int> movingMen(const Battlefield &field, int group)
{
    const GroupView &view = field.group(group);
    QList<int> men = view.living(field.scenario());
    men.removeIf([&](int f) { return view.apart.contains(f); });
    return men;
}

bool officerOrNco(const Figure &f)
{
    return isLeader(f) || figureRole(f) == QLatin1String("nco");
}

int root(QList<int> &parent, int g)
{
    while (parent[g] != g)
        g = parent[g] = parent[parent[g]];
    return g;
}
} // namespace

QList<QList<int>> platoonsOf(const Battlefield &field, const QString &side)
{
    const Scenario &s = field.scenario();
    const double within = commandRules().attachedWithinCm; // §8's 5 cm
    QList<int> parent(s.groups.size());
    std::iota(parent.begin(), parent.end(), 0);
    QList<bool> led(s.groups.size(), false);
    std::vector<int> near;
    for (const GroupView &view : field.groups()) {
        if (s.groups[view.group].side != side || !view.formed)
            continue;
        for (int m : view.living(s)) {
            near.clear();
            field.geometry().figuresWithin(m, within, near);
            near.push_back(m);
            for (int other : near) {
                const Figure &f = s.figures[other];
                if (!f.onTable() || f.side != side)
                    continue;
                led[view.group] = led[view.group] || officerOrNco(f);
                const int g = field.actingGroup(other);
                if (g >= 0 && g != view.group && field.group(g).formed)
                    parent[root(parent, g)] = root(parent, view.group);
            }
        }
    }
    QList<QList<int>> platoons;
    for (int r = 0; r < s.groups.size(); ++r) {
        QList<int> platoon;
        bool withOfficer = false;
        for (const GroupView &view : field.groups())
            if (s.groups[view.group].side == side && view.formed && root(parent, view.group) == r) {
                platoon << view.group;
                withOfficer = withOfficer || led[view.group];
            }
        if (platoon.size() > 1 && withOfficer)
            platoons << platoon;
    }
    return platoons;
}

QPointF centreShift(const Battlefield &field, int group, const GroupMovePlan &plan)
{
    const QList<int> men = movingMen(field, group);
    if (men.isEmpty())
        return {};
    QPointF sum;
    for (const FigureMove &move : plan.moves)
        if (men.contains(move.figure))
            sum += move.to - move.from;
    return sum / men.size();
}

GroupMovePlan planKeepingCompany(const Battlefield &field, int group, const QPointF &shift,
                                 Action leadersAction, const QString &leader)
{
    GroupMovePlan plan;
    plan.action = leadersAction;
    plan.where = Text::tr("in company with %1").arg(leader);
    if (geo::length(shift) < 0.05)
        return plan;
    const QList<int> men = movingMen(field, group);
    FigurePlacer placer(field, men);
    for (int m : men)
        placer.move(m, field.scenario().figures[m].position + shift, plan.moves);
    return plan;
}

} // namespace ambuscade::fiw
