// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamemode.h"

#include "common/filedialogs.h"
#include "common/plaintext.h"
#include "common/recentfiles.h"
#include "common/rulesetui.h"
#include "common/tableresults.h"
#include "document/document.h"
#include "game/gamelog.h"
#include "game/gamereplay.h"
#include "game/turnfile.h"
#include "play/computerturn.h"
#include "play/gamelogdock.h"
#include "play/gamemovetool.h"
#include "play/gamepanel.h"
#include "play/gamesession.h"
#include "play/hotseat.h"
#include "play/mailplay.h"
#include "play/moveoverlays.h"
#include "play/refereedock.h"
#include "play/replaydock.h"
#include "play/turnplayback.h"
#include "play/victorydock.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "scene/boarditems.h"
#include "scene/tablescene.h"
#include "tools/measuretool.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSlider>
#include <QToolBar>

namespace ambuscade {

namespace {
const char *const kGameFilter =
    QT_TRANSLATE_NOOP("ambuscade::GameMode", "Ambuscade games (*.ambuscade-game.json *.json)");
const char *const kTurnFilter =
    QT_TRANSLATE_NOOP("ambuscade::GameMode", "Ambuscade turns (*.ambuscade-turn.json *.json)");

// The phase's text in the tool bar: it takes the rest of the row and, when that is too
// short, ends in "…" with the whole text in its tooltip. Asking for little room, it is never
// pushed into the tool bar's "»" overflow, where a player would not see it.
class PhaseLabel : public QLabel
{
public:
    PhaseLabel() { setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred); }
    QSize minimumSizeHint() const override
    {
        return {fontMetrics().averageCharWidth() * 12, QLabel::minimumSizeHint().height()};
    }
    QSize sizeHint() const override { return minimumSizeHint(); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        const QRect room = contentsRect();
        // Cut in the middle, a long step's words (a question asked in full): the start says
        // whose turn it is, the end what waits and what Pass brings.
        painter.drawText(room, Qt::AlignLeft | Qt::AlignVCenter,
                         fontMetrics().elidedText(text(), Qt::ElideMiddle, room.width()));
    }
};
} // namespace

