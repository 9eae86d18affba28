// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chosenmen/game/unitrecord.h"
#include "chosenmen/procedures/officerbonus.h"
#include "chosenmen/procedures/unitactions.h"
#include "game/deck.h"
#include "game/dice.h"
#include "game/game.h"
#include "game/objectives.h"
#include "geometry/tablegeometry.h"

#include <QHash>
#include <QSet>
#include <memory>

namespace ambuscade::chosenmen {

// A game of Chosen Men (reading §2): every unit and officer has a card; two are turned at a
// time and each, in turn, is a step of the game for its side. A unit's step: it tests its
// morale if it must and does what the test forces on it (on entering the step), takes one
// action (an order), and fights its melee (on "next"). An officer's step also sets off the
// squads of his command within 6 in that have not acted: they form up on their leaders and
// each takes its action in the same step. When the deck is spent the turn ends: victory is
// checked, and the cards of the units still standing are shuffled for the next.
//
// Orders (GameAction kinds; `actor` is the unit's group id, or the officer's figure id):
//   move {to: [x, y], face: [x, y]}: roll the unit's move and go straight towards `to`, the
//       squad leader first and his men keeping their places round him; `face` turns them
//       (a move to where the leader stands is a turn on the spot)
//   load {tap: bool}: a turn of loading for every man not loaded (a rifle may be tap-loaded)
//   fire {target: group, load: "ball"|"grape"}: every loaded man with sight and range fires,
//       a formed unit in a volley; a gun fires ball or grape
//   hold-fire: keep the loaded muskets for an enemy who comes within close range this turn
//   heal {unit}: the men do nothing else; minor wounds go, a musician treats a serious one (of
//       another unit of the command within 6 in of him, when `unit` names it)
//   charge {target: group}: morale tests, the charge, and the melee
//   yield: its squad leader, fighting a melee, gives himself up unhurt (no action of the
//       unit's; before the round is fought)
//   spike {target: gun figure}: a turn of spiking an enemy gun its men touch (two in a row)
//   limber: horse artillery's turn of limbering up (3 turns) or unlimbering (6)
//   cadence {target}: on its officer's card, a formed unit fires by ranks: half its loaded
//       men fire a volley, the rest keep their loads, and those not loaded load
//   row {to, face}: its boat rowed towards `to`; land: its boat's men ashore (a landing roll
//       away from a quay); anchor: drop the boat's anchor, or a turn of weighing it; board
//       {target: boat}: its men climb aboard a boat of its side
//   officer-move {to, face}: an officer's own move; rally {unit}: his bonus on a unit's
//       morale; promote {unit}: a field promotion of its man nearest him; remove-wounds
//       {unit}: his bonus on the unit's wounds; reroll: his bonus on the next failed test
//       of a squad of his this turn; melee-bonus: his bonus on the melee he fights alone;
//       yield: he gives himself up in it
// A figure dragged on the table ("move" with a path, as the game window gives it) is a move of
// his unit (or of the officer himself) towards the end of the path. Refereeing a real table,
// "place" {to, facing} puts a man of the side on turn where the player put him.
// Lengths in the scenario are centimetres; the rules' inches are converted at the edge.
//
// The game is kept as the scenario it began from, its seed and the orders given: restoring
// it plays them again (the dice are the same), which gives back the log and every record.
class ChosenMenGame final : public Game
{
public:
    ChosenMenGame(const Scenario &scenario, quint64 seed);
    ~ChosenMenGame() override;

    const Ruleset &ruleset() const override;
    const Scenario &state() const override { return m_s; }
    Scenario view(const QString &side) const override;
    GameStep step() const override;
    QList<GameAction> legalActions() const override;
    ActionOutcome perform(const GameAction &action) override;
    GameResult result() const override { return m_result; }
    QList<ObjectiveStatus> objectives() const override;
    QStringList victoryNotes() const override;
    const GameLog &log() const override { return m_log; }
    std::unique_ptr<Game> clone() const override;
    // Hidden from every side: the order of the cards not yet turned, and the dice to come.
    std::unique_ptr<Game> sideView(const QString &side, quint64 seed) const override;
    quint64 viewSeed() const override { return m_dice.offshootSeed(); }
    QList<TableIncident> incidents() const override;
    // A man dragged in the window: judged by the roll his unit (or he, an officer) would make
    // where its leader stands: within the best it could roll, or beyond it.
    MoveTrial tryMove(const QString &figure, const QList<QPointF> &path) const override;
    QJsonObject toJson() const override;
    std::optional<QList<GameAction>> ordersGiven() const override { return m_orders; }
    void takeMailOrder(const GameAction &order) override;
    static std::unique_ptr<ChosenMenGame> fromJson(const QJsonObject &json, QString *error);
    static std::unique_ptr<Game> make(const Scenario &start, quint64 seed);

