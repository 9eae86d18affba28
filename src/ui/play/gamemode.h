// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/gameresultsdialog.h"

#include <QObject>
#include <memory>

class QAction;
class QDialog;
class QGraphicsItem;
class QLabel;
class QMainWindow;
class QMenu;
class QToolBar;

namespace ambuscade {

class Document;
class Game;
class GameLogDock;
class GameMoveTool;
class GamePanel;
class HotSeat;
class GameReplay;
class MeasureTool;
class GameSession;
class RefereeDock;
class ReplayDock;
class TableScene;
class TurnPlayback;
struct LogEvent;
class Tool;
class VictoryDock;
struct Scenario;

// Playing a scenario: a game of it on a table of its own (the scenario is never changed),
// the phase bar (turn, side on turn, step, and what comes next), the game log, victory,
// referee and replay panels, the rule set's own panels, and the Game menu. The computer
// plays its side; the player gives his orders through the panels and moves his figures on
// the table. Everything goes through the Game interface, whatever the rule set.
class GameMode : public QObject
{
    Q_OBJECT
public:
    explicit GameMode(QMainWindow *window);
    ~GameMode() override;

    GameSession *session() const { return m_session; }
    TableScene *scene() const { return m_scene; }
    GameLogDock *logDock() const { return m_log; }
    HotSeat *hotSeat() const { return m_hotSeat; }
    VictoryDock *victoryDock() const { return m_victory; }
    RefereeDock *refereeDock() const { return m_referee; }
    ReplayDock *replayDock() const { return m_replayDock; }
    // The panels of the game's rule set (none before a game).
    const QList<GamePanel *> &panels() const { return m_panels; }
    // Shows or hides the game's docks, the rule set's panels among them.
    void setPanelsVisible(bool visible);
    // Where the rule set's panels' show/hide actions go.
    void setPanelsMenu(QMenu *menu) { m_panelsMenu = menu; }
    // Steps through the game's log from its start, the table shown as it stood at each
    // event; playing on, or closing the Replay panel, returns to the game as it stands.
    void startReplay();
    // The computer's latest side turn played back as it happened (moves gliding, fights
    // marked), in the replay; skippable, and the replay's controls take over when used.
    void replayComputerTurn();
    bool replaying() const { return bool(m_replay); }
    bool playingBack() const;
    // What the rule set's panels draw on the table over the game.
    const QList<QGraphicsItem *> &overlays() const { return m_overlays; }
    QToolBar *phaseBar() const { return m_bar; }
    QString phaseText() const;
    // The game's table as the player's side may know it (the first side a person plays),
    // for what is printed or exported during it.
    Scenario playersView() const;
    GameMoveTool *moveTool() const { return m_moveTool.get(); }
    MeasureTool *measureTool() const { return m_measureTool.get(); }
    // The tool the table's mouse goes to in a game: moving figures, or measuring.
    void useMoveTool();
    void useMeasureTool();

