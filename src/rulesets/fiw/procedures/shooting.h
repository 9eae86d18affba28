// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/battlefield.h"
#include "fiw/tables/combattables.h"
#include "game/dice.h"

#include <functional>

namespace ambuscade::fiw {

// One shot, every die and number behind it.
struct Shot {
    int shooter = -1;
    int target = -1; // the figure aimed at (the nearest, for group fire)
    RangeBand band = RangeBand::Out;
    geo::Cover cover = geo::Cover::Open;
    int d8 = 0;
    int modifier = 0; // +1 hero, −1 raw
    int needed = 0;
    bool hit = false;
    int struck = -1;        // the figure the hit fell on
    int allocationRoll = 0; // which living figure of the target group it fell on
    int damageRoll = 0;
    int damageDie = 0; // after the class modifier, held to 1–6
    Damage damage = Damage::Graze;

    // Whether a die was thrown: a man with his mark out of range has no shot (needed 0).
    bool taken() const { return needed > 0; }
};

struct Fire {
    QList<Shot> shots;  // with a line for each man who had his mark out of range (needed 0)
    QList<int> wounded; // left wounded by this fire (a man wounded twice is only killed)
    QList<int> killed;

    // The shots rolled, leaving out the men who had no shot.
    int shotsTaken() const;
    int hits() const;
};

// §10: shots of a group that fires without orders: one per two figures, per three if it
// moved (rounded down, at least one when anyone can shoot).
int uncommandedShots(int ableToShoot, bool moved);
// §10: a group that moved and fires counts one band further, unless throwing spears while
// it advances.
RangeBand bandAfterMoving(RangeBand band, bool moved, bool spearsAdvancing);

// The closest enemy pair a group can see: nearest figure of it to nearest enemy figure.
struct Sighting {
    int shooter = -1;
    int target = -1;
    double distanceCm = 0;
};
Sighting nearestVisibleEnemy(const Battlefield &field, int group, double spottingCm);

// A group firing without orders at the group of the nearest enemy it can see, at the
// uncommanded rate, a band further when it moved. Each man needs his own clear sight of the
// man he aims at. `mayShoot`, when given, leaves out men who may not (a player's men who
// moved more than half a move). Wounds and kills are written into `state` (the figures of the
// field's scenario, as the game keeps them).
Fire groupFire(const Battlefield &field, Scenario &state, int group, bool moved, bool advancing,
               double spottingCm, Dice &dice, const std::function<bool(int)> &mayShoot = {});

// Chosen figures firing at a chosen enemy group (commanded fire), at their true band. Figures
// of factions that cannot fire volleys shoot at the uncommanded rate (fewer when they
// moved); `ableToShoot` must already leave out muskets not loaded or moved more than half,
// which the game tracks.
Fire orderedFire(const Battlefield &field, Scenario &state, const QList<int> &ableToShoot,
                 int targetGroup, bool moved, double spottingCm, Dice &dice);

// §10: a player character's own shot at a figure he chose in his clear sight, at his true
// band; a hit falls on that figure. No shot if he does not see him.
Fire aimedShot(const Battlefield &field, Scenario &state, int shooter, int target,
               double spottingCm, Dice &dice);

} // namespace ambuscade::fiw
