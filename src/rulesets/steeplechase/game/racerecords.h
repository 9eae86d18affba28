// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/tables/courier.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QSet>
#include <QString>
#include <QStringList>
#include <optional>

namespace ambuscade::steeplechase {

// A choice a table's entry offered a courier (give up his horse, surrender, …), waiting for
// his answer before anything else happens.
struct PendingChoice {
    QString table;      // the RollTable's id
    int roll = 0;       // the modified roll, which names the entry
    QString group;      // the group the table belongs to; empty for the course's own tables
    bool again = false; // the choice is only whether to read the table once more
    // Not an offer: the group falls on him (a table's fight), and he answers how he takes its
    // blows, aggressively (accept) or defensively (refuse). The men who fight: 2 ("two of
    // them"), else every man touching him.
    int fightMen = 0;
};

// An excellent horseman's one turn during his ride: after so far along his line, he rides
// on towards a point (reading §3).
struct RideTurn {
    double atCm = 0;
    QPointF toward;
};

// A ride under way: the dice he rides on, where it began, and how far its walk had gone
// when a jump stopped it (the leg it is on: 0 the first, 1 after an excellent horseman's turn).
struct RideUnderWay {
    QList<int> kept;
    QPointF start;
    int leg = 0;
    double firstLegCm = 0; // on the second leg, how far the first went
};

// A person's ride stopped at a stream or wall whose jump die fell short while his energy
// lets him roll it again: a roll with something to lose (a refusal rolled again may throw
// him), so his to decide.
struct JumpWaiting {
    RideUnderWay ride;
    int encounter = 0; // the jump's place among what the leg's line meets
    QString table;     // the jump's RollTable id
    int die = 0;
    int modifier = 0;
};

// A ride pointed and rolled, waiting for its rider to choose which of his low dice he rolls
// again (seed, Energy: he re-rolls them "if [he] wish[es]", having seen them), or, under way,
// whether he rolls his jump again (`atJump`). Asked of a ride given with `choose_rerolls` (a
// person's drag); other rides take every re-roll that falls short.
struct RolledRide {
    QList<int> dice; // as rolled, in order: a re-roll is chosen by a die's place
    QPointF toward;
    bool jump = true;
    std::optional<RideTurn> turn;
    bool asked = false; // a person's ride: his jumps wait for him too
    std::optional<JumpWaiting> atJump;
};

// A courier as the race goes: what the rules track beyond his figure on the table.
struct CourierRecord {
    Courier courier;
    bool outfitted = true; // false until a courier the scenario left to choose has chosen
    bool hasMissive = true;
    QList<int> boastChits; // hidden until the end
    QList<int> shameChits;
    QList<int> revealed; // chits shown in boasting contests
    QString captor;      // the group holding him prisoner; empty when free
    bool dead = false;
    // Left for dead by a table (guerrillas' or the British's losing 6): no group is his enemy
    // until the turn ends.
    bool leftForDead = false;
    bool arrived = false; // reached the Emperor
    // Thrown, or his horse ran off: it stands where it was left until he catches it.
    bool horseLoose = false;
    bool looseHorseFatigued = false;
    bool horseWounded = false; // fatigued for good: sleep does not rest it
    QPointF horseAt;
    // His horse, left at the door of the building he went into (seed, Buildings): he mounts it
    // as he comes out.
    std::optional<Mount> horseAtDoor;
    // What a table or a wound costs him next turn, and what it costs him this one.
    bool stillNextTurn = false;
    bool idleNextTurn = false;
    bool stillThisTurn = false;
    bool idleThisTurn = false;
    bool asleep = false; // sleeping on: he wakes on 4+ at the start of a turn
    bool moved = false;  // rode this turn
    bool stayed = false; // chose to stay this turn: his movement step is done, but he has not moved
    bool acted = false;  // this turn's action taken
    bool hidden = false; // unseen while he stays where he hid
    int extraMoveDice = 0;
    // Lost in these woods (woods 4): next turn his action is their adventure again, unless an
    // enemy is within an inch; -1: none.
    int lostInWoodsNextTurn = -1;
    int lostInWoodsThisTurn = -1;
    // A farmhouse he found burning (farmhouse 4): from the next turn on, staying beside it, he
    // may fight the fire; -1: none.
    int fireAt = -1;
    int fireSince = 0; // the turn it was found
    // Billet 5: his hosts let him drink next turn, wherever he is.
    bool waterNextTurn = false;
    bool waterThisTurn = false;
    int escapes = 0;    // times he got away (escape dice, dug out of his grave)
    int diceChosen = 0; // this turn's, for a ride pointed by dragging; 0: the most
    // This turn's, for a ride pointed by dragging: he stops at a stream or wall rather than
    // jump it (a rider's choice the rules leave him).
    bool declinesJumps = false;
    // This turn's, for a ride pointed by dragging: an excellent horseman's turn after so many
    // inches, by so many degrees (clockwise; negative, the other way); 0 inches: none.
    struct TurnPlan {
        double atInches = 0;
        double degrees = 0;
    } turnPlan;
    int meals = 0; // food found, eaten when he eats (bread never runs out)
    bool blinded = false;
    bool silenced = false; // no longer a braggart; may not parley
    bool onParole = false; // freed by the British: fighting them again shames him
    int prisonerRollBonus = 0;
    // Later prisoner rolls with a band, by band: −1 for each fight against it he started and lost.
    QHash<QString, int> prisonerRollMalus;
    int defensiveRerollsLeft = 0;  // this turn's
    QString escorting;             // a group that surrendered to him
    QSet<QString> peace;           // groups no longer his enemy
    QSet<QString> attacked;        // neutral people he made his enemies (falling on them), or
                                   // who made themselves his (the maiden's trap)
    QSet<QString> peaceThisTurn;   // and those that leave him be this turn
    QSet<QString> peaceNextTurn;   // or next turn (guerrilla parley 3, British parley 5)
    QSet<QString> noChaseNextTurn; // groups that will not chase him next turn
    QSet<QString> noChaseThisTurn;
    QHash<QString, int> parleyBonus; // by group
    QSet<QString> contested;         // couriers he has had a boasting contest with
    QSet<int> adventured;            // the places (terrain features) he has had an adventure at
    QString protectedBy;             // a band whose prisoner and torture dice he may roll twice
    QString mayLootFrom;             // monks who let him loot their monastery
    bool lootOnce = false;           // and only this once
    QString billetWith;              // a group that will put him up for the night
    std::optional<PendingChoice> choice;
    std::optional<RolledRide> rolledRide; // his ride, rolled or at a jump, waits for his re-rolls
    QStringList story;                    // his ride, a line per event, for the results screen

    int boasts() const;
    int shame() const;
    bool free() const { return captor.isEmpty() && !dead; }
    bool inRace() const { return !dead && !arrived; }
};

// A group the rules run, as the race goes.
struct GroupRecord {
    QString kind;     // a GroupKind's id (monks turned guerrillas read "guerrillas")
    int routeLeg = 0; // the leg of its route it walks: from point routeLeg towards the next
    bool routeBack = false;
    QString quarry; // the courier it pursues
    bool overcome = false;
    bool gone = false;     // fled the table, or surrendered and led off
    bool provoked = false; // a neutral group made every courier's enemy
    QStringList prisoners;
    int missivesHeld = 0;
    QHash<QString, QList<Item>> takenFrom; // what it took, by courier
    QHash<QString, Mount> horseTakenFrom;  // the horse it took, by courier, as it was then
    int overcomeAt = 0; // figures removed that overcome it, when a table sets it; 0: its kind's
    QPointF home;       // where it returns to when it has no route
    // Stopped by water in a chase, it makes for this bridge on its later chases (reading §4).
    std::optional<QPointF> bridgeBound;
    bool holdsPriest = false; // woods 1: overcoming it frees a priest, for a boast
};

} // namespace ambuscade::steeplechase
