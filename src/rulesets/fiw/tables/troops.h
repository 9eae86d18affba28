// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/figurefields.h"

namespace ambuscade::fiw {

// Command (reading §6) and movement (reading §9) by a figure's class, role and state.
struct CommandRules {
    double distanceCm;         // how far a commander's word carries
    double enclosedDistanceCm; // when he or the figure stands in enclosed terrain
    int costLoyal;             // points to command one loyal figure
    int costDisloyalOrRunning; // points for one disloyal or running figure
    double attachedWithinCm;   // officers and NCOs this close to a group belong to it
};
const CommandRules &commandRules();

// Command dice before adjustments: hero 4, veteran 3, raw 2.
int commandDice(const QString &figureClass);
bool isPlayerCharacter(const Figure &figure); // the side's own leader, who answers to nobody
bool isLeader(const Figure &figure);          // rolls command dice: player characters and officers
bool isChainLink(const Figure &figure);       // NCOs, drummers, buglers: extend a commander's chain
bool isMusician(const Figure &figure);        // a commanded musician adds a die to the pool

struct MoveRules {
    double fullCm;
    double woundedOrCivilianCm;
    double horsedOpenCm; // horsed figures in open going only
};
const MoveRules &moveRules();
// A figure's move this turn in open going: 25 cm, 20 wounded or civilian, 40 horsed.
double movementAllowance(const Figure &figure);
// His move on foot (or a horse's off open ground): 25 cm, 20 wounded or civilian. A barrier
// costs a quarter of it.
double footMove(const Figure &figure);
// The same two from what decides them, for those who keep a figure's fields typed
// (Battlefield): reading them from the figure's fields is slow.
double movementAllowance(bool wounded, bool civilian, bool horsed);
double footMove(bool wounded, bool civilian);
bool isCivilian(const Figure &figure); // of the civilian troop type

} // namespace ambuscade::fiw
