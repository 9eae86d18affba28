// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/weapons.h"

#include <QList>
#include <QString>

namespace ambuscade::fiw {

class FiwGame;

// What a group of the side on turn could do firing at an enemy group, for the player to
// choose his target: how many of its men are loaded, how many see a man of the target and
// how many of those have him in range, and the best band among them. Asked of the game as
// it stands; nothing is rolled.
struct FireOutlook {
    int shooters = 0; // living men with a weapon that shoots
    int loaded = 0;
    int inSight = 0;
    int inRange = 0;
    RangeBand band = RangeBand::Out;
    QList<int> ready;        // loaded, in sight and in range: the men who would fire
    QList<int> seen;         // the target's men seen by any of them
    QString summary() const; // "5 of 8 loaded, 6 in sight, 4 in range, medium range"
};
FireOutlook fireOutlook(const FiwGame &game, int group, int target);

} // namespace ambuscade::fiw
