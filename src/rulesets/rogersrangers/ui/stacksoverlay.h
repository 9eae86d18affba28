// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsItem>

namespace ambuscade::rogersrangers {

class RogersRangersGame;

// Tags on the board saying what stands in each space, legible at any zoom: the counters the
// game puts there are a centimetre across, a few pixels when the whole frontier is in view.
// Below a space its Rangers ("Rogers +2", or how many), above it the hostiles, in the sides'
// colours; each tag names the units in its tooltip.
class StacksOverlay final : public QGraphicsItem
{
public:
    explicit StacksOverlay(const RogersRangersGame &game);
    QRectF boundingRect() const override { return {}; }
    void paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) override {}

private:
    void addTag(const QPointF &at, bool below, const QString &text, const QString &tip,
                const QColor &colour);
};

} // namespace ambuscade::rogersrangers
