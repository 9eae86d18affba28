// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parts of a race's rules, each in a file of its own, working on the game's records.
// Only the game and these reach its insides (they are its friends).

#include "steeplechase/game/steeplechasegame.h"
#include "steeplechase/tables/groupkinds.h"
#include "steeplechase/tables/rolltable.h"

#include <QJsonArray>

namespace ambuscade::steeplechase {

// A roll's faces as its log event carries them (the detail's "dice"): every die drawn, in the
// order rolled, a re-roll after the die it replaced.
QJsonArray diceJson(const QList<int> &dice);

// A jump taken up again when the ride goes on: its place among what the leg's line meets,
// and its die as it fell (and again, if he rolled it again).
struct JumpResume {
    int encounter = 0;
    QList<int> faces;
};

// How far a leg of his ride took him, whether something ended his move on it, and where it
// went: it ends at his base's foot of the jump (`waitsAt`, the jump's place) when a
// person's jump falls short, waiting for him.
struct LegEnd {
    double cm = 0;
    bool endsMove = false;
    QPointF from;
    QPointF dir;
    int waitsAt = -1;
    QString table;
    int die = 0;
    int modifier = 0;
};

// A courier's move (reading §3): the dice, the straight line and what it meets, and the
// patrols his pairs send along their routes.
class RideOrders
{
public:
    // Rolls his dice and rides. Asked (`askRerolls`, a person's ride) and with a die his
    // energy lets him roll again, he waits with the roll (CourierRecord::rolledRide) for
    // rerollChosen, and so at a jump whose die falls short; otherwise he takes every re-roll
    // his energy offers (a jump's only when it falls short).
    static ActionOutcome ride(SteeplechaseGame &g, const QString &courier, int dice,
                              const QPointF &toward, bool jump,
                              std::optional<RideTurn> turn = std::nullopt, bool askRerolls = false);
    // The dice of his waiting roll he rolls again (by their place in it; none keeps them
    // all), then the ride on what he kept (at a jump: the jump's one die, then the rest).
    static ActionOutcome rerollChosen(SteeplechaseGame &g, const QString &courier,
                                      const QList<int> &places);
    // The dice of his waiting roll: his movement dice, or at a jump its one die.
    static QList<int> waitingDice(const SteeplechaseGame &g, const QString &courier);
    // His ride stopped at a jump, waiting for his word: its line from where it began, the way
    // it was pointed (bent where a horseman turns), as far as his kept dice take him if
    // nothing else stops him. Empty when no ride of his waits at a jump.
    static QPolygonF wayAtJump(const SteeplechaseGame &g, const QString &courier);
    // The places in his waiting roll of the dice his energy lets him roll again.
    static QList<int> rerollable(const SteeplechaseGame &g, const QString &courier);
    // The answer to his waiting roll that rolls every one of them again: the computer's.
    static GameAction rerollingAll(const SteeplechaseGame &g, const QString &courier);
    // Why he may not turn so (not an excellent horseman on his horse, more than 45°); empty
    // when he may.
    static QString whyNoTurn(const SteeplechaseGame &g, const QString &courier, const QPointF &from,
                             const QPointF &toward, const RideTurn &turn);
    // Each pair moves the nearest patrol (two pairs: the two nearest) along its route, or
    // back towards it by the shortest way when a chase has left it away from its ground.
    static void movePatrols(SteeplechaseGame &g, const QString &courier, int pairs);
    // Moves a group's men by the same step, facing the way they go.
    static void shiftGroup(SteeplechaseGame &g, const QString &group, const QPointF &by);
    static double facingOf(const QPointF &direction);
    // How far he may ride along the ray before his base touches another (or reaches the
    // Emperor, where the race ends); `whose`, when given, gets the figure touched (empty for
    // the Emperor or nothing).
    static double firstBaseInTheWay(const SteeplechaseGame &g, const QString &courier,
                                    const QPointF &from, const QPointF &dir,
                                    QString *whose = nullptr);
    // Who a figure is, as the log names him: a courier by his name, a man by his group's.
    static QString bearerName(const SteeplechaseGame &g, const QString &figure);
    // How far along his line a base of `radius` comes before what he meets `atCm` on (a
    // river's bank, a wall): touching it, not over it; 0 when he stands there already.
    static double shortOf(double atCm, double radius);

private:
    static void tripled(SteeplechaseGame &g, const QString &courier);
    static ActionOutcome rideOn(SteeplechaseGame &g, const QString &courier, const RolledRide &roll,
                                const QList<int> &kept);
    static ActionOutcome walkRide(SteeplechaseGame &g, const QString &courier,
                                  const RolledRide &roll, const RideUnderWay &way,
                                  const std::optional<JumpResume> &resume);
    static ActionOutcome waitAtJump(SteeplechaseGame &g, const QString &courier,
                                    const RolledRide &roll, const RideUnderWay &way,
                                    const LegEnd &leg);
    static ActionOutcome jumpAgain(SteeplechaseGame &g, const QString &courier,
                                   const QList<int> &places);
    static QString whyNotRolledAgain(const SteeplechaseGame &g, const QString &courier,
                                     const QList<int> &sortedPlaces);
    static void finishRide(SteeplechaseGame &g, const QString &courier, const QPointF &from,
                           const QPointF &to, const QPointF &dir, double distance);
    static void walkRoute(SteeplechaseGame &g, const QString &group);
};

// The groups' phase (reading §4): who sees whom, the chase, whizzing bullets, the way back.
class PursuitRules
{
public:
    static void play(SteeplechaseGame &g);
    // Whether a member of the group sees the courier: ahead within 18 in, or all round within
    // 24 in for the courier it already pursues.
    static bool sees(const SteeplechaseGame &g, const QString &group, const QString &courier);
    // The men step up into base contact with him.
    static void closeIn(SteeplechaseGame &g, const QList<int> &men, const QString &courier);
    // How far the group's nearest living man stands from a point.
    static double distanceTo(const SteeplechaseGame &g, const QString &group, const QPointF &at);
    // Whether the group stands away from its ground: its route, or where it stood at the start.
    static bool awayFromHome(const SteeplechaseGame &g, const QString &group);
    // The group goes back towards its ground by so many dice, by the shortest way.
    static void goHome(SteeplechaseGame &g, const QString &group, int diceCount);

private:
    static QString quarryOf(const SteeplechaseGame &g, const QString &group);
    static void chase(SteeplechaseGame &g, const QString &group, const GroupKind &kind);
    static double towardsBridge(SteeplechaseGame &g, const QString &group, double cm);
    static std::optional<QPointF> bridgeFor(const SteeplechaseGame &g, const QPointF &from,
                                            const QPointF &quarry);
    static void ridersLostInWoods(SteeplechaseGame &g, const QString &group);
    static void bullets(SteeplechaseGame &g, const QString &quarry, const QList<int> &dice,
                        const GroupKind &kind);
};

// An action of the rules' list (reading §5) that is not offered to a courier now, and why.
struct ClosedAction {
    QString kind; // the order's kind: "drink", "boast", …
    QString why;
};

// A courier's action (reading §5 and §6).
class ActionOrders
{
public:
    static QList<GameAction> offered(const SteeplechaseGame &g, const QString &courier);
    // Each action of the rules' list that offered() leaves out now, with the rule that keeps it
    // from him (issue 42: a player should not have to guess why Drink is missing).
    static QList<ClosedAction> closed(const SteeplechaseGame &g, const QString &courier);
    static ActionOutcome carryOut(SteeplechaseGame &g, const GameAction &order);
    // Every enemy touching him fights him (or only these figures, when given), his dice taken
    // with these stances (defensive where none is given). A prisoner may fight his own captors
    // (guerrilla prisoner 4): beaten, he goes to the torture table and stays their prisoner.
    static void fight(SteeplechaseGame &g, const QString &courier, const QStringList &stances,
                      const QList<int> &only = {}, bool againstCaptors = false);
    // A figure of the group falls: the group may be overcome, by this courier.
    static void fallen(SteeplechaseGame &g, int figure, const QString &by);

private:
    static void beaten(SteeplechaseGame &g, const QString &courier, const QString &group);
};

// One action carried out, once it is known to be allowed.
class ActionDoing
{
public:
    ActionDoing(SteeplechaseGame &game, const QString &courier, const GameAction &order);
    void carryOut();

private:
    void attack(const QString &group);
    void catchHorse(const QString &forWhom);
    void drink();
    void eat();
    void sleep(bool table);
    void hide();
    void destroyMissive();
    void passMissive(const QString &to);
    void firePistol(const QString &target);
    void boast(const QString &with);
    void adventure();
    void fightFire();
    void loot();
    void prisonerRoll();
    // An action's line in the log, with the faces of the dice it rolled.
    void say(const QString &text, const QList<int> &dice = {});
    QString name() const;

