// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameaction.h"
#include "gamelog.h"
#include "scenario/scenario.h"
#include "tablemoves.h"

#include <QHash>
#include <QJsonObject>
#include <QPolygonF>
#include <QStringList>
#include <memory>
#include <optional>

namespace ambuscade {

class Ruleset;

// Where a game stands: the turn, the side on turn and the step of its turn.
struct GameStep {
    int turn = 0;
    QString side; // the id of the side on turn
    // The rule set's id of the step ("movement"); "setup" for choices made before play begins
    // (a man's abilities and gear), which the window makes at once for the computer.
    QString phase;
    QString text; // the step in words ("movement phase")
    QString next; // what Next brings, in words ("shooting", "the next side")

    // The step told apart from the next: its turn, side, phase and words (a card, a courier).
    QString key() const { return QStringLiteral("%1|%2|%3|%4").arg(turn).arg(side, phase, text); }
};

// What ended a game, for tallying many games: a victory condition of the scenario, the turn
// limit (won by the side that held out, or drawn), or the rules themselves (a side broke, a
// mission ended, a race run).
enum class GameDecider { NotOver, Condition, TurnLimit, Rules };

// How a game ended, or that it has not.
struct GameResult {
    bool over = false;
    QString winner; // a side's id; empty for none (a draw, the turn limit)
    QString text;   // why, in words ("the red side has broken"); empty while it goes on
    GameDecider decidedBy = GameDecider::NotOver;
    int condition = -1; // the deciding victory condition's place in the scenario's list
    // The side its rules found broken, and what broke it in a few words for the balance
    // report ("its hero was lost"); both empty when nothing broke a side.
    QString broken;
    QString brokenBy;
};

// Something that happened at a place on a table, for the balance heat map: a man fell there,
// or a fight (a volley's target, a melee) was fought there. Table coordinates in cm.
struct TableIncident {
    enum Kind { Fell, Fight };
    Kind kind = Fell;
    QPointF at;
    QString side; // whose man fell; for a fight, the side attacked
};

// A victory condition as it stands, in words for the victory panel.
struct ObjectiveStatus {
    int condition = -1; // its place in the scenario's victory conditions
    QString side;
    QString text;     // "Hold Gagnon farmhouse for 1 turn"
    QString progress; // "held 0 of 1 turns", "reached by Pvt. Page", …
    bool achieved = false;
};

// What came of an order: done or refused, with the reasons, and in a few words what it did.
struct ActionOutcome {
    bool done = false;
    QStringList problems; // why it was refused (or what went wrong along the way)
    QString said;         // "12 shots, 3 hits, 1 killed, 0 wounded"

    static ActionOutcome refused(const QString &why) { return {false, {why}, {}}; }
};

// One game in progress under some rule set: the table as it stands, the step it is at, the
// orders it takes, and the log of everything that happened. The shared program (the game
// window, take-back, replay, save and resume, the CLI's play, simulate and duel) drives any
// game through this interface alone.
class Game
{
public:
    virtual ~Game() = default;
    virtual const Ruleset &ruleset() const = 0;

    // The table as it stands, everything on it known.
    virtual const Scenario &state() const = 0;
    // The table as one side may know it (empty: what every side may know): what it may not
    // see yet, troops hidden under markers, is left out.
    virtual Scenario view(const QString &side) const = 0;
    virtual GameStep step() const = 0;
    // step().side without the step's words: asked before every order a computer gives, where
    // a rule set that translates its step's words each time may answer faster.
    virtual QString sideOnTurn() const { return step().side; }
    // The orders the rules take now. Orders with a free part (a move's path) are given once
    // per actor, without it.
    virtual QList<GameAction> legalActions() const = 0;
    virtual ActionOutcome perform(const GameAction &action) = 0;
    virtual GameResult result() const = 0;
    // The scenario's victory conditions as they stand, and how the rules themselves end a
    // game, in words.
    virtual QList<ObjectiveStatus> objectives() const = 0;
    virtual QStringList victoryNotes() const = 0;
    virtual const GameLog &log() const = 0;

