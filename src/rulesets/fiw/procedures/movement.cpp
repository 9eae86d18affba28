// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiw/procedures/movement.h"

#include "fiw/tables/troops.h"
#include "fiw/terms.h"

#include <QCoreApplication>

namespace ambuscade::fiw {

namespace {
// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(Movement)
};
} // namespace

Going goingAlong(const geo::TableGeometry &geometry, const Figure &f, const QList<QPointF> &path)
{
    Going going;
    going.cost = geometry.pathCost(path, footMove(f));
    const bool open = going.cost.difficultCm <= 0 && going.cost.barriers.isEmpty();
    // Off the open ground a horse is no faster than a man.
    going.allowanceCm = open ? movementAllowance(f) : std::min(movementAllowance(f), footMove(f));
    return going;
}

double moveWhereHeStands(const geo::TableGeometry &geometry, const Figure &f)
{
    if (!isHorsed(f))
        return movementAllowance(f);
    return goingAlong(geometry, f, {f.position, f.position + QPointF(0.01, 0)}).allowanceCm;
}

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
                              .arg(cost.costCm, 0, 'f', 1)
                              .arg(measureText(std::round(check.allowanceCm * 10) / 10));
    const QPointF end = full.last();
    const QRectF table = field.scenario().table.rect();
    if (end.x() < 0 || end.y() < 0 || end.x() > table.right() || end.y() > table.bottom())
        check.problems << Text::tr("the figure would end off the table");
    for (int other = 0; other < field.scenario().figures.size(); ++other) {
        const Figure &o = field.figure(other);
        if (other == figure || !o.onTable())
            continue;
        const QPointF at = movedBefore.value(other, o.position);
        if (std::hypot(at.x() - end.x(), at.y() - end.y()) < o.radius() + f.radius() - 1e-9) {
            check.problems
                << Text::tr("the base would overlap %1").arg(o.name.isEmpty() ? o.id : o.name);
            break;
        }
    }
    check.allowed = check.problems.isEmpty();
    return check;
}

} // namespace ambuscade::fiw
