// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/dice.h"
#include "game/game.h"
#include "steeplechase/game/racerecords.h"
#include "steeplechase/game/ridepath.h"
#include "steeplechase/tables/rolltable.h"

#include <QHash>
#include <memory>
#include <optional>

namespace ambuscade::steeplechase {

// A race of Steeplechase (reading §2). Before turn 1, each courier the scenario leaves to
// choose picks his ability and items, a step for his side (setup). Each turn has three phases:
// movement, leader of the race first (a step per courier, for his side); pursuit (one step, for the
// side of the groups, which the rules play on "next"); actions, from the back of the race forwards
// (a step per courier). The race is led by whoever is nearest the Emperor.
//
// Orders (GameAction kinds; `actor` is the courier's figure id):
//   setup: outfit {ability: id, items: [id, id]}: his ability and two different items
//   movement: ride {dice: n, to: [x, y], turn: {at: inches, to: [x, y]}}: roll n dice (at
//       most what his mount allows) and ride the total straight towards the point (an
//       excellent horseman on his horse may turn once, up to 45°, after `at` inches); dice {dice:
//       n}: how many dice a drag will roll; "move" with a path (a drag in the window) rides those
//       (or the most) towards its end; stay: he does not move this turn; turn {at: inches,
//       degrees: d}: an excellent horseman's turn in his next dragged ride (at 0: none).
//       A ride or move with `choose_rerolls: true` (the window's drag) stops after the roll
//       when a die may be rolled again: reroll {dice: [place, …]} names the dice (by their
//       place in the roll, from 0) he rolls again, none to keep them all, and he rides on
//       what he kept; without it he takes every re-roll his energy offers
//   actions: catch-horse (his own; {for: courier}: a companion's within 3 in), drink, eat,
//       sleep {roof: bool}, parley {group}, fight
//       {stances: ["defensive"|"aggressive", …], one per enemy touching him}, adventure,
//       attack {group, stances: [...]} (neutral people touching him: his enemies from now
//       on, fought at once; aggressive where no stance is given),
//       hide, destroy-missive, pass-missive {to}, fire-pistol {target: figure},
//       boast {with: courier}, fight-fire (a farmhouse he found burning), release-prisoners
//       (soldiers who surrendered to him), loot, prisoner-roll (a prisoner's only action);
//       accept and refuse answer a choice a table offered him (and how he takes the blows of
//       a group a table sets on him: accept, aggressively)
// "next" ends the courier's step; in the actions phase a courier an enemy touches who did
// nothing fights him defensively, and one lost in woods has their adventure.
//
// The game is kept as the scenario it began from, its seed and its orders: restoring it
// gives them again on the same dice.
class SteeplechaseGame final : public Game
{
public:
    enum class Phase { Setup, Movement, Pursuit, Actions };

    SteeplechaseGame(const Scenario &scenario, quint64 seed);
    ~SteeplechaseGame() override;

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
    // Hidden from a side (reading §1): the other sides' couriers' chits, but those shown in
    // boasting contests, which are drawn again from the bags; and the dice to come.
    std::unique_ptr<Game> sideView(const QString &side, quint64 seed) const override;
    quint64 viewSeed() const override { return m_dice.offshootSeed(); }
    // A drag of the courier whose ride it is, as the ride would go (reading §3): straight the
    // way it points for the most his dice could give, the excellent horseman's planned turn
    // drawn where he would take it. Where he may not ride, why.
    MoveTrial tryMove(const QString &figure, const QList<QPointF> &path) const override;
    // A person's ride stopped at a stream or wall while he says whether he rolls his jump
    // again: its line, from where it began as far as his dice take him on.
    QPolygonF moveUnderWay(const QString &figure) const override;
    // A courier's ride waiting for his choice of re-rolls before he goes, or over for the turn
    // (ridden, or staying put): no ride is his to drag from where he stands.
    bool noFreshMove(const QString &figure) const override;
    // A person's drag: his ride, which waits with its roll for him to choose his re-rolls.
    GameAction dragOrder(const QString &figure, const QList<QPointF> &path) const override;
    // For `simulate`: french_succeeded (1 or 0), arrived, prisoners and fallen (couriers at
    // the end), boasts (every courier's final tally, added up) and couriers.
    QHash<QString, qint64> measures() const override;
    QJsonObject toJson() const override;
    std::optional<QList<GameAction>> ordersGiven() const override { return m_orders; }
    void takeMailOrder(const GameAction &order) override;
    static std::unique_ptr<SteeplechaseGame> fromJson(const QJsonObject &json, QString *error);
    static std::unique_ptr<Game> make(const Scenario &start, quint64 seed);

