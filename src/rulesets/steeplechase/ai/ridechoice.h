// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/ai/courseplan.h"
#include "steeplechase/game/steeplechasegame.h"

namespace ambuscade::steeplechase {

// The computer courier's ride: how many dice and which way, weighed over a fan of bearings
// round the way to the Emperor (by a bridge where water is in the way) and every number of
// dice he may roll: the way he expects to gain, less the risks of the line (woods that may
// throw him, walls and streams to jump, water and buildings that stop him), of ending in a
// patrol's sight or reach, and of pairs and triples.
struct RideChoice {
    int dice = 0;
    QPointF toward;
    bool jump = true;
    QString reason;
};
RideChoice chooseRide(const SteeplechaseGame &game, const CoursePlan &plan, const QString &courier);

// The inches a courier expects from one die after his energy's re-roll.
double expectedDie(Energy energy);

} // namespace ambuscade::steeplechase
