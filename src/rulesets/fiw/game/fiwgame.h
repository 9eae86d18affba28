// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/activation.h"
#include "fiw/procedures/hiddenmarkers.h"
#include "fiw/procedures/melee.h"
#include "fiw/procedures/movement.h"
#include "fiw/procedures/riskfactors.h"
#include "fiw/procedures/shooting.h"
#include "fiw/tables/actionstable.h"
#include "game/dice.h"
#include "game/game.h"
#include "game/gamefile.h"
#include "game/gamelog.h"
#include "game/objectives.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>
#include <memory>

namespace ambuscade::fiw {

enum class Phase { Command, Reactions, Movement, Shooting, Melee };
QString phaseId(Phase phase);

// What became of one uncommanded group's reaction test this turn.
struct Reaction {
    int group = -1;
    RiskAssessment risk;
    int die = 0;
    ActionCell result{Action::Continue, false};
};

// A melee won by a group of the side on turn, whose men may follow up the beaten (§11): the
// choice is its side's until the melee phase ends.
// Whether a man may fire now (§10), and if not, what stops him: one shot a turn; a
// muzzle-loader only loaded, and after at most half a move.
enum class FireReadiness { Ready, FiredAlready, NotLoaded, MovedTooFar };
// What holds a man back, after his name: "is not loaded".
QString fireReadinessText(FireReadiness readiness);

struct FollowUpChoice {
    int group = -1;
    QList<MeleePair> followers; // attacker: the man who may follow, defender: the man he follows
};

// A game of the FIW rules in progress: the table as it now stands, whose turn and phase it
// is, the one seeded generator and the log of everything that happened (reading §6–§12, §14).
// Sides take turns; a side's turn runs command, reactions, movement, shooting and melee.
// What the rules do by themselves happens here; what a player chooses (whom to command,
// where to move, at whom to fire) comes as orders, from a person or a computer opponent.
class FiwGame final : public Game
{
public:
    FiwGame(Scenario scenario, quint64 seed);
    ~FiwGame() override;

    // The Game interface: the orders are "next", "roll-command" (a leader), "command" (a
    // group), "move" (a figure, its "path"), "carry-on" (the computer's commanded "groups"
    // go on with their standing orders), "fire" (a group, at a "target" group; its player
    // characters named in "keep_own_shot" stay out, for an aimed shot) and "place"
    // (referee play: a figure put "to" a point, "facing") and "follow-up" (a group that won a
    // melee in its own turn: "follow" true, or false to stand).
    const Ruleset &ruleset() const override;
    Scenario view(const QString &side) const override;
    GameStep step() const override;
    QList<GameAction> legalActions() const override;
    ActionOutcome perform(const GameAction &action) override;
    GameResult result() const override;
    QStringList victoryNotes() const override;
    std::unique_ptr<Game> clone() const override;
    // Hidden from a side (reading §13): what the other sides' hidden and dummy markers are,
    // which is reshuffled among each side's markers, and the dice to come.
    std::unique_ptr<Game> sideView(const QString &side, quint64 seed) const override;
    quint64 viewSeed() const override { return m_dice.offshootSeed(); }

    // The whole game as it stands, for a game file, an undo step or a replay: the table, the
    // generator's state, the turn and phase, what was done this turn, and the log. A game
    // restored from it carries on exactly as this one would.
    QJsonObject toJson() const override;
    std::optional<QList<GameAction>> ordersGiven() const override { return m_orders; }
    void takeMailOrder(const GameAction &order) override;
    // Restores a game from toJson()'s object; on bad input returns null and says why.
    // `fileVersion` is the game file's format version it was saved in (GameFile::kFormatVersion
    // for a game of this program): an older game is brought up to date on the way.
    static std::unique_ptr<FiwGame> fromJson(const QJsonObject &json, QString *error,
                                             int fileVersion = GameFile::kFormatVersion);

    const Scenario &state() const override { return m_state; }
    const Battlefield &field() const;
    int turn() const { return m_turn; }
    int sideIndex() const { return m_side; }
    QString sideId() const { return m_state.sides[m_side].id; }
    QString sideOnTurn() const override { return sideId(); }
    // The step it is at (turn, side, phase): what an opponent remembers to know when a new step
    // begins.
    struct StepAt {
        int turn = -1, side = -1;
        Phase phase = Phase::Command;
        bool operator==(const StepAt &o) const
        {
            return turn == o.turn && side == o.side && phase == o.phase;
        }
        bool operator!=(const StepAt &o) const { return !(*this == o); }
    };
    StepAt stepAt() const { return {m_turn, m_side, m_phase}; }
    // The same in one string, from which the random opponent seeds its dice.
    QString stepKey() const;
    Phase phase() const { return m_phase; }
    const GameLog &log() const override { return m_log; }
    const Dice &dice() const { return m_dice; }
    bool over() const { return m_over; }
    QString loser() const { return m_loser; } // the side that broke; empty if none has
    // The side that met a victory condition, or the other side when one broke (two sides);
    // empty when the game is not over or ended at the turn limit.
    QString winner() const;
    // The scenario's victory conditions as they stand, for the victory panel.
    QList<ObjectiveStatus> objectives() const override;
    QList<TableIncident> incidents() const override;

