// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/measurement.h"

#include "common/lengthunits.h"

#include "geometry/vector2.h"
#include "rules/tablerules.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QLocale>

namespace ambuscade {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(Measurement)
};

// The figure whose base holds a point; the nearest centre wins where bases touch.
int figureUnder(const Scenario &s, const QPointF &p)
{
    int best = -1;
    double bestDistance = 0;
    for (int i = 0; i < s.figures.size(); ++i) {
        const Figure &f = s.figures[i];
        const QPointF d = f.position - p;
        const double distance = geo::length(d);
        if (!f.killed && distance <= f.radius() && (best < 0 || distance < bestDistance)) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

QString nameOf(const Scenario &s, const QString &id)
{
    if (const Figure *f = s.figure(id))
        return f->name;
    if (const TerrainFeature *t = s.terrainFeature(id))
        return t->name.isEmpty() ? terrainKindDisplayName(t->kind) : t->name;
    return id;
}

} // namespace

Measurement measurePath(const TableRules &rules, const Scenario &s,
                        const geo::TableGeometry &geometry, const QList<QPointF> &points)
{
    Measurement m;
    if (points.size() < 2)
        return m;
    QList<QPointF> path = points;
    const int from = figureUnder(s, points.first());
    const int to = figureUnder(s, points.last());
    if (from >= 0) {
        m.fromFigure = s.figures[from].id;
        path.first() = s.figures[from].position;
    }
    if (to >= 0) {
        m.toFigure = s.figures[to].id;
        path.last() = s.figures[to].position;
    }
    for (int i = 1; i < path.size(); ++i) {
        const QPointF d = path[i] - path[i - 1];
        m.lengthCm += geo::length(d);
    }
    // Tabletop distances run from base edge to base edge.
    if (from >= 0)
        m.lengthCm -= s.figures[from].radius();
    if (to >= 0 && to != from)
        m.lengthCm -= s.figures[to].radius();
    m.lengthCm = std::max(0.0, m.lengthCm);

    m.fullMoveCm = from >= 0 ? rules.figureReach(s, geometry, from).moveCm : rules.standardMoveCm();
    m.cost = geometry.pathCost(path, m.fullMoveCm);
    if (from >= 0 && to >= 0 && from != to) {
        m.sight = geometry.sightLine(from, to);
        m.cover = geometry.coverAgainst(to, from);
    }
    return m;
}

QString Measurement::summary(const Scenario &s) const
{
    return findings(s).join(QStringLiteral(" · "));
}

QStringList Measurement::findings(const Scenario &s) const
{
    QStringList parts;
    parts << formatLength(lengthCm);
    if (!cost.passable)
        parts << Text::tr("impassable: %1").arg(nameOf(s, cost.impassable));
    else if (cost.costCm > cost.lengthCm + 0.05)
        parts << Text::tr("costs %1 of move").arg(formatLength(cost.costCm));
    QStringList through;
    for (const QString &id : cost.difficult)
        through << nameOf(s, id);
    for (const QString &id : cost.barriers)
        through << nameOf(s, id);
    through.removeDuplicates();
    if (!through.isEmpty())
        parts << Text::tr("through %1").arg(through.join(QStringLiteral(", ")));
    if (sight) {
        const QString observer = nameOf(s, fromFigure);
        const QString target = nameOf(s, toFigure);
        if (sight->clear) {
            QString seen = Text::tr("%1 sees %2").arg(observer, target);
            if (cover.cover == geo::Cover::Soft)
                seen += Text::tr(", in soft cover (%1)").arg(nameOf(s, cover.terrain));
            else if (cover.cover == geo::Cover::Hard)
                seen += Text::tr(", in hard cover (%1)").arg(nameOf(s, cover.terrain));
            parts << seen;
        } else {
            QStringList blockers;
            for (const QString &id : sight->blockers)
                blockers << nameOf(s, id);
            blockers.removeDuplicates();
            parts << (blockers.isEmpty()
                          ? Text::tr("%1 cannot see %2").arg(observer, target)
                          : Text::tr("%1 cannot see %2: %3 in the way")
                                .arg(observer, target, blockers.join(QStringLiteral(", "))));
        }
    }
    return parts;
}

} // namespace ambuscade
