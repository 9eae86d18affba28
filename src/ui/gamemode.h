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
class CombatDock;
class VictoryDock;
class GameLogDock;
class GameMoveTool;
class GameSession;
class OrdersDock;
class ReactionsDock;
class RefereeDock;
class ReplayDock;
class TableScene;
struct Scenario;

namespace fiw {
class Replay;
}

// Playing a scenario: a game of it on a table of its own (the scenario is never changed),
// the phase bar (turn, side on turn, phase, and the next step), the game log and the
// reaction tests, and the Game menu. The computer runs its side and carries out the binding
// Actions results of the player's groups; the player moves his figures in the movement phase.
class GameMode : public QObject
{
    Q_OBJECT
public:
    explicit GameMode(QMainWindow *window);
    ~GameMode() override;

    GameSession *session() const { return m_session; }
    TableScene *scene() const { return m_scene; }
    GameLogDock *logDock() const { return m_log; }
    CombatDock *combatDock() const { return m_combat; }
    VictoryDock *victoryDock() const { return m_victory; }
    ReactionsDock *reactionsDock() const { return m_reactions; }
    RefereeDock *refereeDock() const { return m_referee; }
    OrdersDock *ordersDock() const { return m_orders; }
    ReplayDock *replayDock() const { return m_replayDock; }
    // Steps through the game's log from its start, the table shown as it stood at each
    // event; playing on, or closing the Replay panel, returns to the game as it stands.
    void startReplay();
    bool replaying() const { return bool(m_replay); }
    // The lines of the open command session on the table, if any.
    QGraphicsItem *commandLinesItem() const { return m_commandLines; }
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
    // The open command session's chain and orders, drawn on the table.
    void showCommandLines();

    QMainWindow *m_window;
    GameSession *m_session;
    Document *m_table; // the game's table as it stands, shown by m_scene
    TableScene *m_scene;
    std::unique_ptr<GameMoveTool> m_moveTool;
    GameLogDock *m_log;
    CombatDock *m_combat;
    VictoryDock *m_victory;
    ReactionsDock *m_reactions;
    RefereeDock *m_referee;
    OrdersDock *m_orders;
    ReplayDock *m_replayDock;
    std::unique_ptr<fiw::Replay> m_replay;
    QGraphicsItem *m_commandLines = nullptr; // owned by the scene
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