    SteeplechaseGame &g;
    QString m_courier;
    const GameAction &m_order;
    CourierRecord &r;
};

// Reading one of the rules' tables for a courier and doing what its entry says.
class TableOutcomes
{
public:
    // Rolls the die (with his modifiers and `extra`), logs it and applies the entry; an entry
    // offering a choice waits for his answer. Returns the modified roll.
    static int read(SteeplechaseGame &g, const QString &courier, const RollTable &table,
                    const QString &group, int extra = 0);
    // His answer to the offer waiting; the stances are for a fight his answer starts.
    static void answer(SteeplechaseGame &g, const QString &courier, bool accept,
                       const QStringList &stances = {});
    static const RollTable *tableById(const QString &id);
    // Takes a courier prisoner, and frees him.
    static void capture(SteeplechaseGame &g, const QString &courier, const QString &group);
    static void release(SteeplechaseGame &g, const QString &courier);
    // Puts him on foot, his horse loose beside him (thrown) or gone (a superb horse with its
    // item).
    static void unhorse(SteeplechaseGame &g, const QString &courier, bool horseRunsLoose);
    // The group takes his horse as it is (and a superb horse's item), to give back only when a
    // table returns what it took; he is on foot.
    static void takeHorse(SteeplechaseGame &g, const QString &courier, const QString &group);
    // Frees a prisoner; a rescuer other than himself draws a boast chit and takes one of the
    // freed man's (reading §6).
    static void rescue(SteeplechaseGame &g, const QString &prisoner, const QString &by);
    // Places a new group of the course's people beside him (the spot is taken by value: the
    // figures it is read from move in memory as the new ones are added).
    static QString placeGroup(SteeplechaseGame &g, const QString &kind, int count, QPointF near,
                              const QString &name);
};

} // namespace ambuscade::steeplechase
