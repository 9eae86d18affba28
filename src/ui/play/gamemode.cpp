// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamemode.h"

#include "document/document.h"
#include "game/gamereplay.h"
#include "play/gamelogdock.h"
#include "play/gamemovetool.h"
#include "play/gamepanel.h"
#include "play/gamesession.h"
#include "play/refereedock.h"
#include "play/replaydock.h"
#include "play/rulesetui.h"
#include "play/victorydock.h"
#include "rules/ruleset.h"
#include "scene/tablescene.h"
#include "window/plaintext.h"

#include <QAction>
#include <QFileDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSlider>
#include <QToolBar>

namespace ambuscade {

namespace {
const char *const kGameFilter =
    QT_TRANSLATE_NOOP("ambuscade::GameMode", "Ambuscade games (*.ambuscade-game.json *.json)");
} // namespace

GameMode::GameMode(QMainWindow *window)
    : QObject(window), m_window(window), m_session(new GameSession(this)),
      m_table(new Document(this)), m_scene(new TableScene(m_table, this)),
      m_moveTool(std::make_unique<GameMoveTool>(m_session, m_scene)),
      m_log(new GameLogDock(window)), m_victory(new VictoryDock(window)),
      m_referee(new RefereeDock(window)), m_replayDock(new ReplayDock(window)),
      m_bar(new QToolBar(tr("Game"), window)), m_phase(new QLabel)
{
    m_scene->setTool(m_moveTool.get());
    m_bar->setObjectName(QStringLiteral("phaseBar"));
    m_phase->setObjectName(QStringLiteral("phaseLabel"));
    m_phase->setTextFormat(Qt::PlainText); // side names from the file
    m_phase->setContentsMargins(8, 0, 12, 0);
    QFont bold = m_phase->font();
    bold.setBold(true);
    m_phase->setFont(bold);
    m_bar->addWidget(m_phase);
    window->addToolBar(Qt::TopToolBarArea, m_bar);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_log);
    window->addDockWidget(Qt::RightDockWidgetArea, m_victory);
    window->addDockWidget(Qt::RightDockWidgetArea, m_referee);
    // Beside the log, as wide as the table: a long event reads on one line or two.
    window->addDockWidget(Qt::BottomDockWidgetArea, m_replayDock);
    connect(m_replayDock, &ReplayDock::seekRequested, this, &GameMode::seekReplay);
    // Closing the panel ends the replay (tucked behind another panel, it goes on).
    connect(m_replayDock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (!shown)
            stopReplay();
    });
    m_bar->hide();
    m_log->hide();
    m_victory->hide();
    m_referee->hide();
    m_replayDock->hide();
    // Anything done to the game ends a replay: the table shows the game as it stands.
    connect(m_session, &GameSession::changed, this, [this] {
        m_replay.reset();
        m_replayDock->hide();
    });
    connect(m_session, &GameSession::changed, this, &GameMode::refresh);
    connect(m_session, &GameSession::changed, this, [this] {
        const QStringList problems = m_moveTool->lastProblems();
        if (!problems.isEmpty())
            emit message(
                tr("That move is not allowed: %1").arg(problems.join(QStringLiteral("; "))));
    });
}

GameMode::~GameMode()
{
    m_scene->setTool(nullptr);
}