    void fillMenu(QMenu *menu);
    // Starts a game of the scenario (with its dice seed); the window shows it.
    void start(const Scenario &scenario);
    bool open(const QString &path, QString *error);
    // Opens a saved game as the player asked for it (File → Open, Open Game, a drop): the
    // game being played gives way first (its unsaved moves asked about), a file that will not
    // open says why, and one that opens joins the recent files. Whether it opened.
    bool openGameFile(const QString &path);
    // Resumes a game autosaved by a run that crashed (see GameSession::recover).
    bool recover(const QString &recoveryPath, const QString &originalPath, QString *error);
    // Leaves the game: the window shows the scenario being edited again. Returns false if
    // the player chose to keep playing rather than lose unsaved moves.
    bool leave();
    // Leaves the game without asking: its moves were saved or given up already.
    void quit();
    // Whether a game is being played with moves not yet saved.
    bool hasUnsavedMoves() const;
    // How the question about unsaved moves names the game: its file, or "the game".
    QString gameName() const;
    // Saves the game to its file, or asks for one (always with `askForPath`).
    bool saveGame(bool askForPath);
    // Play by e-mail (MailPlay): the turn played here written to `path` for the other player;
    // his turn file taken up, played back on the table and then handed over to the person
    // here. Whether it was done; if not, why in *error (nothing changed).
    bool sendTurnTo(const QString &path, QString *error);
    bool receiveTurn(const QString &path, QString *error);
    // Back from a side game to the game set aside for it: a side game that is over carries
    // its outcome back (the set-aside game's rule set says how); one that is not is broken
    // off, once the player agrees.
    void returnFromSideGame();

signals:
    // The window switches between editing and playing.
    void activeChanged(bool playing);
    void message(const QString &text);

private:
    void refresh();
    // The panels the game's new step is about, in front (GamePanel::mattersAt).
    void bringForwardWhatMatters(const Game &game);
    void updateActions();
    // The tool tips of Next, Pass and Finish: what waits for the person, if anything.
    void showWhatWaits(bool pending);
    // Why Pass is not offered now, in words for its tooltip.
    QString whyNoPass() const;
    // Take Back, and the status bar says what was taken back.
    void takeBack();
    // Unsaved moves of the game being played: offers to save them, naming the file. False
    // when the player would rather keep playing. When `opening` is the game's own file, it
    // offers only to drop them: saving would write over what is being opened.
    bool mayLetGameGo(const QString &opening = {});
    void openGame();
    void sendTurn();
    // The received turn played back from that event of the log, then handed over.
    void playBackReceivedTurn(int from);
    // The title of the game set aside for a side game, for menus and the phase bar.
    QString setAsideTitle() const;
    // Asks, saying `why`, whether to give the side game up and go back to the game set aside.
    void breakOff(const QString &why);
    void startReplayAt(int position);
    void seekReplay(int position);
    void stopReplay();
    // After a change of the game: plays back what the computer just did, if it did anything
    // and the Preferences want it shown.
    void watchComputer();
    // Ends a playback and returns to the game as it stands; skipPlaybackOnly stops it where
    // it is.
    void skipPlayback();
    void skipPlaybackOnly();
    // Skip's words for the computer's turn, its usual playback.
    void nameSkipForTheComputer();
    // A click on the table at `at` given to the rule set's panels when it falls on a space
    // of the board; whether one took it.
    bool giveSpaceClick(const QPointF &at);
    // Whether a panel marks the event on the table (the playback holds on it).
    bool marked(const LogEvent &event) const;
    // The rule set's panels for the game now in the session, made anew when its rule set
    // is not the one they were made for.
    void makePanels();
    void placePanel(GamePanel *panel);
    // The rule set's results screen of the game at hand; null while it goes on.
    QDialog *makeResults();
    // Shows the table, the overlays of the one shown before gone with its items.
    void displayTable(const Scenario &view);
    // The overlays (the computer's trail, moves under way, the panels' marks) made anew, the
    // old ones deleted.
    void showOverlays();
    // Each move under way (Game::moveUnderWay) along its way, where the table leaves out the
    // mover's ring.
    void showMovesUnderWay();
    // The same, on a panel's asking (its choice changed), but not while a replay is shown.
    void redrawOverlays();

    QMainWindow *m_window;
    GameSession *m_session;
    Document *m_table; // the game's table as it stands, shown by m_scene
    TableScene *m_scene;
    std::unique_ptr<GameMoveTool> m_moveTool;
    std::unique_ptr<MeasureTool> m_measureTool;
    Tool *m_tableTool = nullptr; // the one of the two in use
    GameLogDock *m_log;
    VictoryDock *m_victory;
    RefereeDock *m_referee;
    ReplayDock *m_replayDock;
    QList<GamePanel *> m_panels;
    QString m_panelsRuleset;                  // the rule set the panels were made for
    QString m_stepBroughtForward;             // the step whose panels were last brought forward
    const Game *m_broughtForwardIn = nullptr; // and the game it was in (compared, not read)
    QMenu *m_panelsMenu = nullptr;
    std::unique_ptr<GameReplay> m_replay;
    int m_eventsSeen = 0;              // the log's length when the game was last shown
    bool m_watching = true;            // false while a game is started, opened or recovered
    bool m_keepReplayOpen = false;     // a replay the player asked for outlives its playback
    bool m_saidTakenBack = false;      // the status bar says what Take Back undid
    QList<QGraphicsItem *> m_overlays; // owned by the scene
    QToolBar *m_bar;
    QLabel *m_phase;
    TurnPlayback *m_playback;
    HotSeat *m_hotSeat; // the hand-over between people sharing the machine
    QAction *m_next = nullptr;
    QAction *m_pass = nullptr;
    QAction *m_finishTurn = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_sendTurn = nullptr;
    QAction *m_leave = nullptr;
    QAction *m_return = nullptr; // from a side game
    QAction *m_refereeMode = nullptr;
    QAction *m_replayAction = nullptr;
    QAction *m_replayComputerAction = nullptr;
    QAction *m_skip = nullptr;
    QAction *m_resultsAction = nullptr;
    // Opened as a game ends before the players' eyes, and again by Game → Results… or a
    // panel's own button.
    ResultsScreen m_results{[this] { return makeResults(); }};
};

} // namespace ambuscade
