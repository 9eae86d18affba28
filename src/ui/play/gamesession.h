// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/game.h"
#include "game/takebackhistory.h"
#include "game/turnfile.h"

#include <QJsonObject>
#include <QObject>
#include <memory>

namespace ambuscade {

// A game in progress, apart from the scenario it was started from (which it never changes):
// the rule set's game, the steps that can be taken back, and the file it is kept in
// (.ambuscade-game.json). Everything it does goes through the Game interface, so it plays
// any rule set's games.
class GameSession : public QObject
{
    Q_OBJECT
public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    bool isActive() const { return bool(m_game); }
    const Game &game() const { return *m_game; }
    // The game's rule set, bound when it began or was opened; only while a game is active.
    const Ruleset &rules() const { return m_game->ruleset(); }
    const Scenario &scenario() const { return m_scenario; }
    quint64 seed() const { return m_seed; }
    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    bool canUndo() const { return !m_undo.isEmpty(); }
    // The steps that can be taken back.
    const TakeBackHistory &takeBack() const { return m_undo; }
    // Whether the computer plays the side on turn.
    bool computerOnTurn() const;

    // Starts a game of a scenario; the seed makes its dice.
    void start(const Scenario &scenario, quint64 seed);
    void stop();

    // A side game is played for the game at hand (a campaign's battle fought as a skirmish):
    // that game is set aside whole, take-back and all, while a game of `scenario` is played,
    // and its file keeps both (GameFile::foughtFor).
    void startSideGame(const Scenario &scenario, quint64 seed);
    // The game set aside for the side game being played, and its scenario; null when none is.
    const Game *gameSetAside() const;
    const Scenario *scenarioSetAside() const;
    // Takes the game set aside up again, with `order` (what the side game's outcome makes of
    // it) carried out in it as one step of take-back, or as it was without one. A refused
    // order changes nothing (the side game stays) and the outcome says why. Taking that step
    // back goes back into the side game as it was (in this run: a file keeps one game's
    // last step only).
    ActionOutcome returnFromSideGame(const std::optional<GameAction> &order);

    // One step of the game: the computer plays the step if the side on turn is its, then
    // the rest of the step is done and the next begins. A person's step with nothing for
    // Next to do (GameStep::next empty: a question only he can answer) waits for his order,
    // and so does one where he has a decision pending.
    void step();
    bool nextWaitsForPlayer() const;
    // Whether a person's side is on a step where it could give orders and has given none
    // yet (a card to play, an action to choose, a phase's moves or shots). Next and Finish
    // the Side's Turn never give such a step up: the person gives an order, or passes.
    bool decisionPending() const;
    // Whether the person has given an order in the step now played: Next then ends it.
    bool orderedInThisStep() const;
    // Gives up the step's orders: the step ends as Next ends it, with no order given.
    void pass();
    // Steps until the side on turn changes and a person's side is on turn (the computer
    // playing its sides' turns on the way), or the game ends; it stops sooner at a step
    // where a person has a decision pending.
    void finishSideTurn();
    // Carries out an order of the side on turn; refused, nothing changes, and the outcome
    // says why. One step of take-back when done.
    ActionOutcome perform(const GameAction &action);

    // Referee play: the player's figures stand where he put them on his real table.
    bool refereeMode() const { return m_referee; }
    void setRefereeMode(bool on);

    // Takes back the last step or order, dice and all; in a game against the computer, the
    // person's last step and the computer's steps since.
    void undo();

    // Play by e-mail: where this machine stands in the game (its id is made when it starts).
    const MailState &mail() const { return m_mail; }
    void setMail(const MailState &mail);
    // Gives one of play by e-mail's own orders (mailorder.h); it cannot be taken back.
    void giveMailOrder(const GameAction &order);
    // What is played so far can no longer be taken back (a turn sent by e-mail).
    void sealTakeBack();
    // The same, without telling the window, which refreshes itself: the table handed over
    // to the next person at one machine (HotSeat::uncovered), the steps before him his
    // rival's and the computer's, not his to take back.
    void forgetTakeBack();
    // Takes up a game received by e-mail, unsaved, in place of the one at hand.
    void takeUp(const Scenario &start, quint64 seed, std::unique_ptr<Game> game,
                const MailState &mail);

    bool save(const QString &path, QString *error);
    bool load(const QString &path, QString *error);
    // The game as its file holds it, for saving elsewhere (the autosave).
    QByteArray fileBytes() const;
    // Takes up a game autosaved by a run that crashed: read from the recovery file, it
    // belongs to its original file (if it had one) and is unsaved.
    bool recover(const QString &recoveryPath, const QString &originalPath, QString *error);

signals:
    // The game moved on, was undone, loaded or stopped.
    void changed();
    void modifiedChanged(bool modified);
    // A side game began or ended (after `changed`): the game at hand is of another scenario.
    void sideGameSwitched();
    // The computer began thinking ahead over an order for the side on turn (a second or more,
    // the window painting on and taking no input), or stopped.
    void thinkingAhead(bool thinking);

private:
    void remember();
    bool anyPersonPlays() const;
    void playStep();
    // The computer's own set-up choices (a man's abilities and gear) are made at once,
    // not one Next Phase each: its steps of the set-up phase are played through whenever one
    // comes on, at the start and after each step; the log lists what it chose.
    void playComputersSetUp();
    static constexpr auto kSetUpPhase = "setup"; // GameStep::phase before play begins
    // Plays the step for Next or Pass: the computer's orders if it is on turn, then "next".
    void endStep();
    // Forgets in which step the last order was given: a new game, a step taken back.
    void forgetOrders() { m_orderedIn.clear(); }
    void setModified(bool modified);

    // A game and what goes with it, as set aside for a side game.
    struct SetAside {
        Scenario scenario;
        quint64 seed = 0;
        bool referee = false;
        std::unique_ptr<Game> game;
        TakeBackHistory undo;
    };
    // The game at hand, taken out whole (the session holds none until one is put back).
    SetAside takeAtHand();
    void putAtHand(SetAside &&game);
    void pushUndo(QJsonObject state);
    // Takes back the newest remembered step; false when it cannot go on back (none left to
    // restore, or it went back into the side game, and says so in `intoSideGame`).
    bool takeBackOneStep(bool *intoSideGame);

    Scenario m_scenario;
    quint64 m_seed = 0;
    std::unique_ptr<Game> m_game;
    TakeBackHistory m_undo; // the game before each step
    QString m_filePath;
    bool m_modified = false;
    bool m_referee = false;
    std::unique_ptr<SetAside> m_setAside; // while a side game is played
    // The side game whose outcome was carried back, and the take-back depth it was at.
    std::unique_ptr<SetAside> m_carriedFrom;
    int m_carriedAtDepth = -1;
    // The step (GameStep::key) in which the person last gave an order: there he has decided.
    QString m_orderedIn;
    MailState m_mail;
};

} // namespace ambuscade