    // For panels, the computer and tests.
    const Deck &deck() const { return m_deck; }
    const QStringList &turnedCards() const { return m_turned; }
    int currentCard() const { return m_cardIndex; }
    // The units acting in this step (the card's unit, or the officer's squads), and the
    // officer whose card it is (empty for a unit's card).
    const QStringList &activeUnits() const { return m_active; }
    const QString &activeOfficer() const { return m_officer; }
    bool hasActed(const QString &group) const { return m_actedThisStep.contains(group); }
    const UnitRecord &record(const QString &group) const;
    const geo::TableGeometry &geometry() const { return *m_geometry; }
    Dice &dice() { return m_dice; }
    QList<int> unitFigures(const QString &group) const; // on the table, by index
    // The command a unit belongs to, as the colours are kept: "side/formation".
    QString commandOf(const QString &group) const;
    bool inMelee(const QString &group) const;
    // Whether an officer fights a melee of his own (charged alone by fewer than four).
    bool officerInMelee(const QString &officer) const;
    // The actions a unit of this card may still choose (none once it has acted, while it
    // fights a melee, or when its morale forbids them).
    QList<UnitAction> actionsLeftTo(const QString &group) const;
    // A side's men as the rules count them (officers, guns and boats aside), and how many of
    // them are lost: dead, captured or seriously wounded. Half lost, the side breaks.
    struct Losses {
        int men = 0;
        int lost = 0;
        int fleeing = 0; // not lost, in units fleeing: a side with every unit fleeing breaks
    };
    Losses lossesOf(const QString &side) const;
    // The game's orders given so far, in order ("next" among them).
    const QList<GameAction> &orders() const { return m_orders; }
    // The scenario it began from and the seed of its dice, which with the orders make it.
    const Scenario &start() const { return m_start; }
    quint64 seed() const { return m_seed; }

private:
    ChosenMenGame(const ChosenMenGame &) = default; // clone() and sideView() copy

    friend class UnitOrders;
    friend class FireOrders;
    friend class MeleeOrders;
    friend class OfficerOrders;
    friend class BoatOrders;

    void say(const QString &kind, const QString &text, const QJsonObject &detail = {});
    void tableChanged();
    void startTurn();
    void playOn();
    bool enterCard();
    void beginUnit(const QString &group);
    void forceMove(const QString &group);
    void finishCard();
    void endTurn();
    void checkEnd();
    // The side that has broken (sideBroken), and why: half its men lost, or all fleeing.
    struct Broken {
        QString side;
        int men = 0;
        int lost = 0;
    };
    Broken sideBroken() const;
    QString cardName(const QString &card) const;
    QString unitName(const QString &group) const;
    ActionOutcome performOrder(const GameAction &given);
    GameAction asUnitOrder(const GameAction &action) const;
    ActionOutcome place(const GameAction &action);
    ActionOutcome carryOut(UnitAction kind, const GameAction &action);
    static bool boatOrFireByRanks(const QString &kind);
    ActionOutcome performInPlaceOf(const GameAction &action, UnitAction in);
    QList<GameAction> unitOrders(const QString &group) const;
    QList<GameAction> moveOrders(const QString &group) const;
    double bestMoveCm(const GameAction &order) const;
    QList<GameAction> fireOrders(const QString &group) const;
    bool aimsAtAnyone(const QString &group) const;

    Scenario m_start;
    quint64 m_seed;
    Scenario m_s;
    Dice m_dice;
    GameLog m_log;
    // Shared by a game and its clones until one moves a figure (tableChanged).
    std::shared_ptr<geo::TableGeometry> m_geometry;
    Deck m_deck;
    int m_turn = 0;
    QStringList m_turned; // the cards turned now
    int m_cardIndex = 0;  // the one being played
    int m_stepCount = 0;  // steps entered so far: a melee is fought once a step
    QStringList m_active; // the units acting on it
    QString m_officer;    // its officer, for an officer's card
    QSet<QString> m_actedThisTurn;
    QSet<QString> m_actedThisStep; // the units that took their action in this step
    QHash<QString, UnitRecord> m_units;
    QHash<QString, OfficerBonus> m_bonus; // what officers who spent some this turn have left
    QSet<QString> m_officersMoved;        // officers who moved (or fled) this turn
    QSet<QString> m_rerollsReady;         // officers who spent a point on a re-roll not yet taken
    QHash<QString, int> m_meleeBonus;     // the modifier officers' points give their own melee
    QList<Melee> m_melees;
    QSet<QString> m_coloursLost;  // the commands ("side/formation") that lost their colours
    QSet<QString> m_coloursTaken; // the units that took an enemy's
    ObjectiveProgress m_progress;
    QList<TableIncident> m_fights;
    GameResult m_result;
    QList<GameAction> m_orders; // every order given, for saving the game
};

} // namespace ambuscade::chosenmen
