// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsSimpleTextItem>

namespace ambuscade {

// A reading on the table (a tape's length, a move's cost, why a move was refused): on a
// pale card so it reads over any terrain, the same size on screen at any zoom. `alarm` draws
// the card in red for what is refused.
class ReadingLabel : public QGraphicsSimpleTextItem
{
public:
    explicit ReadingLabel(QGraphicsItem *parent = nullptr);
    void setAlarm(bool alarm);
    // Puts the card at `at` (in its parent's coordinates), its text set first, moved as
    // little as it takes to stay whole inside the view that shows it: a reading beside the
    // mouse at the window's edge is never cut.
    void placeAt(const QPointF &at);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    bool m_alarm = false;
};

} // namespace ambuscade