GameMode::GameMode(QMainWindow *window)
    : QObject(window), m_window(window), m_session(new GameSession(this)),
      m_table(new Document(this)), m_scene(new TableScene(m_table, this)),
      m_moveTool(std::make_unique<GameMoveTool>(m_session, m_scene,
                                                [this](const QString &s) { emit message(s); })),
      m_measureTool(std::make_unique<MeasureTool>(m_table, m_scene,
                                                  [this](const QString &s) { emit message(s); })),
      m_log(new GameLogDock(window)), m_victory(new VictoryDock(window)),
      m_referee(new RefereeDock(window)), m_replayDock(new ReplayDock(window)),
      m_bar(new QToolBar(tr("Game"), window)), m_phase(new PhaseLabel),
      m_playback(new TurnPlayback(
          m_scene, [this](int position) { seekReplay(position); },
          [this](const LogEvent &event) { return marked(event); }, this)),
      m_hotSeat(new HotSeat(window))
{
    // The next person takes the game up as it was handed to him: his rival's steps are not
    // his to take back.
    connect(m_hotSeat, &HotSeat::uncovered, this, [this] {
        m_session->forgetTakeBack();
        refresh();
    });
    m_scene->setShowRoutes(false);
    m_moveTool->setClickTaker([this](const QPointF &at) { return giveSpaceClick(at); });
    m_tableTool = m_moveTool.get();
    m_scene->setTool(m_tableTool);
    // The move ring shows what a man has left to move this step.
    m_scene->setMovementLeft([this](const QString &figure) -> std::optional<double> {
        return m_session->isActive() ? m_session->game().movementLeft(figure) : std::nullopt;
    });
    // No fresh move's ring round a man whose move is under way (drawn along its way:
    // showOverlays), waits on his dice, or is over.
    m_scene->setNoFreshMove([this](const QString &figure) {
        if (!m_session->isActive())
            return false;
        const Game &game = m_session->game();
        return !game.moveUnderWay(figure).isEmpty() || game.noFreshMove(figure);
    });
    m_bar->setObjectName(QStringLiteral("phaseBar"));
    m_phase->setObjectName(QStringLiteral("phaseLabel"));
    m_phase->setTextFormat(Qt::PlainText); // side names from the file
    m_phase->setContentsMargins(8, 0, 12, 0);
    QFont bold = m_phase->font();
    bold.setBold(true);
    m_phase->setFont(bold);
    window->addToolBar(Qt::TopToolBarArea, m_bar);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_log);
    window->addDockWidget(Qt::RightDockWidgetArea, m_victory);
    window->addDockWidget(Qt::RightDockWidgetArea, m_referee);
    // Beside the log, as wide as the table: a long event reads on one line or two.
    window->addDockWidget(Qt::BottomDockWidgetArea, m_replayDock);
    // The replay's controls take over from a playback.
    connect(m_replayDock, &ReplayDock::seekRequested, this, [this](int position) {
        if (m_playback->isPlaying())
            skipPlaybackOnly();
        seekReplay(position);
    });
    // A turn played back as it happened ends in the game as it stands; one the player asked
    // to see again stays open at its end, to be stepped through.
    connect(m_playback, &TurnPlayback::finished, this, [this] {
        if (m_keepReplayOpen)
            skipPlaybackOnly();
        else
            skipPlayback();
    });
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
        skipPlaybackOnly();
        m_replay.reset();
        m_replayDock->hide();
    });
    connect(m_session, &GameSession::changed, this, &GameMode::refresh);
    connect(m_session, &GameSession::changed, this, &GameMode::watchComputer);
    // "Taken back: …" stands until the game moves on: an order given after it would seem to
    // have been taken back too (a newcomer read it so).
    connect(m_session, &GameSession::changed, this, [this] {
        if (std::exchange(m_saidTakenBack, false))
            emit message(QString());
    });
    // Thinking ahead takes a second or more an order, the window taking no input: the bar
    // says why nothing happens.
    connect(m_session, &GameSession::thinkingAhead, this, [this](bool thinking) {
        m_phase->setText(thinking ? tr("%1 · thinking ahead…").arg(phaseText()) : phaseText());
    });
    // Another game is at hand: the window shows its table, its unit and its panels.
    connect(m_session, &GameSession::sideGameSwitched, this, [this] {
        m_log->showWhole();
        m_eventsSeen = 0; // another game's log
        emit activeChanged(true);
        if (!m_session->gameSetAside())
            return;
        emit message(tr("This game is played for %1. Once it is over, Game → Carry the "
                        "Result Back takes its outcome there.")
                         .arg(setAsideTitle()));
        // Just begun by the player's own click (nothing to take back yet): when the computer
        // goes first, it plays at once, shown as it happens, and the player's turn comes next.
        if (m_session->computerOnTurn() && !m_session->canUndo())
            m_session->finishSideTurn();
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
    // Giving up a step's orders is a choice of its own, never a side effect of Next.
    m_pass = menu->addAction(tr("&Pass"), m_session, &GameSession::pass);
    m_pass->setObjectName(QStringLiteral("passAction"));
    m_pass->setShortcut(QKeySequence(tr("F6")));
    m_finishTurn =
        menu->addAction(tr("&Finish the Side's Turn"), m_session, &GameSession::finishSideTurn);
    m_finishTurn->setObjectName(QStringLiteral("finishTurnAction"));
    m_finishTurn->setShortcut(QKeySequence(tr("Shift+F5")));
    m_undo = menu->addAction(tr("&Take Back"), this, &GameMode::takeBack);
    m_undo->setObjectName(QStringLiteral("takeBackAction"));
    m_undo->setShortcut(QKeySequence(tr("Ctrl+Backspace")));
    menu->addSeparator();
    m_refereeMode = menu->addAction(tr("&Referee a Real Table"));
    m_refereeMode->setObjectName(QStringLiteral("refereeModeAction"));
    m_refereeMode->setCheckable(true);
    m_refereeMode->setToolTip(tr("The computer's moves are listed for you to make on your own "
                                 "table; drag your figures to where you put them"));
    connect(m_refereeMode, &QAction::toggled, m_session, &GameSession::setRefereeMode);
    connect(m_refereeMode, &QAction::toggled, this, [this] {
        if (m_tableTool == m_moveTool.get())
            emit message(m_moveTool->hint()); // it says how to referee only while refereeing
    });
    m_replayAction = menu->addAction(tr("Re&play from the Start"), this, &GameMode::startReplay);
    m_replayAction->setObjectName(QStringLiteral("replayAction"));
    m_replayAction->setShortcut(QKeySequence(tr("F8")));
    m_replayAction->setToolTip(tr("Step through the game's log and see the table as it stood"));
    m_replayComputerAction = menu->addAction(tr("Replay the &Computer's Last Turn"), this,
                                             &GameMode::replayComputerTurn);
    m_replayComputerAction->setObjectName(QStringLiteral("replayComputerTurnAction"));
    m_replayComputerAction->setShortcut(QKeySequence(tr("Shift+F8")));
    m_skip = menu->addAction(QString(), this, &GameMode::skipPlayback);
    m_skip->setObjectName(QStringLiteral("skipPlaybackAction"));
    m_skip->setShortcut(QKeySequence(Qt::Key_Escape));
    nameSkipForTheComputer();
    m_skip->setVisible(false);
    m_resultsAction = menu->addAction(tr("Re&sults…"), this, [this] { m_results.open(); });
    m_resultsAction->setObjectName(QStringLiteral("resultsAction"));
    menu->addSeparator();
    QAction *open = menu->addAction(tr("&Open Game…"), this, &GameMode::openGame);
    open->setObjectName(QStringLiteral("openGameAction"));
    m_save = menu->addAction(tr("&Save Game"), this, [this] { saveGame(false); });
    m_saveAs = menu->addAction(tr("Save Game &As…"), this, [this] { saveGame(true); });
    m_sendTurn = menu->addAction(tr("Sen&d My Turn…"), this, &GameMode::sendTurn);
    m_sendTurn->setObjectName(QStringLiteral("sendTurnAction"));
    m_leave = menu->addAction(tr("&Leave Game"), this, &GameMode::leave);
    m_leave->setObjectName(QStringLiteral("leaveGameAction"));
    m_return =
        menu->addAction(tr("&Return to the Game Set Aside"), this, &GameMode::returnFromSideGame);
    m_return->setObjectName(QStringLiteral("returnFromSideGameAction"));
    m_bar->addActions({m_next, m_pass, m_finishTurn, m_undo, m_skip, m_return});
    // The text after the buttons: as it grows and shrinks with the phase, they stay put.
    m_bar->addWidget(m_phase);
    updateActions();
}

void GameMode::useMoveTool()
{
    m_tableTool = m_moveTool.get();
    if (!m_replay)
        m_scene->setTool(m_tableTool);
    emit message(m_moveTool->hint());
}

void GameMode::useMeasureTool()
{
    m_tableTool = m_measureTool.get();
    if (!m_replay)
        m_scene->setTool(m_tableTool);
    emit message(m_measureTool->hint());
}

void GameMode::start(const Scenario &scenario)
{
    m_log->showWhole();         // a new game shows its whole log
    m_watching = false;         // the set-up is not the computer's turn
    m_hotSeat->follow(nullptr); // whoever sat at the last game's table: the next sits down
    m_session->start(scenario, scenario.seed);
    m_watching = true;
    emit activeChanged(true);
}

bool GameMode::open(const QString &path, QString *error)
{
    m_watching = false;
    m_hotSeat->follow(nullptr);
    const bool loaded = m_session->load(path, error);
    m_watching = true;
    if (!loaded)
        return false;
    m_log->showWhole();
    emit activeChanged(true);
    return true;
}

bool GameMode::recover(const QString &recoveryPath, const QString &originalPath, QString *error)
{
    m_watching = false;
    const bool recovered = m_session->recover(recoveryPath, originalPath, error);
    m_watching = true;
    if (!recovered)
        return false;
    m_log->showWhole();
    emit activeChanged(true);
    return true;
}

void GameMode::openGame()
{
    const QString path = FileDialogs::openFileName(m_window, tr("Open Game"), tr(kGameFilter));
    if (!path.isEmpty())
        openGameFile(path);
}

bool GameMode::openGameFile(const QString &path)
{
    // A turn sent by e-mail continues the game at hand, or one this machine knows.
    if (isTurnFile(path)) {
        QString error;
        if (!receiveTurn(path, &error)) {
            showPlainWarning(m_window, tr("Open Turn"), error);
            return false;
        }
        return true;
    }
    // The game being played gives way to it as it would to leaving (Cancel keeps it).
    if (!mayLetGameGo(path))
        return false;
    QString error;
    if (!open(path, &error)) {
        showPlainWarning(m_window, tr("Open Game"), error);
        return false;
    }
    RecentFiles::add(path);
    return true;
}

bool GameMode::saveGame(bool askForPath)
{
    if (!m_session->isActive())
        return false;
    QString path = m_session->filePath();
    if (askForPath || path.isEmpty()) {
        const QString suggested =
            !path.isEmpty() ? path
                            : FileDialogs::nameFromTitle(m_session->scenario().title, tr("game"),
                                                         QStringLiteral(".ambuscade-game.json"));
        path = FileDialogs::saveFileName(m_window, tr("Save Game"), suggested, tr(kGameFilter));
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
    RecentFiles::add(path);
    emit message(tr("Game saved to %1").arg(path));
    return true;
}

void GameMode::sendTurn()
{
    QString why;
    if (!MailPlay::maySend(*m_session, &why)) {
        showPlainWarning(m_window, tr("Send My Turn"), why);
        return;
    }
    const QString suggested = FileDialogs::nameFromTitle(
        m_session->scenario().title, tr("turn"),
        QStringLiteral("-%1.ambuscade-turn.json").arg(m_session->mail().turn + 1));
    QString path =
        FileDialogs::saveFileName(m_window, tr("Send My Turn"), suggested, tr(kTurnFilter));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".ambuscade-turn.json");
    QString error;
    if (!sendTurnTo(path, &error))
        showPlainWarning(m_window, tr("Send My Turn"), error);
}

bool GameMode::sendTurnTo(const QString &path, QString *error)
{
    const std::optional<int> number = MailPlay::send(*m_session, path, error);
    if (!number)
        return false;
    emit message(
        tr("Turn %1 written to %2: send this file to the other player.").arg(*number).arg(path));
    return true;
}

bool GameMode::receiveTurn(const QString &path, QString *error)
{
    m_watching = false; // played back below, as a whole, not as the computer's
    const std::optional<int> from = MailPlay::receive(*m_session, path, error);
    m_watching = true;
    if (!from)
        return false;
    m_eventsSeen = m_session->game().log().size();
    // Uncovered while the turn is played back; handed over to the next person when it ends.
    m_hotSeat->follow(nullptr);
    m_log->showWhole();
    emit activeChanged(true);
    playBackReceivedTurn(*from);
    return true;
}

void GameMode::playBackReceivedTurn(int from)
{
    const Game &game = m_session->game();
    if (playbackSpeed() == PlaybackSpeed::Off || !m_playback->hasAnythingToShow(game.log(), from)) {
        refresh();
        return;
    }
    m_keepReplayOpen = false;
    m_replayDock->setFirst(from, tr("Back to the start of the turn received"));
    startReplayAt(from);
    m_playback->play(game.log(), from);
    m_skip->setText(tr("S&kip the Turn Received"));
    m_skip->setToolTip(tr("Show the table as it stands now, without the rest of the other "
                          "player's turn"));
    m_skip->setVisible(true);
}

bool GameMode::mayLetGameGo(const QString &opening)
{
    if (!m_session->isActive() || !m_session->isModified())
        return true;
    const QString path = m_session->filePath();
    const QString name = QFileInfo(path).fileName();
    if (!path.isEmpty() && QFileInfo(opening) == QFileInfo(path)) {
        // Saving first would write over the very file being opened.
        return askPlain(m_window, QMessageBox::Question, tr("Open Game"),
                        tr("%1 is open with moves that are not saved. Open it as it was saved, "
                           "without them?")
                            .arg(name),
                        QMessageBox::Open | QMessageBox::Cancel,
                        QMessageBox::Cancel) == QMessageBox::Open;
    }
    const QString question =
        path.isEmpty() ? tr("The game has moves that are not saved. Save them?")
                       : tr("The game has moves not saved in %1. Save them there?").arg(name);
    const auto answer =
        askPlain(m_window, QMessageBox::Question, tr("Leave Game"), question,
                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    return answer == QMessageBox::Discard || (answer == QMessageBox::Save && saveGame(false));
}

bool GameMode::leave()
{
    if (!mayLetGameGo())
        return false;
    quit();
    return true;
}

void GameMode::quit()
{
    m_session->stop();
    m_hotSeat->follow(nullptr);
    emit activeChanged(false);
}

bool GameMode::hasUnsavedMoves() const
{
    return m_session->isActive() && m_session->isModified();
}

QString GameMode::gameName() const
{
    const QString path = m_session->filePath();
    //: as in "the moves of the game", where the game has no file yet
    return path.isEmpty() ? tr("the game") : QFileInfo(path).fileName();
}

QString GameMode::phaseText() const
{
    if (!m_session->isActive())
        return {};
    const Game &game = m_session->game();
    // Looking back (a replay, or the computer's turn played back): the bar says the step shown
    // on the table, not the one the game has gone on to.
    if (m_replay) {
        const QList<LogEvent> &events = game.log().events();
        // The event the table is at: the next to be shown, or the last at the end.
        const int shown = std::min(m_replay->position(), int(events.size()) - 1);
        if (shown >= 0) {
            const LogEvent &e = events[shown];
            const QString past =
                tr("Looking back · %1 · %2 · %3")
                    .arg(turnHeadingIn(game.state(), e.turn), sideNameIn(game.state(), e.side),
                         logevent::word(&game.ruleset(), e.phase));
            return m_session->gameSetAside() ? tr("For %1 · %2").arg(setAsideTitle(), past) : past;
        }
    }
    const GameStep step = game.step();
    const GameResult result = game.result();
    QString text;
    if (result.over) {
        const QString turn = turnHeadingIn(game.state(), step.turn);
        text = result.text.isEmpty() ? tr("%1 · game over").arg(turn)
                                     : tr("%1 · game over: %2").arg(turn, result.text);
    } else {
        const QString who = m_session->computerOnTurn() ? tr("the computer") : tr("you");
        text = tr("%1 · %2 (%3) · %4")
                   .arg(turnHeadingIn(game.state(), step.turn), sideNameIn(game.state(), step.side),
                        who, step.text);
        if (m_session->nextWaitsForPlayer()) // nothing passes it: Pass is greyed too
            text = tr("%1 · your choice, in the game's panel").arg(text);
        else if (m_session->decisionPending() && !step.next.isEmpty())
            // What Pass brings, said: where it gives a question's answer ("Done buying"), a
            // newcomer took it for doing nothing.
            text = tr("%1 · your orders, or Pass (%2)").arg(text, step.next);
        else if (m_session->decisionPending())
            text = tr("%1 · your orders, or Pass").arg(text);
        else if (!step.next.isEmpty())
            text = tr("%1 · next: %2").arg(text, step.next);
    }
    if (m_session->gameSetAside())
        text = tr("For %1 · %2").arg(setAsideTitle(), text);
    return text;
}

void GameMode::showWhatWaits(bool pending)
{
    const GameStep step = m_session->isActive() ? m_session->game().step() : GameStep{};
    // Steps name sides and men as the file does: shown as plain text.
    m_pass->setToolTip(plainToolTip(
        pending ? tr("Give no order in this step (%1) and go on to %2").arg(step.text, step.next)
                : whyNoPass()));
    const QString waits =
        tr("Your orders wait (%1): give one, or Pass to go on without").arg(step.text);
    const QString answer = tr("Your answer waits in the game's panel (%1): no button gives it "
                              "for you")
                               .arg(step.text);
    const bool answerWaits = m_session->isActive() && m_session->nextWaitsForPlayer();
    m_next->setToolTip(plainToolTip(pending       ? waits
                                    : answerWaits ? answer
                                                  : tr("Go on to the next step of the game")));
    m_finishTurn->setToolTip(
        plainToolTip(pending       ? waits
                     : answerWaits ? answer
                                   : tr("Play on to the next side's turn; it stops where your "
                                        "side has orders to give")));
    m_undo->setToolTip(
        m_session->isActive() && !m_session->canUndo()
            ? tr("Nothing to take back yet")
            : tr("Take back your last step, and whatever the computer played after it"));
    // Held back, whatever waits: the game as it stands is not on the table yet.
    const QString held =
        m_replay ? tr("The table shows the game as it was: skip the computer's turn (or close "
                      "the replay) to go on")
        : m_hotSeat->covering() ? tr("The table is covered for the next player: he shows it "
                                     "first")
                                : QString();
    if (!held.isEmpty())
        for (QAction *step : {m_next, m_pass, m_finishTurn})
            step->setToolTip(held);
}

void GameMode::takeBack()
{
    if (!m_session->isActive())
        return;
    const QList<LogEvent> before = m_session->game().log().events();
    m_session->undo();
    if (!m_session->isActive())
        return;
    // Said in the log's words: the first of the events the step had added.
    const qsizetype kept = m_session->game().log().events().size();
    emit message(kept < before.size()
                     ? tr("Taken back: %1").arg(before[kept].text)
                     : tr("Taken back: your last step (it had written nothing in the log)"));
    m_saidTakenBack = true;
}

QString GameMode::whyNoPass() const
{
    if (!m_session->isActive())
        return tr("No game is being played");
    if (m_session->game().result().over)
        return tr("The game is over");
    if (m_session->computerOnTurn())
        return tr("The computer plays this step: Next Phase lets it");
    if (m_session->nextWaitsForPlayer())
        return tr("This step waits for your answer in the game's panel: it cannot be passed");
    if (m_session->orderedInThisStep())
        return tr("You have given an order in this step: Next Phase goes on to %1")
            .arg(m_session->game().step().next);
    return tr("Nothing to pass: no order waits for you in this step");
}

QString GameMode::setAsideTitle() const
{
    const Scenario *kept = m_session->scenarioSetAside();
    if (!kept)
        return {};
    return kept->title.isEmpty() ? tr("the game set aside") : kept->title;
}

void GameMode::returnFromSideGame()
{
    const Game *kept = m_session->gameSetAside();
    if (!kept)
        return;
    const Game &side = m_session->game();
    if (!side.result().over) {
        breakOff(tr("This game is not over."));
        return;
    }
    QString said;
    const RulesetUi *ui = findRulesetUi(kept->ruleset().id());
    const std::optional<GameAction> order =
        ui ? ui->carryBack(*kept, m_session->scenario(), side, m_window, &said) : std::nullopt;
    if (order) {
        const ActionOutcome outcome = m_session->returnFromSideGame(order);
        if (outcome.done) {
            emit message(said);
            return;
        }
        said = outcome.problems.join(QLatin1Char(' '));
    }
    // Cancelled by the player: nothing to say. Refused: the way back is to break it off.
    if (!said.isEmpty() || !ui)
        breakOff(tr("Its result cannot be carried back: %1")
                     .arg(ui ? said : tr("nothing here takes it.")));
}

void GameMode::breakOff(const QString &why)
{
    const auto answer = askPlain(m_window, QMessageBox::Question, tr("Break Off"),
                                 tr("%1 Break it off and go back to %2? Its moves are lost; %2 "
                                    "goes on from where it was set aside.")
                                     .arg(why, setAsideTitle()),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes)
        m_session->returnFromSideGame(std::nullopt);
}

Scenario GameMode::playersView() const
{
    const Game &game = m_session->game();
    QString side;
    for (const Side &s : game.state().sides)
        if (s.controller == Controller::Player) {
            side = s.id;
            break;
        }
    return game.view(side);
}

void GameMode::startReplay()
{
    skipPlaybackOnly();
    m_keepReplayOpen = true;
    m_replayDock->setFirst(0, tr("Back to the start of the game"));
    startReplayAt(0);
}

void GameMode::startReplayAt(int position)
{
    if (!m_session->isActive())
        return;
    const Game &game = m_session->game();
    m_replay = playRulesOf(game).replay(m_session->scenario(), m_session->seed(), game);
    if (!m_replay)
        return;
    m_scene->setTool(nullptr); // the past is looked at, not changed
    m_scene->document()->setSelection({});
    m_replayDock->show();
    m_replayDock->raise();
    seekReplay(position);
    m_replayDock->slider()->setFocus(); // the arrow keys step through it
}

void GameMode::seekReplay(int position)
{
    if (!m_replay)
        return;
    m_replay->seek(position);
    const Scenario view = m_replay->view();
    displayTable(view);
    m_replayDock->showStep(*m_replay, m_session->game().ruleset(), m_session->game().state());
    m_log->selectEvent(m_replay->position() - 1);
    m_phase->setText(phaseText());
    updateActions();
    for (GamePanel *panel : std::as_const(m_panels)) {
        panel->showReplayAt(m_session->game(), m_replay->position());
        // The scene owns the mark and lets it go with the next step shown.
        if (QGraphicsItem *mark =
                panel->replayOverlay(m_session->game(), view, m_replay->position()))
            m_scene->addItem(mark);
    }
}

bool GameMode::marked(const LogEvent &event) const
{
    return std::any_of(m_panels.begin(), m_panels.end(),
                       [&event](const GamePanel *panel) { return panel->marksOnTable(event); });
}

bool GameMode::playingBack() const
{
    return m_playback->isPlaying();
}

void GameMode::replayComputerTurn()
{
    if (!m_session->isActive())
        return;
    const Game &game = m_session->game();
    const EventRange turn = lastComputerTurn(game.state(), game.log());
    if (turn.isEmpty()) {
        emit message(tr("The computer has not played a turn yet."));
        return;
    }
    m_keepReplayOpen = true;
    m_replayDock->setFirst(turn.first, tr("Back to the start of the computer's turn"));
    startReplayAt(turn.first);
    m_playback->play(game.log(), turn.first, turn.last + 1); // not the moves made since
    m_skip->setVisible(true);
}

void GameMode::watchComputer()
{
    if (!m_session->isActive())
        return;
    const Game &game = m_session->game();
    const int seen = std::exchange(m_eventsSeen, game.log().size());
    if (!m_watching || game.log().size() <= seen || playbackSpeed() == PlaybackSpeed::Off)
        return;
    // From the first thing the computer did since the game was last shown.
    for (int i = seen; i < game.log().size(); ++i) {
        const Side *side = game.state().side(game.log().events()[i].side);
        if (side && side->controller == Controller::Ai) {
            if (!m_playback->hasAnythingToShow(game.log(), i))
                return;
            m_keepReplayOpen = false;
            m_replayDock->setFirst(i, tr("Back to the start of the computer's turn"));
            startReplayAt(i);
            m_playback->play(game.log(), i);
            m_skip->setVisible(true);
            return;
        }
    }
}

void GameMode::skipPlaybackOnly()
{
    m_playback->stop();
    if (!m_skip)
        return;
    m_skip->setVisible(false);
    nameSkipForTheComputer(); // a received turn's playback names it otherwise while it lasts
}

void GameMode::nameSkipForTheComputer()
{
    m_skip->setText(tr("S&kip the Computer's Turn"));
    m_skip->setToolTip(tr("Show the table as it stands now, without the rest of the computer's "
                          "moves"));
}

void GameMode::skipPlayback()
{
    const bool wasPlaying = m_playback->isPlaying() || m_skip->isVisible();
    skipPlaybackOnly();
    if (!wasPlaying)
        return;
    // Back to the game as it stands.
    stopReplay();
    m_replayDock->hide();
}

void GameMode::stopReplay()
{
    if (!m_replay)
        return;
    m_replay.reset();
    m_scene->setTool(m_tableTool);
    m_log->followNewest();
    refresh();
}

void GameMode::makePanels()
{
    const QString ruleset = m_session->game().ruleset().id();
    if (ruleset == m_panelsRuleset)
        return;
    // Their show/hide actions leave the menu with them. Later, not at once: a panel may be in
    // the midst of what made the game another (starting a side game).
    for (GamePanel *panel : std::as_const(m_panels)) {
        panel->disconnect(this);
        m_window->removeDockWidget(panel);
        panel->deleteLater();
    }
    m_panels.clear();
    m_panelsRuleset = ruleset;
    if (const RulesetUi *ui = findRulesetUi(ruleset))
        m_panels = ui->createPanels(m_session, m_window);
    for (GamePanel *panel : std::as_const(m_panels)) {
        placePanel(panel);
        connect(panel, &GamePanel::message, this, &GameMode::message);
        connect(panel, &GamePanel::overlayChanged, this, &GameMode::redrawOverlays);
        connect(panel, &GamePanel::resultsRequested, this, [this] { m_results.open(); });
        if (m_panelsMenu)
            m_panelsMenu->addAction(panel->toggleViewAction());
    }
}

QDialog *GameMode::makeResults()
{
    if (!m_session->isActive())
        return nullptr;
    const Game &game = m_session->game();
    const RulesetUi *ui = findRulesetUi(game.ruleset().id());
    return ui ? ui->makeResults(game, m_window) : tableResults(game, m_window);
}

bool GameMode::giveSpaceClick(const QPointF &at)
{
    if (m_replay || !m_session->isActive())
        return false;
    const SpaceItem *item = m_scene->spaceAt(at);
    if (!item)
        return false;
    for (GamePanel *panel : std::as_const(m_panels))
        if (panel->spaceClicked(m_session->game(), item->space().id))
            return true;
    return false;
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
    panel->scrollWhenShort();
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

void GameMode::displayTable(const Scenario &view)
{
    m_table->display(view);
    // The scene's items went with the table it showed before, the overlays among them.
    m_overlays.clear();
}

void GameMode::redrawOverlays()
{
    if (m_replay || !m_session->isActive())
        return;
    showOverlays();
}

void GameMode::showOverlays()
{
    // A panel may ask for them while the game is being shown (its question changed): those
    // drawn then are replaced by the ones drawn once every panel shows the game.
    qDeleteAll(m_overlays);
    m_overlays.clear();
    // While a person is on turn, the trail of the computer's last turn.
    if (!m_session->computerOnTurn())
        if (QGraphicsItem *trail =
                movesTrail(m_session->game().state(), m_session->game().log(),
                           lastComputerTurn(m_session->game().state(), m_session->game().log()))) {
            m_scene->addItem(trail);
            m_overlays << trail;
        }
    showMovesUnderWay();
    for (GamePanel *panel : std::as_const(m_panels))
        if (QGraphicsItem *item = panel->tableOverlay(m_session->game())) {
            m_scene->addItem(item);
            m_overlays << item;
        }
}

void GameMode::showMovesUnderWay()
{
    const Game &game = m_session->game();
    for (const Figure &f : game.state().figures) {
        const QPolygonF way = game.moveUnderWay(f.id);
        if (way.size() < 2)
            continue;
        auto *item = new MoveUnderWayItem(way, f.position, f.radius());
        m_scene->addItem(item);
        m_overlays << item;
    }
}

void GameMode::bringForwardWhatMatters(const Game &game)
{
    const QString key = game.step().key();
    if (key == m_stepBroughtForward && m_broughtForwardIn == &game)
        return;
    m_broughtForwardIn = &game; // another game (started, opened, taken back) starts afresh
    m_stepBroughtForward = key;
    for (GamePanel *panel : std::as_const(m_panels))
        if (panel->isVisible() && panel->mattersAt(game))
            panel->raise();
}

void GameMode::refresh()
{
    if (m_session->isActive()) {
        const Game &game = m_session->game();
        m_hotSeat->follow(&game);
        displayTable(game.view(m_hotSeat->sideAtTable()));
        m_log->showLog(game.log(), game.ruleset(), game.state());
        m_victory->showGame(game);
        m_referee->showGame(game);
        makePanels();
        for (GamePanel *panel : std::as_const(m_panels)) {
            panel->setSideAtTable(m_hotSeat->sideAtTable());
            panel->showGame(game);
        }
        bringForwardWhatMatters(game);
        showOverlays();
        m_results.follow(game.result().over);
        if (m_refereeMode)
            m_refereeMode->setChecked(m_session->refereeMode());
        m_referee->setVisible(m_session->refereeMode());
        if (m_session->refereeMode())
            m_referee->raise();
    }
    m_phase->setText(phaseText());
    m_phase->setToolTip(plainToolTip(m_phase->text())); // names from the file, as written
    updateActions();
    // A replay still open as the window is shown again (the next person uncovering the table
    // while a turn is played back: the computer's, or one received by e-mail) goes on showing
    // its step, not the game as it stands.
    if (m_replay)
        seekReplay(m_replay->position());
}

void GameMode::updateActions()
{
    const bool active = m_session->isActive();
    const bool playing = active && !m_session->game().result().over;
    if (!m_next)
        return;
    // Looking back at the past, or covered for the next person at the machine: only the game
    // as it stands moves on, and only once he sits.
    const bool nextDoesSomething =
        playing && !m_replay && !m_session->nextWaitsForPlayer() && !m_hotSeat->covering();
    const bool pending = nextDoesSomething && m_session->decisionPending();
    m_next->setEnabled(nextDoesSomething && !pending);
    m_finishTurn->setEnabled(nextDoesSomething && !pending);
    m_pass->setEnabled(pending);
    showWhatWaits(pending);
    m_undo->setEnabled(active && m_session->canUndo() && !m_hotSeat->covering());
    m_save->setEnabled(active);
    m_saveAs->setEnabled(active);
    QString whyNotSend;
    m_sendTurn->setEnabled(MailPlay::maySend(*m_session, &whyNotSend));
    m_sendTurn->setToolTip(m_sendTurn->isEnabled()
                               ? tr("Write the turn played here to a file for the other player")
                               : whyNotSend);
    m_leave->setEnabled(active);
    const bool sideGame = active && m_session->gameSetAside();
    m_return->setVisible(sideGame);
    if (sideGame) {
        QString title = setAsideTitle();
        title.replace(QLatin1Char('&'), QStringLiteral("&&"));
        m_return->setText(m_session->game().result().over
                              ? tr("Carry the Result Back to %1").arg(title)
                              : tr("Break Off, Back to %1").arg(title));
        // Else the bar's button takes its text, the title from a file, for a rich-text tip.
        m_return->setToolTip(plainToolTip(
            QString(m_return->text()).replace(QStringLiteral("&&"), QStringLiteral("&"))));
    }
    m_resultsAction->setEnabled(active && !playing);
    m_resultsAction->setToolTip(active && !playing
                                    ? tr("Who won and why, and what each side kept and lost")
                                    : tr("The results are shown once the game is over"));
    // Covered for the next person, the table shows nothing, the past neither.
    m_replayAction->setEnabled(active && !m_hotSeat->covering());
    m_replayComputerAction->setEnabled(
        active && !m_hotSeat->covering() &&
        !lastComputerTurn(m_session->game().state(), m_session->game().log()).isEmpty());
}

} // namespace ambuscade
