// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QPointF>

namespace ambuscade::rangercommandos {

// The spaces a person's walks may end on, ringed on the board in his colour: a click on one
// chooses the walk that ends there.
class WalkEndsItem final : public QGraphicsItem
{
public:
    // Wider than the largest round space (a sentry's 3 cm), so the ring shows round any of them.
    static constexpr double kRingCm = 4.4;

    WalkEndsItem(const QList<QPointF> &ends, const QColor &colour);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    QList<QPointF> m_ends; // the spaces' centres, cm
    QColor m_colour;
    QRectF m_bounds;
};

} // namespace ambuscade::rangercommandos
