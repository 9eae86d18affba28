// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/dice.h"
#include "game/game.h"
#include "rangercommandos/game/raider.h"
#include "rangercommandos/procedures/raidboard.h"
#include "rangercommandos/procedures/walks.h"
#include "rangercommandos/tables/spinner.h"

#include <QHash>
#include <memory>
#include <optional>

namespace ambuscade::rangercommandos {

// A game of Ranger Commandos (README). The raiders are the scenario's sides that are
// colours with a dock on the board, in the order Red, Black, Green, Orange; each round every
// raider still out has one step, and after an alarm each raider ashore has a step of three
// spins to regain his barge.
//
// Orders (GameAction kinds; `actor` is the colour, or empty for the raider on turn):
//   spin: the game spins and reads the ring the step needs; a barge's step, a walk with no
//       choice, or an alarm spin is then done by the game itself;
//   walk {to: space, path: [spaces entered …]}: one of the walks of exactly the number
//       spun (`path` may be left out: any walk to that space does the same);
// "next" ends the step, first doing what is left: it spins if nobody has, takes the first
// walk offered, and spins what is left of the alarm's three.
// A commando dragged on the board (the window's "move" of his figure) chooses the walk that
// ends on the space he is dropped on; it is kept as that walk.
//
// The game is kept as the scenario it began from, its seed and its orders.
class RangerCommandosGame final : public Game
{
public:
    RangerCommandosGame(const Scenario &scenario, quint64 seed);

    const Ruleset &ruleset() const override;
    const Scenario &state() const override { return m_s; }
    // The table as every raider sees it: each installation's counters those left, not those
    // dealt, so that the board's number on its corner goes down as they are taken.
    Scenario view(const QString &) const override;
    GameStep step() const override;
    QList<GameAction> legalActions() const override;
    ActionOutcome perform(const GameAction &action) override;
    GameResult result() const override { return m_result; }
    QList<ObjectiveStatus> objectives() const override { return {}; }
    QStringList victoryNotes() const override;
    const GameLog &log() const override { return m_log; }
    std::unique_ptr<Game> clone() const override;
    // Hidden from every raider (reading §7): the points of every counter, in the stacks and
    // those taken (his own too), dealt again; and the spins to come.
    std::unique_ptr<Game> sideView(const QString &side, quint64 seed) const override;
    quint64 viewSeed() const override { return m_dice.offshootSeed(); }
    // For `simulate`: raiders, captures, counters taken and their points, the alarm's round,
    // and each colour's score (score_red, …; 0 for a colour not playing).
    QHash<QString, qint64> measures() const override;
    // A commando dragged: allowed when dropped on the end of a walk offered, else why not.
    MoveTrial tryMove(const QString &figure, const QList<QPointF> &path) const override;
    QJsonObject toJson() const override;
    std::optional<QList<GameAction>> ordersGiven() const override { return m_orders; }
    void takeMailOrder(const GameAction &order) override;
    static std::unique_ptr<RangerCommandosGame> fromJson(const QJsonObject &json, QString *error);
    static std::unique_ptr<Game> make(const Scenario &start, quint64 seed);
    // Reading §7, the option of gamesofwar.org's reading: a raider takes one counter from each
    // installation at most. Off unless the scenario's `one_counter_per_installation` is true.
    static bool oneCounterPerInstallation(const Scenario &scenario);
    // The colours a scenario seats: its sides that are colours with a dock, in turn order.
    static QStringList seatedColours(const Scenario &scenario);
    static QStringList seatedColours(const Scenario &scenario, const RaidBoard &board);

