// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/tablerules.h"
#include "scenario/figure.h"
#include "surface/lengthunit.h"

#include <QGraphicsItem>

namespace ambuscade {

// The selected figure's rings (his weapon's bands, a leader's command distance, his move),
// drawn round the item's origin, which stands on him. Its labels are dear to draw and its
// rings cover much of the table, so it is drawn once and copied as a picture: while the man
// is dragged and his reach stays the same, the scene only moves it.
class ReachItem : public QGraphicsItem
{
public:
    ReachItem(const Figure &figure, const FigureReach &reach, LengthUnit unit);
    // Whether it already draws these rings: the same base, reach and unit.
    bool drawsAlike(const Figure &figure, const FigureReach &reach, LengthUnit unit) const;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    Figure m_figure; // standing at the origin
    FigureReach m_reach;
    LengthUnit m_unit;
};

} // namespace ambuscade
