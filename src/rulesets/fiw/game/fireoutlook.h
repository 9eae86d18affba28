// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/weapons.h"

#include <QList>
#include <QString>

namespace ambuscade::fiw {

class FiwGame;

// What a group of the side on turn could do firing at an enemy group, for the player to
// choose his target: how many of its men may fire at it now, and what stops each of the
// others, counted once by the first thing that does (§10: one shot a turn, a muzzle-loader
// loaded and moved at most half a move; then the man's own sight of the target and his
// range). Asked of the game as it stands; nothing is rolled. The men it counts as able are
// those FiwGame::orderedFire lets shoot, and a volley is an order to give only when some are
// (FiwGame::legalActions, performFire): the panel and the rules judge it here alone.
struct FireOutlook {
    int shooters = 0;     // living men with a weapon that shoots
    int firedAlready = 0; // fired this turn
    int notLoaded = 0;
    int movedTooFar = 0;             // more than half a move
    int unseen = 0;                  // sees no man of the target
    int outOfRange = 0;              // sees one, but none within his weapon's reach
    RangeBand band = RangeBand::Out; // the best band among those who may fire
    QList<int> ready;                // the men who would fire
    QList<int> seen;                 // the target's men they see
    // "3 of 7 can fire, at medium range; 4 moved more than half a move"
    QString summary() const;
    // Why none of them may fire at it (empty when some may): for the Fire button.
    QString whyNone() const;

private:
    QStringList heldBack() const;
};
FireOutlook fireOutlook(const FiwGame &game, int group, int target);

} // namespace ambuscade::fiw