    // Command phase: a commander of the side on turn starts a session, whose dice are rolled
    // and logged here; groups commanded through it act on orders this turn.
    CommandSession &beginCommand(int commander);
    // The commander whose dice are being spent, if any; and whether a figure has already
    // rolled his command dice this turn (each rolls once).
    const CommandSession *commandSession() const { return m_session.get(); }
    bool hasCommanded(int figure) const { return m_commanders.contains(figure); }
    bool command(int group, QString *whyNot = nullptr);
    // Calls a NCO, drummer or bugler on his own to pass the word (CommandSession::commandLink).
    bool commandLink(int figure, QString *whyNot = nullptr);
    // The links the session's commander could call now: in reach, affordable, not in the
    // chain, their group not commanded.
    QList<int> callableLinks() const;
    bool isCommanded(int group) const { return m_commanded.contains(group); }
    // The groups commanded this turn, in the order they were.
    const QList<int> &commandedGroups() const { return m_commanded; }

    // How far each group's lookouts pick out hidden men this turn (rolled at its start).
    double spotting(int group) const { return m_spotting.value(group, 0); }
    const SpottingDistances &spottingDistances() const { return m_spotting; }

    // Reactions: every group of the side tests its risk factor (logged), commanded or not.
    const QList<Reaction> &reactions() const { return m_reactions; }
    // Whether the group's result on the Actions table binds it this turn (§8): a plain
    // result binds every group; an italic one is advice that commanded groups and player
    // characters may ignore. A bound group does what the table says and takes no orders.
    bool boundByActions(int group) const;
    // Whether the group may fire on orders now: commanded, and not running.
    bool firesOnOrders(int group) const;

    // Movement: moves one figure along a path if the rules allow it (logged either way).
    bool moveFigure(int figure, const QList<QPointF> &path, QStringList *problems = nullptr);
    // The one judgement of a figure's move, made before it and asked while it is dragged:
    // whose it is to move, and the move itself (movement.h). `movedBefore`: men moving in
    // the same order who went ahead of him, at the places they will stand.
    MoveCheck judgeMove(int figure, const QList<QPointF> &path,
                        const QHash<int, QPointF> &movedBefore = {}) const;
    // The movement a figure has left this phase: his allowance less what he has moved.
    double movementLeftCm(int figure) const;
    // Moves on the table as the game window asks for them (fiwgamemoves.cpp).
    std::optional<double> movementLeft(const QString &figure) const override;
    MoveTrial tryMove(const QString &figure, const QList<QPointF> &path) const override;
    QList<MoveTrial> tryMoveTogether(const QList<FigurePath> &moves) const override;
    // Whether the player may move the figure himself this turn: a man of a commanded group
    // whose result was only advice, or a player character whose group's was; the others act
    // by the Actions table, which the computer has carried out. The computer's figures never.
    bool movableByPlayer(int figure, QString *whyNot = nullptr) const;

    // Referee play on a real table: the figure stands where the player put it, in any phase
    // of his side's turn; the program trusts him and logs it ("placed"). It must be on the
    // table.
    bool placeFigure(int figure, const QPointF &to, double facing);