    // For the panel, the computer and the tests.
    const RaidBoard &board() const { return *m_board; }
    const QList<Raider> &raiders() const { return m_raiders; }
    const Raider *raider(const QString &colour) const;
    QString onTurn() const; // the colour whose step it is; empty when over
    int round() const { return m_turn; }
    int spunSegment() const { return m_segment; } // this step's spin (0–11), or −1
    const QList<Walk> &walksOffered() const { return m_offered; }
    bool alarmSounded() const { return m_alarm; }
    bool inAlarm() const { return !m_alarmQueue.isEmpty(); }
    const QList<int> &alarmSpins() const { return m_alarmSpins; } // numbers spun so far
    // The steps from a raider's commando back aboard: to his landing, plus one.
    int stepsAboard(const Raider &raider) const;
    int countersLeft(const QString &installation) const;
    int countersLeftInAll() const;
    // Whether a commando ending on an objective of that installation would take a counter.
    bool hasCounterFor(const Raider &raider, const QString &installation) const;
    const QList<GameAction> &orders() const { return m_orders; }
    const Scenario &start() const { return m_start; }
    quint64 seed() const { return m_seed; }
    int score(const QString &colour) const;
    // Why no walk of the step at hand ends on a space, in words; empty when one does.
    QString walkRefusal(const QString &space) const;

    // For the tests: a position set up by hand (the raiders as they stand, the round, whose
    // step it is, an installation's stack, top last), and the spinner loaded to show these
    // segments (0–11) next, before its seeded spins go on.
    void setPosition(const QList<Raider> &raiders, int round, const QString &onTurn);
    void setStack(const QString &installation, const QList<int> &counters);
    void loadSpinner(const QList<int> &segments) { m_loaded = segments; }

private:
    RangerCommandosGame(const RangerCommandosGame &) = default; // clone() and sideView() copy
    void redealCounters();

    Raider &current();
    void say(const QString &kind, const QString &text, const QJsonObject &detail = {},
             const QString &side = {});
    QString name(const QString &colour) const;
    // The step's `next` for the raider on turn: empty while a person's spin or walk waits.
    QString whatNextDoes(const QString &side) const;
    void setUp();
    void spinForColours();
    void dealCounters();
    ActionOutcome performOrder(const GameAction &action);
    ActionOutcome spin();
    ActionOutcome walk(const GameAction &action);
    // The walk a figure dropped at a point chooses, or why it chooses none.
    std::optional<GameAction> dragWalk(const QString &figure, const QPointF &to,
                                       QString *refusal) const;
    void finishStep();
    int spinSegment(const QString &colour, const QString &forWhat);
    int nextSegment();
    void crossOrReturn(Raider &r, const SpinnerSegment &segment);
    void offerWalks(Raider &r, int number);
    void doWalk(Raider &r, Walk walk); // by value: it clears the walks offered
    void takeCounter(Raider &r, const QString &objective);
    void comeHome(Raider &r, const QString &dock);
    QList<GridCell> otherBarges(const Raider &r) const;
    QStringList heldLandings(const Raider &r) const;
    // The alarm (alarm.cpp).
    void soundAlarm(const QString &giver, const QString &why);
    void alarmSpin();
    void resolveAlarmSpins(Raider &r);
    void endAlarmStep();
    void callInLastBarge();
    // The order of play (turns.cpp).
    void nextRaider(int from);
    void startRound();
    void checkEnd();
    void finish(GameDecider decidedBy);
    void placePieces();

    Scenario m_start;
    quint64 m_seed;
    Scenario m_s;
    Dice m_dice;
    GameLog m_log;
    std::shared_ptr<const RaidBoard> m_board; // never changes in a game: clones share it
    QList<Raider> m_raiders;                  // in turn order
    QHash<QString, QList<int>> m_stacks;      // installation → its counters, the top last
    int m_turn = 1;
    int m_current = 0;     // the raider on turn, outside the alarm
    int m_segment = -1;    // this step's spin
    QList<Walk> m_walks;   // every walk of the number spun
    QList<Walk> m_offered; // one to each end, when there is a choice
    bool m_alarm = false;
    QString m_alarmWhy; // why the step's walk gave the alarm, which sounds on "next"; empty: none
    int m_alarmRound = 0;
    QString m_alarmGiver;
    QStringList m_alarmQueue; // raiders ashore still to spin, the one spinning first
    QList<int> m_alarmSpins;
    int m_nextPlace = 1;
    bool m_oneCounterEach = false; // oneCounterPerInstallation, read once
    GameResult m_result;
    QList<GameAction> m_orders;
    QList<int> m_loaded; // segments the tests loaded the spinner with
};

} // namespace ambuscade::rangercommandos
