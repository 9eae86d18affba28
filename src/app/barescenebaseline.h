// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QGraphicsView>
#include <QList>
#include <QRegion>

namespace ambuscade {

// How a view shows the table: its size, zoom, render hints, update mode, and the part of the
// table in sight (its scroll bars). A yardstick's view is made like it.
struct ViewLike {
    QSize size;
    QTransform transform;
    QPainter::RenderHints hints;
    QGraphicsView::ViewportUpdateMode updateMode = QGraphicsView::MinimalViewportUpdate;
    int scrolledX = 0, scrolledY = 0;
    static ViewLike of(const QGraphicsView &view);
};

// The editor benchmark's yardstick: what Qt alone costs for the same drags. A bare
// QGraphicsScene of one plain ellipse per figure of the table, shown in a view like the
// program's (its size, zoom, render hints and update mode), with nothing of the program's own.
struct BareDrags {
    QList<double> single; // one ellipse moved and painted, per mouse move
    QList<double> group;  // twenty moved together and painted
    QList<double> mouse;  // one movable ellipse dragged by the mouse through the view
};

BareDrags bareSceneDrags(const Scenario &table, const ViewLike &like, int groupSize, int moves);

// A second yardstick, for a drag whose overlays must be drawn: Qt repainting the same places
// of the same picture. The table's terrain and figures as plain items (one filled outline or
// line each, one ellipse a figure, in Qt's own cache as the program caches its pieces), in a
// view like the program's was, each of `regions` (what the program's view painted at each
// mouse move) repainted.
QList<double> bareRepaints(const Scenario &table, const ViewLike &like,
                           const QList<QRegion> &regions);

// What a view's viewport paints, collected between two takes: installed on the program's
// viewport during a drag, it gives bareRepaints its regions.
class PaintedRegions : public QObject
{
public:
    explicit PaintedRegions(QWidget *viewport);
    QRegion take(); // what was painted since the last take
protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QRegion m_painted;
};

} // namespace ambuscade
