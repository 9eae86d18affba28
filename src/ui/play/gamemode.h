// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <memory>

class QAction;
class QGraphicsItem;
class QLabel;
class QMainWindow;
class QMenu;
class QToolBar;

namespace ambuscade {

class Document;
class GameLogDock;
class GameMoveTool;
class GamePanel;
class GameReplay;
class GameSession;
class RefereeDock;
class ReplayDock;
class TableScene;
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
    bool replaying() const { return bool(m_replay); }
    // What the rule set's panels draw on the table over the game.
    const QList<QGraphicsItem *> &overlays() const { return m_overlays; }
    QToolBar *phaseBar() const { return m_bar; }
    QString phaseText() const;
    GameMoveTool *moveTool() const { return m_moveTool.get(); }

    void fillMenu(QMenu *menu);
    // Starts a game of the scenario (with its dice seed); the window shows it.
    void start(const Scenario &scenario);
    bool open(const QString &path, QString *error);
    // Resumes a game autosaved by a run that crashed (see GameSession::recover).
    bool recover(const QString &recoveryPath, const QString &originalPath, QString *error);
    // Leaves the game: the window shows the scenario being edited again. Returns false if
    // the player chose to keep playing rather than lose unsaved moves.
    bool leave();

signals:
    // The window switches between editing and playing.
    void activeChanged(bool playing);
    void message(const QString &text);

private:
    void refresh();
    void updateActions();
    bool saveGame(bool askForPath);
    void openGame();
    void seekReplay(int position);
    void stopReplay();
    // The rule set's panels for the game now in the session, made anew when its rule set
    // is not the one they were made for.
    void makePanels();
    void placePanel(GamePanel *panel);
    void showOverlays();

    QMainWindow *m_window;
    GameSession *m_session;
    Document *m_table; // the game's table as it stands, shown by m_scene
    TableScene *m_scene;
    std::unique_ptr<GameMoveTool> m_moveTool;
    GameLogDock *m_log;
    VictoryDock *m_victory;
    RefereeDock *m_referee;
    ReplayDock *m_replayDock;
    QList<GamePanel *> m_panels;
    QString m_panelsRuleset; // the rule set the panels were made for
    QMenu *m_panelsMenu = nullptr;
    std::unique_ptr<GameReplay> m_replay;
    QList<QGraphicsItem *> m_overlays; // owned by the scene
    QToolBar *m_bar;
    QLabel *m_phase;
    QAction *m_next = nullptr;
    QAction *m_finishTurn = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_leave = nullptr;
    QAction *m_refereeMode = nullptr;
    QAction *m_replayAction = nullptr;
};

} // namespace ambuscade
