// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/dice.h"
#include "game/gamelog.h"
#include "rogersrangers/game/frontiermap.h"
#include "rogersrangers/game/question.h"
#include "rogersrangers/game/rangersstate.h"
#include "rogersrangers/procedures/battle.h"

#include <QJsonArray>

namespace ambuscade::rogersrangers {

// Placement dice read out in twos, as they are thrown: "3+4, 6+6".
QString placementDiceText(const QJsonArray &faces);
// Why a purchase (`buy` with its `unit` or `gear`) is not for sale at that space now, in words
// ("it costs 3 RP, with 2 left"); empty when it is. The shop offers what this allows.
QString whyNotForSale(const RangersState &s, const GameAction &purchase, const QString &space);
// Who may be given an item: the units of `keys` with a hand free, in their order. A question
// that gives one names them in its detail ("carriers"), for the panel to ask which.
QStringList carriersAmong(const RangersState &s, const QStringList &keys);
// The one of `carriers` that takes an item when the order names none: the first that is not a
// leader, a leader only when nobody else has room. Empty when there is none.
QString receiverAmong(const RangersState &s, const QStringList &carriers);

// Plays the rules of README §3–§8 on a state: one stretch at a time (the set-up's purchases,
// or one Op with everything it brings), asking the player through `answers` whenever the
// rules leave a choice. When an answer is missing it throws NeedAnswer; the game then keeps
// the question, and plays the same stretch again from its start once it has the answer.
class Referee
{
public:
    Referee(const FrontierMap &map, RangersState &state, Dice &dice, Answers &answers,
            GameLog &log);
    // A new mission's board: markers, garrisons and the deck (no questions).
    void prepareMission();
    // The next stretch: the set-up's purchases while open, else one Op.
    void run();

private:
    // referee.cpp: the log, dice, tracks and the mission's end.
    void say(const QString &kind, const QString &text, const QJsonObject &detail = {},
             const QString &side = QStringLiteral("rangers"));
    GameAction ask(Question question);
    int d6(); // every d6 the rules throw: the tests' loaded dice first, then the seeded ones
    int roll(const QString &what);
    int roll2d6(const QString &what);
    // Lines that tell a throw in words (a battle, the Edge): the last carries the faces of
    // every die thrown for them, in order.
    void sayLines(const QString &kind, const QStringList &lines, const QList<int> &dice);
    void changeAlert(int by, const QString &why);
    void changeOps(int by, const QString &why);
    void changeRp(int by, const QString &why);
    bool victoryMet() const;
    void endMission(bool ranOut);
    QString unitName(const QString &key) const;
    QString spaceName(const QString &space) const { return m_map.nameOf(space); }
    // setup.cpp
    void placeMarkers();
    void placeGarrisons();
    void shuffleDeck();
    void shop(const QString &space, bool units, bool gear, const QString &why);
    void buy(const GameAction &order, const QString &space);
    // operation.cpp
    void playOp();
    void chooseForce();
    void act();
    Question actQuestion() const;
    void offerGearHandOvers(Question &q) const;
    void scout(PlacedMarker &m);
    void give(const GameAction &order);
    void rally();
    QStringList rallySpaces(const QString &camp);
    QStringList askRally(const QStringList &from);
    bool canOperate() const;
    void endOp();
    // moves.cpp
    QStringList landReach() const;
    int lowestAllowance() const;
    bool forceCarries(Gear gear) const;
    void moveForce(const QString &to);
    void row();
    bool stopsHere(const QString &space) const;
    // cardeffects.cpp
    void drawCard();
    void applyCard(Card card);
    void encounter(int count, bool preferIndians = false);
    void warParty(int count);
    void advance(int steps, bool towardsForceOnly);
    void drawInto(const QString &space, int count, bool garrison, bool preferIndians = false);
    void menFromMontreal();
    void guardDoubled();
    void capturedCourier(const QString &why);
    void deepSnow();
    void massacre();
    void militiaOps();
    void campFever();
    void supplyConvoy();
    void breakCamp();
    void campDiscovered();
    void chooseMarkerToTurnUp(const QList<int> &candidates, const QString &why);
    // battles.cpp
    void fightBattles();
    void fightBattle(const QString &space, bool ambush);
    QList<Unit> chooseLine(const QString &space, bool ambush);
    GameAction askSkirmish(const QString &space, bool ambush, const Question &line);
    int chooseTarget(const BattleState &state, int firer);
    bool chooseRetreat(const BattleState &state, const QStringList &retreats);
    QStringList retreatSpaces(const QString &space) const;
    void applyBattle(const QString &space, const BattleResult &result);
    BattleResult skirmishResult(const QString &space);
    void afterBattle(const QString &space, const BattleResult &result, bool ambush);
    void dropPrisoners(const QString &key, const QString &space);
    // The Indian Table (README §9): the hostile Indians in the battle's `space`, then the
    // friendly ones among its `survivors`, wherever they stand after it.
    void hostileIndianTable(const QString &space);
    void friendlyIndianTable(const QString &space, const QList<Unit> &survivors);
    void leaderEscapes(const QList<Unit> &leaders);
    void leaderMayJoin(const QString &space);
    void loseUnit(const QString &key, const QString &why);
    // objectivesegment.cpp
    void objectiveSegment();
    void turnUp(PlacedMarker &marker, const QString &how, bool byPresence = false);
    void springAmbush(int markerId);
    void doTask();
    void demolish(PlacedMarker &marker);
    void takeReward(ObjectiveMarker kind);
    void takeGearItem(const GameAction &order);
    void buildCamp();
    void rescuePrisoners();
    QList<int> faceDownWithin(const QString &space, int paths) const;
    // supply.cpp
    void supplyPhase();
    void supplyCheck(const QStringList &force, const QString &space);
    bool nearHome(const QString &space) const;
    // campaign.cpp
    void nextMission();
    void carryLeadersOver();

    const FrontierMap &m_map;
    RangersState &m_s;
    Dice &m_dice;
    Answers &m_answers;
    GameLog &m_log;
    QString m_phase = QStringLiteral("setup");
    GameAction m_skirmish;                     // the answer that brought a skirmish's outcome
    std::optional<EdgeOutcome> m_skirmishEdge; // rolled for a skirmish, kept on the board
};

} // namespace ambuscade::rogersrangers
