// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/formation.h"

#include "chosenmen/tables/fields.h"
#include "chosenmen/tables/terraintable.h"

#include <QLineF>
#include <QtMath>

#include <algorithm>

namespace ambuscade::chosenmen {

namespace {
// Bases a hair apart still touch on a real table.
constexpr double kContactSlackCm = 0.2;
} // namespace

bool inBaseContact(const Figure &a, const Figure &b)
{
    return QLineF(a.position, b.position).length() <= a.radius() + b.radius() + kContactSlackCm;
}

namespace {
// Facings within a few degrees match.
constexpr double kSameFacingDegrees = 10;

double facingGap(double a, double b)
{
    const double d = std::fmod(std::abs(a - b), 360.0);
    return std::min(d, 360 - d);
}

// The largest set of figures joined by base contact.
QList<const Figure *> largestContactGroup(const QList<const Figure *> &figures)
{
    QList<const Figure *> best;
    QList<bool> seen(figures.size(), false);
    for (int start = 0; start < figures.size(); ++start) {
        if (seen[start])
            continue;
        QList<const Figure *> group;
        QList<int> open{start};
        seen[start] = true;
        while (!open.isEmpty()) {
            const int i = open.takeLast();
            group << figures[i];
            for (int j = 0; j < figures.size(); ++j)
                if (!seen[j] && inBaseContact(*figures[i], *figures[j])) {
                    seen[j] = true;
                    open << j;
                }
        }
        if (group.size() > best.size())
            best = group;
    }
    return best;
}

// How many ranks deep: the figures' distances along their facing, in bands a base apart.
int ranksDeep(const QList<const Figure *> &figures)
{
    const double radians = qDegreesToRadians(figures.first()->facing);
    const QPointF ahead(std::sin(radians), -std::cos(radians));
    QList<double> depths;
    for (const Figure *f : figures)
        depths << QPointF::dotProduct(f->position, ahead);
    std::sort(depths.begin(), depths.end());
    int ranks = 1;
    double rankStart = depths.first();
    for (double d : depths)
        if (d - rankStart > figures.first()->radius()) {
            ++ranks;
            rankStart = d;
        }
    return ranks;
}
} // namespace

bool standFormed(const QList<const Figure *> &figures)
{
    const QList<const Figure *> body = largestContactGroup(figures);
    if (body.size() < kFormedFigures)
        return false;
    for (const Figure *f : body)
        if (facingGap(f->facing, body.first()->facing) > kSameFacingDegrees)
            return false;
    return ranksDeep(body) <= 2;
}

bool isFormed(const Scenario &scenario, const geo::TableGeometry &geometry, const QString &group)
{
    const Group *g = scenario.group(group);
    if (!g || g->attributes.text(QStringLiteral("status")) == QLatin1String("fleeing") ||
        !unitKind(*g).mayForm) // only eligible troops are formed (§3)
        return false;
    QList<const Figure *> figures;
    for (const Figure &f : scenario.figures) {
        if (f.group != group || !f.onTable())
            continue;
        // In a building, woods or water (§3), a road through them or not: the road speeds
        // a move, it does not make room for a line.
        for (int shape : geometry.areasAt(f.position))
            if (terrainRow(scenario.terrain[geometry.featureIndex(shape)].kind).halvesMove)
                return false;
        figures << &f;
    }
    return standFormed(figures);
}

} // namespace ambuscade::chosenmen
