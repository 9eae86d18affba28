// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/ai/courseplan.h"
#include "steeplechase/game/steeplechasegame.h"

namespace ambuscade::steeplechase {

// The computer courier's ride: how many dice and which way, weighed over a fan of bearings
// round the way to the Emperor (by a bridge where water is in the way) and every number of
// dice he may roll: the way he expects to gain, less the risks of the line (woods that may
// throw him, walls and streams to jump, water and buildings that stop him), of ending in a
// patrol's sight or reach, and of pairs and triples. An excellent horseman on his horse also
// weighs turning once, 45° or 25° back towards the way, halfway along each line; he takes the
// turn only when it is worth an inch more than the best straight ride.
struct RideChoice {
    int dice = 0;
    QPointF toward;
    bool jump = true;
    std::optional<RideTurn> turn; // an excellent horseman's, when it gains him ground
    QString reason;
    double gainIn = 0; // the ground he expects to gain (inches)
    double score = 0;  // that gain less the risks of the line and the dice (inches)
};
RideChoice chooseRide(const SteeplechaseGame &game, const CoursePlan &plan, const QString &courier);

// The inches a courier expects from one die after his energy's re-roll.
double expectedDie(Energy energy);

// A straight ride of `cm` towards a point weighed as chooseRide weighs each of its lines: the
// ground gained, and that less its risks (inches); the risks named.
struct LineWeighing {
    double gainIn = 0;
    double score = 0;
    QStringList risks;
};
LineWeighing weighLine(const SteeplechaseGame &game, const CoursePlan &plan, const QString &courier,
                       const QPointF &toward, double cm);

} // namespace ambuscade::steeplechase
