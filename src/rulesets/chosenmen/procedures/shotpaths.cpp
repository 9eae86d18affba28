// SPDX-License-Identifier: GPL-3.0-or-later
#include "chosenmen/procedures/shotpaths.h"

#include "surface/lengthunit.h"

#include <QLineF>
#include <QtMath>

#include <algorithm>

namespace ambuscade::chosenmen {

namespace {
// The figures with part of their base within halfWidthCm of the line, ahead of the gun's
// muzzle (its base's front edge) and within reach of it, nearest first. The gun's own unit is
// never among them: its crew stand round the gun to serve it, and the models mark the battery,
// not men in front of its muzzle (an audit found a gun's grape killing its own crew in every
// game of Screening the Ford).
QList<int> figuresAlong(const Scenario &s, int gun, const QPointF &towards, double reachCm,
                        double halfWidthCm)
{
    const Figure &g = s.figures[gun];
    const QLineF aim(g.position, towards);
    if (aim.length() <= 0)
        return {};
    const QPointF unit = (towards - g.position) / aim.length();
    QList<QPair<double, int>> found;
    for (int i = 0; i < s.figures.size(); ++i) {
        const Figure &f = s.figures[i];
        if (f.group == g.group || !f.onTable())
            continue;
        const QPointF d = f.position - g.position;
        const double along = QPointF::dotProduct(d, unit);
        const double across = std::abs(d.x() * unit.y() - d.y() * unit.x());
        const double edge = along - g.radius() - f.radius();
        if (along > g.radius() && edge <= reachCm + 1e-9 &&
            across <= halfWidthCm + f.radius() + 1e-9)
            found.append({along, i});
    }
    std::sort(found.begin(), found.end());
    QList<int> order;
    for (const auto &[along, i] : found)
        order << i;
    return order;
}
} // namespace

double degreesOffFacing(const Figure &f, const QPointF &point)
{
    const QPointF d = point - f.position;
    if (d.isNull())
        return 0;
    // Facing: 0 towards the top of the table, clockwise.
    const double bearing = qRadiansToDegrees(std::atan2(d.x(), -d.y()));
    const double off = std::fmod(std::abs(bearing - f.facing), 360.0);
    return std::min(off, 360 - off);
}

bool inFiringArc(const Figure &shooter, const QPointF &target)
{
    return degreesOffFacing(shooter, target) <= kFiringArcHalfDegrees + 1e-9;
}

QList<int> ballPath(const Scenario &s, int gun, const QPointF &towards, double reachCm)
{
    return figuresAlong(s, gun, towards, reachCm, 0);
}

QList<int> grapeSpread(const Scenario &s, int gun, const QPointF &towards, double reachCm)
{
    return figuresAlong(s, gun, towards, reachCm, kGrapeSpreadIn / 2 * kCmPerInch);
}

} // namespace ambuscade::chosenmen