void GameMode::fillMenu(QMenu *menu)
{
    m_next = menu->addAction(tr("&Next Phase"), m_session, &GameSession::step);
    m_next->setObjectName(QStringLiteral("nextPhaseAction"));
    m_next->setShortcut(QKeySequence(tr("F5")));
    m_finishTurn =
        menu->addAction(tr("&Finish the Side's Turn"), m_session, &GameSession::finishSideTurn);
    m_finishTurn->setObjectName(QStringLiteral("finishTurnAction"));
    m_finishTurn->setShortcut(QKeySequence(tr("Shift+F5")));
    m_undo = menu->addAction(tr("&Take Back"), m_session, &GameSession::undo);
    m_undo->setObjectName(QStringLiteral("takeBackAction"));
    m_undo->setShortcut(QKeySequence(tr("Ctrl+Backspace")));
    menu->addSeparator();
    m_refereeMode = menu->addAction(tr("&Referee a Real Table"));
    m_refereeMode->setObjectName(QStringLiteral("refereeModeAction"));
    m_refereeMode->setCheckable(true);
    m_refereeMode->setToolTip(tr("The computer's moves are listed for you to make on your own "
                                 "table; drag your figures to where you put them"));
    connect(m_refereeMode, &QAction::toggled, m_session, &GameSession::setRefereeMode);
    m_replayAction = menu->addAction(tr("Re&play from the Start"), this, &GameMode::startReplay);
    m_replayAction->setObjectName(QStringLiteral("replayAction"));
    m_replayAction->setShortcut(QKeySequence(tr("F8")));
    m_replayAction->setToolTip(tr("Step through the game's log and see the table as it stood"));
    menu->addSeparator();
    QAction *open = menu->addAction(tr("&Open Game…"), this, &GameMode::openGame);
    open->setObjectName(QStringLiteral("openGameAction"));
    m_save = menu->addAction(tr("&Save Game"), this, [this] { saveGame(false); });
    m_saveAs = menu->addAction(tr("Save Game &As…"), this, [this] { saveGame(true); });
    m_leave = menu->addAction(tr("&Leave Game"), this, &GameMode::leave);
    m_leave->setObjectName(QStringLiteral("leaveGameAction"));
    m_bar->addActions({m_next, m_finishTurn, m_undo});
    updateActions();
}

void GameMode::start(const Scenario &scenario)
{
    m_session->start(scenario, scenario.seed);
    emit activeChanged(true);
}

bool GameMode::open(const QString &path, QString *error)
{
    if (!m_session->load(path, error))
        return false;
    emit activeChanged(true);
    return true;
}

bool GameMode::recover(const QString &recoveryPath, const QString &originalPath, QString *error)
{
    if (!m_session->recover(recoveryPath, originalPath, error))
        return false;
    emit activeChanged(true);
    return true;
}

void GameMode::openGame()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open Game"), QString(), tr(kGameFilter));
    if (path.isEmpty())
        return;
    QString error;
    if (!open(path, &error))
        showPlainWarning(m_window, tr("Open Game"), error);
}

bool GameMode::saveGame(bool askForPath)
{
    if (!m_session->isActive())
        return false;
    QString path = m_session->filePath();
    if (askForPath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(m_window, tr("Save Game"), path, tr(kGameFilter));
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QLatin1String(".json")))
            path += QStringLiteral(".ambuscade-game.json");
    }
    QString error;
    if (!m_session->save(path, &error)) {
        showPlainWarning(m_window, tr("Save Game"), error);
        return false;
    }
    emit message(tr("Game saved to %1").arg(path));
    return true;
}