    // Shooting by commanded figures at a chosen enemy group. On a side that keeps loading
    // records (a player's), a muzzle-loader fires only when loaded and after at most half a
    // move; the others are left out and named in `notReady`.
    Fire orderedFire(const QList<int> &shooters, int targetGroup, QStringList *notReady = nullptr);
    // §10: a player character of the side on turn shoots at a figure he sees; says why not
    // when he may not (not loaded, out of sight or range). Player characters do not fire
    // with their group at will: they choose their own mark.
    bool aimedShot(int character, int target, QString *whyNot = nullptr);
    // The enemies a player character could take an aimed shot at now.
    QList<int> aimedShotTargets(int character) const;
    // How a man would shoot at a figure, spotting as far as `spottingCm`: not at all when he
    // has no weapon or does not see him (nullopt), else his weapon's range band (Out beyond
    // its reach). Aimed shots and volleys (fireoutlook.h) judge sight and range by it alone.
    std::optional<RangeBand> shotBand(int man, int target, double spottingCm) const;
    bool isLoaded(int figure) const { return m_loaded.contains(figure); }
    // May the figure fire now: loaded if his weapon must be, at most half a move made, and
    // not fired yet this turn? And if not, why not.
    FireReadiness fireReadiness(int figure) const;
    bool readyToFire(int figure) const { return fireReadiness(figure) == FireReadiness::Ready; }
    double movedCm(int figure) const { return m_movedCm.value(figure); }
    // Commanded groups carry on with their standing orders, facing the enemy, all planned
    // against the table as it stands; the log says each was so ordered, and `why` (the
    // computer's reason) when given.
    void carryOn(const QList<int> &groups, const QString &why);
    // A commanded group moves as the Actions table's result would move it (advance, take
    // cover, halt facing, withdraw …), for the reason given (said in the log, when not
    // empty); a man who moved already stays.
    void manoeuvre(int group, Action action, const QString &why);
    // Melee between two groups, its men paired beforehand (pairForMelee): fought out, men
    // killed since the pairing left out. A winner of the side on turn is left its choice of
    // following up (followUpChoices); one that won defending, in the enemy's turn, stands its
    // ground.
    MeleeResult melee(int attackingGroup, int defendingGroup, QList<MeleePair> pairs);
    // The melee phase's winners whose side has yet to say whether they follow up.
    const QList<FollowUpChoice> &followUpChoices() const { return m_followUps; }
    // The winning group follows up (or stands), for the reason given; false when it has no
    // choice to make.
    bool followUp(int group, bool follow, const QString &why);

    // Finishes the current phase (doing what the rules do by themselves in it: reaction
    // tests, the fire of uncommanded groups) and moves to the next phase, side or turn.
    void advance();

    // The computer has given its orders for the step it is at. Only a game saved by version 1
    // of the game file, which gave them on entering its movement and shooting phases, stands
    // so between steps: its opponent then has nothing more to order in that step.
    bool computerActed() const { return m_computerActed; }

private:
    class JsonReader;
    // The parts of toJson() that take more than a line.
    QJsonArray reactionsJson() const;
    QJsonObject objectivesJson() const;
    QJsonValue commandSessionJson() const;
    // The parts of a game's JSON, each checked on the way in (fiwgamefile.cpp).
    void readClock(JsonReader &r, const QJsonObject &json);
    void readTurnRecord(JsonReader &r);
    void readOutcome(JsonReader &r, const QJsonObject &json);
    void readLog(JsonReader &r);
    void readOrders(JsonReader &r);
    std::optional<CommandSession::Saved> readCommandSession(JsonReader &r, const QJsonObject &json);