    // For the panels, the computer and the tests.
    Phase phase() const { return m_phase; }
    int turn() const { return m_turn; }
    QString actingCourier() const; // the courier whose step it is; empty in pursuit
    // Whether the courier on his step has an offer to answer or enemies touching him to fight:
    // choices of his that Next would otherwise make for him (refuse, fight with no stance).
    bool mustAnswer(const QString &courier) const;
    // In the movement phase, the courier has neither ridden nor stayed: his move is open.
    bool yetToMove(const QString &courier) const;
    // Whether the courier on his action step is touched by enemies he has not yet acted on:
    // the rules make him fight, and Next fights for him with no stance chosen.
    bool mustFight(const QString &courier) const;
    // Whether the courier on his action step is lost in woods (woods 4): their adventure is his
    // action, and Next has it for him.
    bool mustAdventure(const QString &courier) const;
    const QStringList &couriers() const { return m_courierIds; }
    // The couriers still racing, leader first.
    QStringList raceOrder() const;
    const CourierRecord &record(const QString &courier) const;
    const GroupRecord &groupRecord(const QString &group) const;
    QStringList groupIds() const { return m_groupIds; }
    QPointF emperor() const { return m_emperor; }
    const RideTerrain &terrain() const { return *m_terrain; }
    // The bridges of the course (findBridges), found once.
    const QList<QPointF> &bridges() const { return m_bridges; }
    // The most dice he may roll to move now; 0 when he may not move.
    int mostDiceNow(const QString &courier) const;
    // Why this courier may not ride now (not his step, ridden or staying, held still); empty
    // when he may.
    QString whyNoRideNow(const QString &courier) const;
    // The living figures of a group, by index, and the enemies touching a courier.
    QList<int> membersOf(const QString &group) const;
    QList<int> enemiesTouching(const QString &courier) const;
    bool isEnemy(const QString &group, const QString &courier) const;
    bool pursued(const QString &courier) const;
    const QList<GameAction> &orders() const { return m_orders; }
    const Scenario &start() const { return m_start; }
    quint64 seed() const { return m_seed; }
    // The final tally: each courier's boasts as they count (halved for a prisoner).
    QHash<QString, int> finalTally() const;
    // At the end: the courier who won (empty when none could), and the one who takes the
    // blame for a French failure (empty when the French succeeded).
    QString winner() const { return m_winner; }
    QString blamed() const { return m_blamed; }
    // The outfits a courier left to choose may take now; none once he has chosen.
    QList<GameAction> outfitsOffered(const QString &courier) const;

private:
    SteeplechaseGame(const SteeplechaseGame &) = default; // clone() and sideView() copy
    void redrawChitsHiddenFrom(const QString &side);

    friend class RideOrders;
    friend class PursuitRules;
    friend class ActionOrders;
    friend class TableOutcomes;
    friend class OutcomeEffects;
    friend class ActionDoing;
    friend struct RideWalk;

    void say(const QString &kind, const QString &text, const QJsonObject &detail = {});
    void tell(const QString &courier, const QString &text, const QJsonObject &detail = {},
              const QString &kind = QStringLiteral("event"));
    int figureIndex(const QString &id) const;
    Figure &figure(const QString &id);
    const Figure &figure(const QString &id) const;
    QString nameOf(const QString &figureOrGroup) const;
    QString sideOfGroups() const;
    void beginSetup();
    ActionOutcome outfit(const QString &courier, const GameAction &action);
    void endSetupStep();
    void startTurn();
    void beginPhase(Phase phase);
    void advance();
    bool skipsStep(const QString &courier) const;
    void endTurn();
    void checkEnd();
    bool missiveHeld() const; // by a living courier
    void finish(const QString &text, bool frenchSucceeded);
    void revealChits(const QHash<QString, int> &tally);
    QString mostShamed() const;
    ActionOutcome performOrder(const GameAction &action);
    ActionOutcome rideOrder(const QString &courier, const GameAction &action);
    ActionOutcome chooseDice(const QString &courier, int dice);
    ActionOutcome chooseTurn(const QString &courier, const QJsonObject &params);
    std::optional<RideTurn> plannedTurn(const QString &courier, const QPointF &toward) const;
    void stays(const QString &courier);
    void gainBoasts(const QString &courier, int count);
    void gainShame(const QString &courier, int count);
    // Terrain a table puts on the course (a flock on a bridge) until the end of that turn.
    void addObstacle(const TerrainFeature &feature, int lastTurn);
    void clearObstacles();

    Scenario m_start;
    quint64 m_seed;
    Scenario m_s;
    Dice m_dice;
    GameLog m_log;
    // Never changed, made anew with an obstacle: a game and its clones share it.
    std::shared_ptr<const RideTerrain> m_terrain;
    QPointF m_emperor;
    QList<QPointF> m_bridges;
    QStringList m_courierIds;
    QStringList m_groupIds;
    QHash<QString, CourierRecord> m_couriers;
    QHash<QString, GroupRecord> m_groups;
    int m_turn = 0;
    Phase m_phase = Phase::Movement;
    QStringList m_stepOrder; // the couriers of this phase, in their order
    int m_stepIndex = 0;
    int m_turnsWithoutMissive = 0;
    bool m_missiveRegained = false; // in the grace after every missive was lost (ending 2)
    GameResult m_result;
    QString m_blamed; // the courier who takes the blame for a French failure
    QString m_winner;
    QList<GameAction> m_orders;
    QHash<QString, int> m_obstacles; // terrain ids, with the last turn each stands
};

} // namespace ambuscade::steeplechase