    // A copy of the whole game, which plays on apart from this one exactly as this one would
    // (the same dice to come). Cheap: what never changes in a game (prepared terrain, tables)
    // is shared, not made again.
    virtual std::unique_ptr<Game> clone() const = 0;
    // The game as one side knows it, for that side's computer opponent to decide from: a
    // copy in which everything the side cannot know (what hidden markers hide, face-down
    // counters, the order of an undrawn deck, other players' chits) is replaced by a sample
    // consistent with what it has seen, drawn from dice seeded by `seed`, and whose own dice
    // start afresh from `seed`, so that nothing read from it tells the real rolls to come.
    // Each rule set's README says what its view hides. Not a game to save: its start and
    // orders do not make it again.
    virtual std::unique_ptr<Game> sideView(const QString &side, quint64 seed) const = 0;
    // The seed of the view given to the opponent now: read from the game's dice without
    // rolling them (Dice::offshootSeed), so the same game at the same moment gives the same
    // view, and a game with its opponents played again is the same game.
    virtual quint64 viewSeed() const = 0;

    // Moves on a table, for the game window: what a figure has left to move in the step at
    // hand, and a move ("move") or figures moved together ("move-together") judged as
    // perform() would judge them, without making them. A rule set whose games take no
    // such orders keeps these defaults: nothing counted, nothing judged.
    virtual std::optional<double> movementLeft(const QString &figure) const
    {
        Q_UNUSED(figure);
        return std::nullopt;
    }
    // A move begun and not finished, waiting on its mover's word (a man stopped part way,
    // deciding whether to roll a die of it again): the way it goes, from where it began to
    // where it would end. The window draws it, and no move ring round him, which
    // would offer a fresh move from where he stands. Empty when none is under way (the
    // default).
    virtual QPolygonF moveUnderWay(const QString &figure) const
    {
        Q_UNUSED(figure);
        return {};
    }
    // Whether a figure with no move under way has none to make from where he stands either:
    // his move waiting on a choice of his before it is measured, or over for the turn where
    // the rule set counts nothing left of it (movementLeft). The window draws no move ring round
    // him then, which would offer a fresh move. False by default: the ring shows his move.
    virtual bool noFreshMove(const QString &figure) const
    {
        Q_UNUSED(figure);
        return false;
    }
    virtual MoveTrial tryMove(const QString &figure, const QList<QPointF> &path) const;
    // In the order the men would go, each as far along his path as he may.
    virtual QList<MoveTrial> tryMoveTogether(const QList<FigurePath> &moves) const;
    // The order a person's drag of one figure along `path` gives: a move along it
    // (moveOrder) by default. A rule set adds what a drag implies beyond the path (a person's
    // drag may leave him choices an order from a script or the computer would not).
    virtual GameAction dragOrder(const QString &figure, const QList<QPointF> &path) const;

    // Where men fell and fights happened in this game, for the balance heat map. By default
    // the killed figures of the table as it stands, where they lie; a rule set adds its
    // fights. Not kept in game files: a restored game counts its fights from then on.
    virtual QList<TableIncident> incidents() const;
    // What the rule set counts of a game beyond who won (a race: whether the French
    // succeeded, the boasts told), as whole numbers, for `simulate` to average over many
    // games. None by default.
    virtual QHash<QString, qint64> measures() const { return {}; }

    // The whole game as it stands; the rule set restores it (Ruleset::restoreGame) to carry
    // on exactly as this one would.
    virtual QJsonObject toJson() const = 0;
    // Every order carried out since the game began, "next" included, in the order given: a
    // new game of the same start and seed (Ruleset::newGame) given them is this game again.
    // Nullopt for a game restored from a file saved before its rule set kept them.
    virtual std::optional<QList<GameAction>> ordersGiven() const = 0;

    // Play by e-mail's orders between turns (mailorder.h), which the rules do not judge and
    // performOrder() brings here: the rule set's dice start afresh from mail::seedOf(order)
    // when it gives one, mail::logEventOf(order, *this) is logged when there is one, and the
    // order is kept among ordersGiven(), so that the game made again from them is this one.
    virtual void takeMailOrder(const GameAction &order) = 0;
};

} // namespace ambuscade