bool GameMode::leave()
{
    if (m_session->isActive() && m_session->isModified()) {
        const auto answer = QMessageBox::question(
            m_window, tr("Leave Game"), tr("The game has moves that are not saved. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !saveGame(false)))
            return false;
    }
    m_session->stop();
    emit activeChanged(false);
    return true;
}

QString GameMode::phaseText() const
{
    if (!m_session->isActive())
        return {};
    const Game &game = m_session->game();
    const GameStep step = game.step();
    const GameResult result = game.result();
    if (result.over)
        return result.text.isEmpty()
                   ? tr("Game over after turn %1").arg(step.turn)
                   : tr("Game over after turn %1: %2").arg(step.turn).arg(result.text);
    const Side *side = game.state().side(step.side);
    const QString who = m_session->computerOnTurn() ? tr("the computer") : tr("you");
    return tr("Turn %1 · %2 (%3) · %4 · next: %5")
        .arg(step.turn)
        .arg(side ? side->name : step.side, who, step.text, step.next);
}

void GameMode::startReplay()
{
    if (!m_session->isActive())
        return;
    const Game &game = m_session->game();
    m_replay = game.ruleset().replay(m_session->scenario(), m_session->seed(), game.log());
    if (!m_replay)
        return;
    m_scene->setTool(nullptr); // the past is looked at, not changed
    m_replayDock->show();
    m_replayDock->raise();
    seekReplay(0);
    m_replayDock->slider()->setFocus(); // the arrow keys step through it
}

void GameMode::seekReplay(int position)
{
    if (!m_replay)
        return;
    m_replay->seek(position);
    m_table->display(m_replay->view());
    m_replayDock->showStep(*m_replay, m_session->game().ruleset());
    m_log->selectEvent(m_replay->position() - 1);
    for (GamePanel *panel : std::as_const(m_panels))
        panel->showReplayAt(m_session->game(), m_replay->position());
}

void GameMode::stopReplay()
{
    if (!m_replay)
        return;
    m_replay.reset();
    m_scene->setTool(m_moveTool.get());
    refresh();
}

void GameMode::makePanels()
{
    const QString ruleset = m_session->game().ruleset().id();
    if (ruleset == m_panelsRuleset)
        return;
    qDeleteAll(m_panels); // their show/hide actions leave the menu with them
    m_panels.clear();
    m_panelsRuleset = ruleset;
    if (const RulesetUi *ui = findRulesetUi(ruleset))
        m_panels = ui->createPanels(m_session, m_window);
    for (GamePanel *panel : std::as_const(m_panels)) {
        placePanel(panel);
        connect(panel, &GamePanel::message, this, &GameMode::message);
        if (m_panelsMenu)
            m_panelsMenu->addAction(panel->toggleViewAction());
    }
}

void GameMode::placePanel(GamePanel *panel)
{
    // Beside the table with the legend, on the right with the briefing (the reaction tests
    // are read instead of it), or under the table with the log.
    Qt::DockWidgetArea area = Qt::BottomDockWidgetArea;
    const char *beside = "gameLogDock";
    switch (panel->place()) {
    case GamePanel::Place::BesideTable:
        area = Qt::LeftDockWidgetArea;
        beside = "legendDock";
        break;
    case GamePanel::Place::WithBriefing:
        area = Qt::RightDockWidgetArea;
        beside = "briefingDock";
        break;
    case GamePanel::Place::UnderTable:
        break;
    }
    m_window->addDockWidget(area, panel);
    if (auto *other = m_window->findChild<QDockWidget *>(QLatin1String(beside)))
        m_window->tabifyDockWidget(other, panel);
    panel->hide();
}

void GameMode::setPanelsVisible(bool visible)
{
    m_bar->setVisible(visible);
    m_log->setVisible(visible);
    m_victory->setVisible(visible);
    m_referee->setVisible(visible && m_session->refereeMode());
    for (GamePanel *panel : std::as_const(m_panels))
        panel->setVisible(visible);
    // In front of the briefing and the legend they share a place with: the first of each
    // place on top.
    if (visible)
        for (auto it = m_panels.crbegin(); it != m_panels.crend(); ++it)
            if ((*it)->place() != GamePanel::Place::UnderTable)
                (*it)->raise();
}

void GameMode::showOverlays()
{
    // The table was rebuilt, and its items with it, when the game was displayed.
    m_overlays.clear();
    for (GamePanel *panel : std::as_const(m_panels))
        if (QGraphicsItem *item = panel->tableOverlay(m_session->game())) {
            m_scene->addItem(item);
            m_overlays << item;
        }
}

void GameMode::refresh()
{
    if (m_session->isActive()) {
        const Game &game = m_session->game();
        m_table->display(game.view({}));
        m_log->showLog(game.log(), game.ruleset());
        m_victory->showGame(game);
        m_referee->showGame(game);
        makePanels();
        for (GamePanel *panel : std::as_const(m_panels))
            panel->showGame(game);
        showOverlays();
        if (m_refereeMode)
            m_refereeMode->setChecked(m_session->refereeMode());
        m_referee->setVisible(m_session->refereeMode());
        if (m_session->refereeMode())
            m_referee->raise();
    }
    m_phase->setText(phaseText());
    updateActions();
}

void GameMode::updateActions()
{
    const bool active = m_session->isActive();
    const bool playing = active && !m_session->game().result().over;
    if (!m_next)
        return;
    m_next->setEnabled(playing);
    m_finishTurn->setEnabled(playing);
    m_undo->setEnabled(active && m_session->canUndo());
    m_save->setEnabled(active);
    m_saveAs->setEnabled(active);
    m_leave->setEnabled(active);
    m_replayAction->setEnabled(active);
}

} // namespace ambuscade
