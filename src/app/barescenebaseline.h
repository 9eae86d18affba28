// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QGraphicsView>
#include <QList>

namespace ambuscade {

// The editor benchmark's yardstick: what Qt alone costs for the same drags. A bare
// QGraphicsScene of one plain ellipse per figure of the table, shown in a view like the
// program's (its size, zoom, render hints and update mode), with nothing of the program's own.
struct BareDrags {
    QList<double> single; // one ellipse moved and painted, per mouse move
    QList<double> group;  // twenty moved together and painted
    QList<double> mouse;  // one movable ellipse dragged by the mouse through the view
};

BareDrags bareSceneDrags(const Scenario &table, const QGraphicsView &like, int groupSize,
                         int moves);

} // namespace ambuscade