    struct Restoring {
    };
    explicit FiwGame(Restoring) {}
    // Shares the battlefield, command session and lookout with `other` for a moment: only
    // copy() calls it, and gives the copy its own at once (fiwgameview.cpp).
    FiwGame(const FiwGame &other) = default;
    std::unique_ptr<FiwGame> copy() const;
    // The view's sample: each other side's hidden and dummy markers dealt their identities
    // (dummy or the group hidden) again at random among themselves.
    void reshuffleMarkersHiddenFrom(const QString &side);
    void startSideTurn();
    void testReactions();
    // The computer carries out the reactions: every result for its own side's groups, the
    // binding ones for the player's (advice is the player's to take or leave).
    void reactionMoves();
    // §8: an uncommanded formed group whose result is advice keeps company with the first
    // group of its platoon to move (keepcompany.h).
    bool keepsCompany(const Reaction &r) const;
    const Reaction *reactionOf(int group) const; // this turn's, if the group tested
    // §1: a leader more than 5 cm from his men and beside no other group is a group of his
    // own; the computer's go back towards their men after the groups' moves (leadersapart.cpp).
    bool standsApart(int figure) const;
    void rejoinLeadersApart();
    // The log's account of the men who fell back or followed up after a melee: `text` says
    // "%1 … %2 cm" of each, and `key` marks his move event as one the fight made.
    void logMeleeSteps(const QList<MeleeResult::FallBack> &steps, const QString &text,
                       const char *key);
    ActionOutcome refusedAsBound(int group) const;
    // The orders of the Game interface, each checked against the step and the side on turn.
    ActionOutcome performRollCommand(const GameAction &action);
    ActionOutcome performCommand(const GameAction &action);
    ActionOutcome performCommandLink(const GameAction &action);
    ActionOutcome performManoeuvre(const GameAction &action);
    ActionOutcome performMove(const GameAction &action);
    ActionOutcome performMoveTogether(const GameAction &action);
    // Puts the figure at the end of a path judged allowed, at that cost, and logs it.
    void makeMove(int figure, const QList<QPointF> &path, double costCm);
    // Why a figure may not move now (the phase, the side on turn); empty when it may.
    QString whyNotMovingNow(int figure) const;
    // One man's move tried: the whole path, or (stopping short) as far as he may go.
    MoveTrial trialMove(int figure, const QList<QPointF> &path,
                        const QHash<int, QPointF> &movedBefore, bool stopShort) const;
    ActionOutcome performCarryOn(const GameAction &action);
    ActionOutcome performFire(const GameAction &action);
    ActionOutcome performAimedShot(const GameAction &action);
    ActionOutcome performPlace(const GameAction &action);
    ActionOutcome performFollowUp(const GameAction &action);
    // The winners whose side said nothing follow up, as a winner does unless told to stand.
    void settleFollowUps();
    // A won melee's choice of following up, kept for the side on turn or declined (followup.cpp).
    void offerFollowUp(const MeleeResult &result);
    QJsonObject followUpsJson() const;
    void readFollowUps(JsonReader &r);
    // Moves a planned group on the table and logs it; returns whether anyone moved.
    bool carryOut(int group, const QString &what, const struct GroupMovePlan &plan);
    // §11 "calculate all melees": the charges made this turn, then every other group of the
    // side on turn in contact with an enemy group (README, Melee).
    void chargeMelees();
    void uncommandedFire();
    // Those who threw their dice have fired and unloaded.
    void recordShots(const Fire &fire);
    void endTurn();
    // The Battlefield brought up to the table as it now stands (made on first use);
    // refreshField also reveals the markers that have come into sight, as every change of
    // the table must.
    void updateField();
    void refreshField();
    // §13: the solo set-up's markers, placed by the dice and logged (never what they hide).
    void placeMarkers();
    // Every hidden or dummy marker an enemy now sees is lifted: a dummy vanishes, a hidden
    // group takes its place round the marker. Logged as "reveal".
    void revealSpotted();
    // A point in words for the log: its coordinates and the terrain it lies in.
    QString placeName(const QPointF &p) const;
    // A roll: its detail (purpose, dice, result and what `more` adds) made when the log is read.
    void logRoll(const QString &purpose, const QList<int> &dice, const QString &outcome,
                 GameLog::DetailMaker more = {});
    void logEvent(const QString &kind, const QString &text, QJsonObject detail = {});
    // An event whose detail is made when the log is read (GameLog): for the events of every
    // move, roll and fight, which a simulation logs by the thousand and never reads.
    void logEventDetailLater(const QString &kind, const QString &text, GameLog::DetailMaker detail);
    void logFire(const Fire &fire);
    // The whole volley in one event, after its rolls and casualties.
    QList<int> firingGroups(const Fire &fire) const;
    void logVolley(const Fire &fire);
    void logCasualty(int figure, const QString &text);
    // A fight at where this figure stands, for the balance heat map (fiwgameincidents).
    void noteFight(int figure);
    // What decided the game, read from its last victory event (fiwgameincidents).
    void decider(GameResult *result) const;

    ActionOutcome performOrder(const GameAction &action); // perform, without keeping the order

    Scenario m_state;
    std::shared_ptr<Battlefield> m_field;
    Dice m_dice;
    // Every order carried out since the start (ordersGiven); not known in a game saved
    // before they were kept.
    std::optional<QList<GameAction>> m_orders = QList<GameAction>();
    GameLog m_log;
    int m_turn = 1;
    int m_side = 0;
    Phase m_phase = Phase::Command;
    std::shared_ptr<CommandSession> m_session;
    QList<int> m_commanded;
    // The chains of this turn's earlier commanders: each man is commanded once a turn.
    QSet<int> m_commandedLinks;
    QSet<int> m_commanders; // figures who rolled command dice this turn
    QList<Reaction> m_reactions;
    SpottingDistances m_spotting;
    std::shared_ptr<MarkerLookout> m_lookout; // who sees the hidden markers (revealSpotted)
    void reloadHalted();
    void rollPendingCommandDice();
    // A commander whose session ends with no group commanded: the log says why (every group
    // commanded already, none in his reach, none he could pay for, or his side gave no orders).
    void noteIdleCommander();

    QList<FollowUpChoice> m_followUps;
    // group → the enemy group it charged this turn; ordered, so melees come in one order
    QMap<int, int> m_charges;
    QSet<int> m_moved;            // groups with a figure that moved this turn
    QHash<int, double> m_movedCm; // figure → movement it used this turn
    QSet<int> m_firedThisTurn;
    // Men who fired in their side's last turn, or in this one: seen however deep in cover they
    // stand, until their side's next turn begins (§5).
    QSet<int> m_firedLately;
    QSet<int> m_loaded;        // muzzle-loaders ready to fire
    QHash<int, int> m_actedIn; // figure → the last turn it fired or fought (a command die fewer)
    bool m_computerActed = false;
    bool m_over = false;
    QString m_loser;
    QString m_winner;              // by a victory condition
    QList<TableIncident> m_fights; // where volleys struck and melees were fought
    ObjectiveProgress m_objectives;
};

} // namespace ambuscade::fiw
