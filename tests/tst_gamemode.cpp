// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a scenario in the window: starting a game leaves the scenario untouched, the phase
// bar and log follow the game, the player moves his figures by the rules, a step can be
// taken back, and a game is saved and resumed from its file, or recovered after a crash.
#include "common/recentfiles.h"
#include "document/document.h"
#include "fiw/game/fiwgame.h"
#include "fiw/game/orderkinds.h"
#include "fiw/tables/troops.h"
#include "fiw/ui/actionstablemodel.h"
#include "fiw/ui/combatdock.h"
#include "fiw/ui/ordersdock.h"
#include "fiw/ui/reactionsdock.h"
#include "game/gamefile.h"
#include "io/scenariowriter.h"
#include "play/gamelogdock.h"
#include "play/gamemode.h"
#include "play/gamemovetool.h"
#include "play/gamesession.h"
#include "play/refereedock.h"
#include "play/replaydock.h"
#include "play/thinkingtime.h"
#include "play/turnplayback.h"
#include "play/victorydock.h"
#include "playsteps.h"
#include "scenario/scenario.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "testdata.h"
#include "window/autosave.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGraphicsItem>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

using namespace ambuscade;

class TestGameMode : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setPlaybackSpeed(PlaybackSpeed::Off); // the computer's turns land at once here
    }
    void init();
    void cleanup();
    void startingAGameLeavesTheScenarioUntouched();
    void phasesStepOnAndTheLogFollows();
    void nextNeverGivesUpThePlayersOrders();
    void finishingTheTurnStopsWhereThePlayerHasOrders();
    void reactionsShowTheRolledCell();
    void theReactionsComeForwardWhenRolled();
    void thePlayerMovesByTheRules();
    void takeBackRestoresTheGameAndItsDice();
    void takeBackAgainstTheComputerReturnsToYourOwnStep();
    void aGameIsSavedAndResumed();
    void aGameInProgressIsAutosavedAndRecovered();
    void thePlayerCommandsAndFiresOnOrders();
    void thePlayerCallsANcoOnHisOwn();
    void refereeingListsTheComputersMovesAndTakesThePlayers();
    void replayStepsThroughTheGameFromItsStart();
    void theReplaysButtonsStayPutFromStepToStep();
    void fightsAreShownStepByStep();
    void theVictoryPanelFollowsTheObjectives();
    void leavingReturnsToTheEditor();
    void aSavedGameOpensLikeAnyFile();
    void leavingAGameWhereNothingWasPlayedAsksNothing();
    void undoNeverReachesTheScenarioBehindTheGame();
    void openingAFileAfterEditingAndPlayingAsksOnceNamingBoth();
    void withNoLeaderLeftTheOrdersPanelSaysNobodyRolls();
    void theCommanderChosenIsMarkedOnTheTable();
    void theBarSaysWhileTheComputerThinksAhead();

private:
    void trigger(const char *action) { findAction(action)->trigger(); }
    QAction *findAction(const char *action) const
    {
        return m_window->findChild<QAction *>(QLatin1String(action));
    }
    // Next Phase on to the player's first step with orders to give.
    void nextToThePlayersOrders()
    {
        for (int i = 0; i < 20 && !session()->decisionPending(); ++i)
            trigger("nextPhaseAction");
        QVERIFY(session()->decisionPending());
        QVERIFY(!session()->computerOnTurn());
    }
    GameSession *session() const { return m_window->gameMode()->session(); }
    const fiw::FiwGame &game() const
    {
        return static_cast<const fiw::FiwGame &>(session()->game());
    }
    // The FIW rules' own panel of that kind in the window.
    template <typename Panel> Panel *panel() const { return m_window->findChild<Panel *>(); }
    // The chain and orders of the commander giving orders, drawn on the table.
    const QGraphicsItem *commandLines() const { return m_window->gameMode()->overlays().value(0); }
    // Steps until the phase is the movement phase of the player's side.
    void stepToPlayerMovement();

    std::unique_ptr<MainWindow> m_window;
    QByteArray m_scenarioBefore;
};

void TestGameMode::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"))));
    m_scenarioBefore = scenarioToBytes(m_window->document()->scenario());
    startGameFromWindow(m_window.get());
    QVERIFY(session()->isActive());
}

void TestGameMode::cleanup()
{
    // Leave without the question about unsaved moves.
    session()->stop();
    m_window.reset();
}

void TestGameMode::stepToPlayerMovement()
{
    for (int i = 0; i < 20; ++i) {
        if (game().phase() == fiw::Phase::Movement &&
            game().state().sides[game().sideIndex()].controller == Controller::Player)
            return;
        goOn(m_window.get());
    }
    QFAIL("never reached the player's movement phase");
}

void TestGameMode::startingAGameLeavesTheScenarioUntouched()
{
    QCOMPARE(m_window->view()->scene(), m_window->gameMode()->scene());
    QVERIFY(m_window->gameMode()->phaseBar()->isVisible());
    QVERIFY(m_window->gameMode()->phaseText().startsWith(QStringLiteral("Turn 1")));
    for (int i = 0; i < 8; ++i)
        goOn(m_window.get());
    QCOMPARE(scenarioToBytes(m_window->document()->scenario()), m_scenarioBefore);
    QVERIFY(!m_window->document()->isModified());
    // The game's table has moved on.
    QVERIFY(scenarioToBytes(game().state()) != m_scenarioBefore);
}

void TestGameMode::phasesStepOnAndTheLogFollows()
{
    const fiw::Phase first = game().phase();
    const int before = game().log().size();
    goOn(m_window.get());
    QVERIFY(game().phase() != first);
    QVERIFY(game().log().size() > before);
    auto *label = m_window->findChild<QLabel *>(QStringLiteral("phaseLabel"));
    QCOMPARE(label->text(), m_window->gameMode()->phaseText());
    QVERIFY(label->text().contains(QStringLiteral("reactions phase")));

    GameLogDock *log = m_window->gameMode()->logDock();
    QCOMPARE(log->visibleRows(), game().log().size());
    log->setFilters(QString(), QString(), QStringLiteral("reaction"));
    int reactions = 0;
    for (const LogEvent &e : game().log().events())
        reactions += e.kind == QLatin1String("reaction");
    QVERIFY(reactions > 0);
    QCOMPARE(log->visibleRows(), reactions);
    log->setFilters(QString(), QString(), QString());

    // Finishing the side's turn passes it to the other side, which the computer plays
    // whole: the player's side is on turn again in the next turn. It stops on the way where
    // his orders wait, which he passes here.
    const int side = game().sideIndex();
    const int turn = game().turn();
    const int logged = game().log().size();
    for (int n = 0; n < 8 && game().turn() == turn; ++n)
        trigger(session()->decisionPending() ? "passAction" : "finishTurnAction");
    QCOMPARE(game().sideIndex(), side);
    QCOMPARE(game().turn(), turn + 1);
    bool otherSidePlayed = false;
    for (const LogEvent &e : game().log().events().mid(logged))
        otherSidePlayed = otherSidePlayed || e.side != game().sideId();
    QVERIFY(otherSidePlayed);
}

// The program never gives up a person's choice: where his orders wait, Next and Finish the
// Side's Turn do nothing and say why, and only Pass gives the step up. Once he has given an
// order there, Next ends the step when he says so.
void TestGameMode::nextNeverGivesUpThePlayersOrders()
{
    nextToThePlayersOrders();
    QVERIFY(!findAction("nextPhaseAction")->isEnabled());
    QVERIFY(!findAction("finishTurnAction")->isEnabled());
    QVERIFY(findAction("passAction")->isEnabled());
    QVERIFY(findAction("nextPhaseAction")->toolTip().contains(QStringLiteral("Pass")));
    QVERIFY(m_window->gameMode()->phaseText().contains(QStringLiteral("your orders, or Pass")));
    const QJsonObject waiting = game().toJson();
    session()->step();
    session()->finishSideTurn();
    QCOMPARE(game().toJson(), waiting);

    const GameStep at = game().step();
    const QList<GameAction> legal = game().legalActions();
    const auto order =
        std::find_if(legal.begin(), legal.end(), [](const GameAction &a) { return !a.isNext(); });
    QVERIFY(order != legal.end());
    QVERIFY(session()->perform(*order).done);
    QCOMPARE(game().step().text, at.text); // still his step: he may give more orders
    QVERIFY(!session()->decisionPending());
    QVERIFY(findAction("nextPhaseAction")->isEnabled());
    QVERIFY(!findAction("passAction")->isEnabled());

    // Taken back, his order is undone and the step waits again; Pass gives it up.
    trigger("takeBackAction");
    QCOMPARE(game().toJson(), waiting);
    QVERIFY(session()->decisionPending());
    trigger("passAction");
    QVERIFY(game().step().text != at.text || game().step().turn != at.turn);
}

// Finishing the side's turn plays on, the computer's turns included, and stops at the first
// step where the player has orders to give, never past it.
void TestGameMode::finishingTheTurnStopsWhereThePlayerHasOrders()
{
    nextToThePlayersOrders();
    trigger("passAction");
    int stoppedAtOrders = 0;
    for (int n = 0; n < 8 && !game().result().over; ++n) {
        if (session()->decisionPending()) {
            trigger("passAction");
            continue;
        }
        const GameStep from = game().step();
        trigger("finishTurnAction");
        const GameStep to = game().step();
        QVERIFY(to.turn != from.turn || to.phase != from.phase || to.side != from.side);
        // Stopped at the player's orders, or at his side's next turn, or at the end.
        const bool atOrders = session()->decisionPending();
        stoppedAtOrders += atOrders;
        QVERIFY(game().result().over || atOrders ||
                (to.side != from.side && !session()->computerOnTurn()));
    }
    QVERIFY(stoppedAtOrders > 0);
}

void TestGameMode::reactionsShowTheRolledCell()
{
    goOn(m_window.get()); // into reactions: every uncommanded group tests
    fiw::ReactionsDock *dock = panel<fiw::ReactionsDock>();
    const QList<fiw::Reaction> &reactions = game().reactions();
    QVERIFY(!reactions.isEmpty());
    QCOMPARE(dock->reactions()->rowCount(), reactions.size());
    dock->reactions()->setCurrentCell(0, 0);
    const QModelIndex cell = dock->actionsModel()->rolledCell();
    QVERIFY(cell.isValid());
    QCOMPARE(cell.column(), reactions.first().die - 1);
}

// A newcomer's find (1 December 2026): once he had looked at the Combat tab, the next turn's
// reactions were rolled behind it, the binding "Withdraw" out of sight. The Reactions panel
// comes in front as they are rolled, once: a tab he then chooses stays chosen.
void TestGameMode::theReactionsComeForwardWhenRolled()
{
    auto *reactions = panel<fiw::ReactionsDock>();
    auto *combat = panel<fiw::CombatDock>();
    const auto inFront = [](QWidget *dock) {
        QCoreApplication::processEvents();
        return !dock->visibleRegion().isEmpty();
    };
    QVERIFY(m_window->tabifiedDockWidgets(reactions).contains(combat));
    combat->raise();
    QVERIFY(!inFront(reactions));
    goOn(m_window.get()); // into reactions: every uncommanded group tests
    QCOMPARE(game().phase(), fiw::Phase::Reactions);
    QVERIFY(!game().reactions().isEmpty());
    QVERIFY(inFront(reactions));
    combat->raise(); // his choice, in the same step
    trigger("replayAction");
    m_window->gameMode()->replayDock()->close(); // the game shown afresh
    QVERIFY(inFront(combat));
}

void TestGameMode::thePlayerMovesByTheRules()
{
    // The rangers' first section is commanded: its men are the player's to move, unless
    // the Actions table binds it (a plain result).
    QVERIFY(
        session()->perform({fiw::orderkind::kRollCommand, QStringLiteral("rogers"), {}, {}}).done);
    QVERIFY(
        session()->perform({fiw::orderkind::kCommand, QStringLiteral("rangers-1"), {}, {}}).done);
    stepToPlayerMovement();
    const Figure *ranger = game().state().figure(QStringLiteral("rangers-1-1"));
    QVERIFY(ranger && !ranger->killed);
    QVERIFY(game().movableByPlayer(game().field().figureIndex(ranger->id)));
    const QString id = ranger->id;
    const QPointF from = ranger->position;
    TableView *view = m_window->view();
    QPointF to = from + QPointF(0, -60); // far beyond a move: refused
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(from));
    QTest::mouseMove(view->viewport(), view->mapFromScene(to));
    // The reading says what the path needs and what he has, in that order.
    const QString reading = m_window->statusBar()->currentMessage();
    QVERIFY2(reading.startsWith(QStringLiteral("needs ")) &&
                 reading.contains(QStringLiteral(", but only ")),
             qPrintable(reading));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(to));
    QCOMPARE(game().state().figure(id)->position, from);
    QVERIFY(!m_window->gameMode()->moveTool()->lastProblems().isEmpty());

    // A short step is allowed, unless his own comrades stand in the way; try a few.
    bool moved = false;
    for (const QPointF step : {QPointF(0, -4), QPointF(4, 0), QPointF(-4, 0), QPointF(0, 4)}) {
        to = from + step;
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(from));
        QTest::mouseMove(view->viewport(), view->mapFromScene(to));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(to));
        if (QLineF(game().state().figure(id)->position, from).length() > 3) {
            moved = true;
            break;
        }
    }
    QVERIFY(moved);
    QCOMPARE(game().log().events().last().kind, logevent::kMove);
    // The drag's reading does not outlive the drop.
    QVERIFY2(!m_window->statusBar()->currentMessage().contains(QStringLiteral(" left")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestGameMode::takeBackRestoresTheGameAndItsDice()
{
    goOn(m_window.get());
    const QJsonObject before = game().toJson();
    const qsizetype logged = game().log().events().size();
    goOn(m_window.get());
    goOn(m_window.get());
    QVERIFY(game().toJson() != before);
    const QString firstAfter = game().log().events().value(logged).text;
    trigger("takeBackAction");
    // It says what it took back, in the log's words.
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Taken back: ")),
             qPrintable(m_window->statusBar()->currentMessage()));
    trigger("takeBackAction");
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Taken back: ") + firstAfter);
    QCOMPARE(game().toJson(), before);
    // The same step again rolls the same dice; and the status bar no longer says "Taken
    // back", which read as if that step had been taken back too.
    goOn(m_window.get());
    QVERIFY2(!m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Taken back")),
             qPrintable(m_window->statusBar()->currentMessage()));
    const QJsonObject again = game().toJson();
    trigger("takeBackAction");
    goOn(m_window.get());
    QCOMPARE(game().toJson(), again);
}

void TestGameMode::takeBackAgainstTheComputerReturnsToYourOwnStep()
{
    // Step by step (Next Phase) through the person's last step and the computer's turn after
    // it: each of the computer's steps is remembered on its own.
    QJsonObject beforeOwnLastStep;
    int computersSteps = 0;
    for (int i = 0; i < 60 && (computersSteps == 0 || session()->computerOnTurn()); ++i) {
        if (session()->computerOnTurn())
            ++computersSteps;
        else
            beforeOwnLastStep = game().toJson();
        goOn(m_window.get());
    }
    QVERIFY(computersSteps > 1);
    QVERIFY(!session()->computerOnTurn());
    QVERIFY(!beforeOwnLastStep.isEmpty());

    // At the start of his step, Take Back gives him back his own last step, not the
    // computer's last (which, played again, would roll the same dice).
    const int tookBackBefore = session()->mail().tookBack;
    trigger("takeBackAction");
    QVERIFY(!session()->computerOnTurn());
    QCOMPARE(game().toJson(), beforeOwnLastStep);
    // Each step taken back is counted, for a turn sent by e-mail to own up to.
    QCOMPARE(session()->mail().tookBack - tookBackBefore, computersSteps + 1);

    // The computer moving first: its opening is not his to take back (it would only be played
    // again on the same dice), so Take Back waits for a step of his own.
    Scenario frenchFirst = m_window->document()->scenario();
    for (Side &side : frenchFirst.sides)
        side.controller = side.id == QLatin1String("french") ? Controller::Player : Controller::Ai;
    session()->stop();
    m_window->gameMode()->start(frenchFirst);
    QVERIFY(session()->computerOnTurn());
    for (int i = 0; i < 60 && session()->computerOnTurn(); ++i)
        goOn(m_window.get());
    QVERIFY(!session()->computerOnTurn());
    QVERIFY(!session()->canUndo());
    QVERIFY(!findAction("takeBackAction")->isEnabled());
}

void TestGameMode::aGameIsSavedAndResumed()
{
    for (int i = 0; i < 7; ++i)
        goOn(m_window.get());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("g.ambuscade-game.json"));
    QString error;
    QVERIFY2(session()->save(path, &error), qPrintable(error));
    QVERIFY(!session()->isModified());
    const QJsonObject saved = game().toJson();
    goOn(m_window.get());

    MainWindow other;
    QVERIFY2(other.gameMode()->open(path, &error), qPrintable(error));
    QCOMPARE(other.gameMode()->session()->game().toJson(), saved);
    QCOMPARE(other.view()->scene(), other.gameMode()->scene());
    other.gameMode()->session()->stop();

    // A damaged file is refused with its reason, and the game open stays as it was.
    QFile broken(dir.filePath(QStringLiteral("broken.ambuscade-game.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(
        "{\"format\": \"ambuscade-game\", \"version\": 1, \"seed\": \"7\", \"scenario\": {}, "
        "\"game\": {}}");
    broken.close();
    const QJsonObject now = game().toJson();
    QVERIFY(!session()->load(broken.fileName(), &error));
    QVERIFY(error.contains(QStringLiteral("scenario")));
    QCOMPARE(game().toJson(), now);
}

void TestGameMode::aGameInProgressIsAutosavedAndRecovered()
{
    // The window autosaves its game while it has moves not saved, and only the game: the
    // scenario has no changes.
    for (int i = 0; i < 5; ++i)
        goOn(m_window.get());
    Autosave *autosave = m_window->autosave();
    autosave->saveNow();
    QVERIFY(!QFile::exists(autosave->recoveryPath()));
    QFile written(autosave->gameRecoveryPath());
    QVERIFY(written.open(QIODevice::ReadOnly));
    QString error;
    const GameFile file = readGameFile(written.readAll(), written.fileName(), &error);
    QVERIFY2(file.game, qPrintable(error));
    QCOMPARE(file.game->toJson(), game().toJson());
    // Saved by the player: nothing left to recover.
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("g.ambuscade-game.json"));
    QVERIFY(session()->save(saved, &error));
    QVERIFY(!QFile::exists(autosave->gameRecoveryPath()));

    // A run that crashes in the middle of a game leaves it behind, with a stale lock.
    goOn(m_window.get());
    const QJsonObject expected = game().toJson();
    {
        Document scenario;
        GameSession crashed;
        QVERIFY(crashed.load(saved, &error));
        goOn(crashed);
        QCOMPARE(crashed.game().toJson(), expected);
        Autosave orphaned(&scenario);
        orphaned.setGameSession(&crashed);
        orphaned.saveNow();
        QVERIFY(QFile::exists(orphaned.gameRecoveryPath()));
    }
    const QList<Recovery> found = Autosave::orphans();
    QCOMPARE(found.size(), 1);
    QVERIFY(found.first().scenarioPath.isEmpty());
    QCOMPARE(found.first().gameOriginalPath, saved);
    QCOMPARE(found.first().gameTitle, session()->scenario().title);

    // The next start resumes it: in the game, unsaved, belonging to the file it came from.
    MainWindow next;
    QVERIFY(next.recover(found.first()));
    GameSession *resumed = next.gameMode()->session();
    QVERIFY(resumed->isActive());
    QCOMPARE(next.view()->scene(), next.gameMode()->scene());
    QCOMPARE(resumed->game().toJson(), expected);
    QCOMPARE(resumed->filePath(), saved);
    QVERIFY(resumed->isModified());
    QVERIFY(Autosave::orphans().isEmpty());
    QVERIFY(QFile::exists(next.autosave()->gameRecoveryPath())); // now this run's to keep
    // Leaving the game without saving gives it up.
    resumed->stop();
    QVERIFY(!QFile::exists(next.autosave()->gameRecoveryPath()));
}

void TestGameMode::thePlayerCommandsAndFiresOnOrders()
{
    // Turn 1 opens with the player's command phase.
    QCOMPARE(game().phase(), fiw::Phase::Command);
    fiw::OrdersDock *orders = panel<fiw::OrdersDock>();
    auto *leader = orders->findChild<QComboBox *>(QStringLiteral("commander"));
    QVERIFY(leader->count() > 0);
    leader->setCurrentIndex(leader->findData(QStringLiteral("rogers")));
    QTest::mouseClick(orders->findChild<QPushButton *>(QStringLiteral("rollCommandDice")),
                      Qt::LeftButton);
    const fiw::CommandSession *commanding = game().commandSession();
    QVERIFY(commanding);
    QVERIFY(orders->findChild<QLabel *>(QStringLiteral("commandPoints"))
                ->text()
                .contains(QString::number(commanding->points())));
    QVERIFY(game().log().events().last().text.startsWith(QStringLiteral("Command dice")));
    // He rolls once a turn: still the one chosen, marked as having rolled, no second roll.
    QCOMPARE(leader->currentData().toString(), QStringLiteral("rogers"));
    QVERIFY(leader->currentText().contains(QStringLiteral("(rolled)")));
    QVERIFY(!orders->findChild<QPushButton *>(QStringLiteral("rollCommandDice"))->isEnabled());

    // Command the first group in reach that he can afford.
    auto *options = orders->findChild<QTableWidget *>(QStringLiteral("commandOptions"));
    QString chosen;
    for (int row = 0; row < options->rowCount() && chosen.isEmpty(); ++row) {
        const QString id = options->item(row, 0)->data(Qt::UserRole).toString();
        const int g = game().field().groupIndex(id);
        const fiw::CommandOption o = game().commandSession()->option(g);
        // A group with no leader of another group beside it: nobody carries its men off.
        bool ownMenOnly = true;
        for (int m : game().field().group(g).living(game().state()))
            ownMenOnly = ownMenOnly && game().state().figures[m].group == id;
        if (o.inReach && o.affordable && ownMenOnly) {
            options->setCurrentCell(row, 0);
            chosen = id;
        }
    }
    QVERIFY(!chosen.isEmpty());
    QTest::mouseClick(orders->findChild<QPushButton *>(QStringLiteral("commandGroup")),
                      Qt::LeftButton);
    const int group = game().field().groupIndex(chosen);
    QVERIFY(game().isCommanded(group));
    // His word to the group is drawn on the table, from him to the group's centre.
    const QGraphicsItem *lines = commandLines();
    QVERIFY(lines && lines->scene() == m_window->gameMode()->scene());
    const QRectF drawn = lines->sceneBoundingRect();
    QVERIFY(drawn.contains(game().state().figure(QStringLiteral("rogers"))->position));
    QVERIFY(drawn.contains(game().field().centroid(game().field().group(group))));
    // Logged: the command, then any dice his NCOs and musicians roll for it.
    const QList<LogEvent> &events = game().log().events();
    QVERIFY(std::any_of(events.rbegin(), events.rbegin() + std::min<qsizetype>(3, events.size()),
                        [](const LogEvent &e) { return e.kind == QLatin1String("activation"); }));

    // On to shooting. A muzzle-loader fires on orders only if it stood still or moved at most
    // half a move; the group commanded stood still, so it fires.
    QHash<QString, QPointF> stood;
    for (const Figure &f : game().state().figures)
        stood.insert(f.id, f.position);
    while (game().phase() != fiw::Phase::Shooting)
        goOn(m_window.get());
    // The lines are gone with the command phase (the panel now marks who would fire).
    const QList<QGraphicsItem *> &overlays = m_window->gameMode()->overlays();
    QVERIFY(std::none_of(overlays.begin(), overlays.end(), [&drawn](const QGraphicsItem *o) {
        return o->sceneBoundingRect() == drawn;
    }));
    bool stayed = true;
    for (int m : game().field().group(group).living(game().state()))
        stayed = stayed &&
                 game().state().figures[m].position == stood.value(game().state().figures[m].id);
    auto *shooters = orders->findChild<QComboBox *>(QStringLiteral("shooters"));
    auto *target = orders->findChild<QComboBox *>(QStringLiteral("target"));
    QVERIFY(shooters->findData(chosen) >= 0);
    QVERIFY(target->count() > 0);
    shooters->setCurrentIndex(shooters->findData(chosen));
    const int before = game().log().size();
    QTest::mouseClick(orders->findChild<QPushButton *>(QStringLiteral("fire")), Qt::LeftButton);
    bool shotLogged = false;
    for (int i = before; i < game().log().size(); ++i)
        shotLogged =
            shotLogged || game().log().events()[i].detail.contains(QStringLiteral("shooter"));
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY(stayed);
    QVERIFY2(shotLogged, qPrintable(said));
    QVERIFY(said.startsWith(shooters->currentText()));
}

void TestGameMode::thePlayerCallsANcoOnHisOwn()
{
    // §6's worked example: the officer calls his sergeant first, whose dice join the pool.
    fiw::OrdersDock *orders = panel<fiw::OrdersDock>();
    auto *linkRow = orders->findChild<QWidget *>(QStringLiteral("linkRow"));
    QVERIFY(linkRow->isHidden()); // nobody to call before a commander has rolled
    auto *leader = orders->findChild<QComboBox *>(QStringLiteral("commander"));
    leader->setCurrentIndex(leader->findData(QStringLiteral("rogers")));
    QTest::mouseClick(orders->findChild<QPushButton *>(QStringLiteral("rollCommandDice")),
                      Qt::LeftButton);
    const QList<int> callable = game().callableLinks();
    QVERIFY(!callable.isEmpty());
    QVERIFY(!linkRow->isHidden());
    auto *links = orders->findChild<QComboBox *>(QStringLiteral("chainLink"));
    QCOMPARE(links->count(), callable.size());
    const int sergeant = game().field().figureIndex(links->currentData().toString());
    QVERIFY(callable.contains(sergeant));
    QVERIFY(links->currentText().startsWith(game().state().figures[sergeant].name));

    const int before = game().commandSession()->points();
    const int cost = game().commandSession()->linkOption(sergeant).cost;
    QTest::mouseClick(orders->findChild<QPushButton *>(QStringLiteral("callLink")), Qt::LeftButton);
    const fiw::CommandSession *session = game().commandSession();
    QVERIFY(session->chain().contains(sergeant));
    QVERIFY(session->saved().paidLinks.contains(sergeant));
    // He was paid for, then threw his own dice into the pool (a NCO has at least one).
    const LogEvent &call =
        *std::find_if(game().log().events().rbegin(), game().log().events().rend(),
                      [](const LogEvent &e) { return e.kind == QLatin1String("activation"); });
    QCOMPARE(call.detail.value(QStringLiteral("figure")).toString(),
             game().state().figures[sergeant].id);
    QVERIFY(session->points() > before - cost);
    // Called once: he is no longer offered.
    QVERIFY(!game().callableLinks().contains(sergeant));
    QCOMPARE(links->findData(game().state().figures[sergeant].id), -1);
}

void TestGameMode::refereeingListsTheComputersMovesAndTakesThePlayers()
{
    // The status bar tells how to referee only while refereeing (a newcomer read "Refereeing,
    // drag yours…" with it off).
    const QString refereeing = QStringLiteral("Refereeing: drag yours");
    const QString hint = m_window->statusBar()->currentMessage();
    QVERIFY2(hint.startsWith(QStringLiteral("Drag a figure to move it")) &&
                 !hint.contains(QStringLiteral("Refereeing")),
             qPrintable(hint));
    trigger("refereeModeAction");
    QVERIFY(session()->refereeMode());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(refereeing),
             qPrintable(m_window->statusBar()->currentMessage()));
    RefereeDock *dock = m_window->gameMode()->refereeDock();
    QVERIFY(dock->isVisible());
    // The player's side goes first in Beaver Creek; he passes his orders, and Finish plays
    // the computer's whole turn after it.
    passTheTurn(m_window.get(), *session());
    const QString said = dock->text();
    // Headed by the side and the turn as the rule set numbers it (RulesetUi::turnHeading).
    QVERIFY2(said.contains(QStringLiteral("French and allies \u00B7 Turn 1")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral(" cm ")) && said.contains(QStringLiteral("then face")),
             qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("from (")), qPrintable(said));

    // The player's figure goes where he put it, however far, and it is logged.
    const Figure *rogers = game().state().figure(QStringLiteral("rogers"));
    QVERIFY(rogers);
    const QPointF from = rogers->position;
    const QPointF to = from + QPointF(0, -50);
    const qsizetype logged = game().log().events().size();
    TableView *view = m_window->view();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(from));
    QTest::mouseMove(view->viewport(), view->mapFromScene(to));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(to));
    const QPointF now = game().state().figure(QStringLiteral("rogers"))->position;
    QVERIFY2(QLineF(now, to).length() < 0.5,
             qPrintable(QStringLiteral("%1 %2").arg(now.x()).arg(now.y())));
    // Logged as placed (a marker he now sees may be lifted right after).
    const LogEvent placed = game().log().events().at(logged);
    QCOMPARE(placed.kind, logevent::kPlaced);
    QCOMPARE(placed.detail.value(QStringLiteral("figure")).toString(), QStringLiteral("rogers"));
}

void TestGameMode::replayStepsThroughTheGameFromItsStart()
{
    passTheTurn(m_window.get(), *session());
    passTheTurn(m_window.get(), *session());
    const QByteArray live = scenarioToBytes(game().state());
    const Scenario *shown = &m_window->gameMode()->scene()->document()->scenario();
    const QPointF rogersAtStart =
        m_window->document()->scenario().figure(QStringLiteral("rogers"))->position;
    QVERIFY(game().state().figure(QStringLiteral("rogers"))->position != rogersAtStart);

    trigger("replayAction");
    ReplayDock *dock = m_window->gameMode()->replayDock();
    QVERIFY(m_window->gameMode()->replaying());
    QVERIFY(dock->isVisible());
    QCOMPARE(dock->position(), 0);
    QCOMPARE(shown->figure(QStringLiteral("rogers"))->position, rogersAtStart);
    QVERIFY(!m_window->gameMode()->scene()->tool()); // the past is not changed by dragging

    // One event on: the log marks it; to the end: the table as the game stands.
    dock->findChild<QToolButton *>(QStringLiteral("replayForward"))->click();
    QCOMPARE(dock->position(), 1);
    QVERIFY(dock->text().contains(game().log().events().first().text));
    dock->findChild<QToolButton *>(QStringLiteral("replayLast"))->click();
    QCOMPARE(dock->position(), game().log().size());
    QCOMPARE(shown->figure(QStringLiteral("rogers"))->position,
             game().state().figure(QStringLiteral("rogers"))->position);
    dock->findChild<QToolButton *>(QStringLiteral("replayFirst"))->click();
    QCOMPARE(shown->figure(QStringLiteral("rogers"))->position, rogersAtStart);
    QCOMPARE(scenarioToBytes(game().state()), live); // the game itself untouched

    // Escape (or closing the panel) returns to the game as it stands, moves and all.
    QTest::keyClick(dock->slider(), Qt::Key_Escape);
    QVERIFY(!dock->isVisible());
    QVERIFY(!m_window->gameMode()->replaying());
    QCOMPARE(shown->figure(QStringLiteral("rogers"))->position,
             game().state().figure(QStringLiteral("rogers"))->position);
    QVERIFY(m_window->gameMode()->scene()->tool());
}

void TestGameMode::theReplaysButtonsStayPutFromStepToStep()
{
    // The panel's words change at every step (a longer side's name, a longer phase); its
    // buttons must not move with them, or a click meant for "back to the start" lands on
    // another button.
    passTheTurn(m_window.get(), *session());
    passTheTurn(m_window.get(), *session());
    trigger("replayAction");
    ReplayDock *dock = m_window->gameMode()->replayDock();
    auto *first = dock->findChild<QToolButton *>(QStringLiteral("replayFirst"));
    auto *forward = dock->findChild<QToolButton *>(QStringLiteral("replayForward"));
    auto whereFirstIs = [&] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        return first->mapTo(m_window.get(), QPoint());
    };
    const QPoint atStart = whereFirstIs();
    QVERIFY(game().log().size() > 5);
    for (int step = 1; step <= game().log().size(); ++step) {
        forward->click();
        QCOMPARE(dock->position(), step);
        QCOMPARE(whereFirstIs(), atStart);
    }
}

void TestGameMode::fightsAreShownStepByStep()
{
    fiw::CombatDock *dock = panel<fiw::CombatDock>();
    QCOMPARE(dock->count(), 0);
    QVERIFY(dock->text().isEmpty());
    for (int i = 0; i < 16 && dock->count() < 2 && !game().over(); ++i)
        passTheTurn(m_window.get(), *session());
    const QList<fiw::CombatReport> reports = fiw::combatReports(game().state(), game().log());
    QVERIFY(reports.size() >= 2);
    QCOMPARE(dock->count(), reports.size());
    // The newest fight is in front, each step a heading with its lines beneath.
    QCOMPARE(dock->chooser()->currentIndex(), reports.size() - 1);
    // Every step's heading and lines, in order.
    const auto showsReport = [&](const fiw::CombatReport &r) {
        QStringList expected;
        for (const fiw::CombatStep &step : r.steps)
            expected << step.heading << step.lines;
        QCOMPARE(dock->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts), expected);
    };
    showsReport(reports.last());
    // An earlier one can be chosen.
    dock->chooser()->setCurrentIndex(0);
    showsReport(reports.first());

    // A replay shows the fight last fought at the step it stands on: none at the start.
    trigger("replayAction");
    QVERIFY(dock->text().isEmpty());
    m_window->gameMode()
        ->replayDock()
        ->findChild<QToolButton *>(QStringLiteral("replayLast"))
        ->click();
    showsReport(reports.last());
}

void TestGameMode::theVictoryPanelFollowsTheObjectives()
{
    VictoryDock *dock = m_window->gameMode()->victoryDock();
    QString said = dock->text();
    QVERIFY2(said.contains(QStringLiteral(
                 "Turn 1 of 12. Then French and allies win if nobody has won before.")),
             qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Hold Gagnon farmhouse")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("turns held unopposed: 0 of 3")), qPrintable(said));
    QVERIFY(!findAction("resultsAction")->isEnabled()); // nothing to show while it goes on
    for (int i = 0; i < 40 && !game().over(); ++i)
        passTheTurn(m_window.get(), *session());
    QVERIFY(game().over());
    said = dock->text();
    const QString winner = game().winner();
    if (winner.isEmpty())
        QVERIFY2(said.contains(QStringLiteral("nobody has won")), qPrintable(said));
    else
        QVERIFY2(said.contains(game().state().side(winner)->name + QStringLiteral(" won the day.")),
                 qPrintable(said));

    // The results screen opened as it ended: who won and why, the turn, each side's men and
    // fallen, and how each objective stood.
    auto *results = m_window->findChild<QDialog *>(QStringLiteral("tableResults"));
    QVERIFY(results && results->isVisible());
    const QString outcome = results->findChild<QLabel *>(QStringLiteral("outcome"))->text();
    QVERIFY2(outcome.contains(game().result().text), qPrintable(outcome));
    QVERIFY2(winner.isEmpty() ? outcome.startsWith(QStringLiteral("Nobody won."))
                              : outcome.startsWith(game().state().side(winner)->name),
             qPrintable(outcome));
    QVERIFY(results->findChild<QLabel *>(QStringLiteral("note"))
                ->text()
                .contains(QStringLiteral("turn %1 of 12").arg(game().turn())));
    auto *tally = results->findChild<QTableWidget *>(QStringLiteral("tally"));
    QCOMPARE(tally->rowCount(), int(game().state().sides.size()));
    for (int row = 0; row < tally->rowCount(); ++row) {
        const Side &side = game().state().sides[row];
        int men = 0, fallen = 0;
        for (const Figure &f : game().state().figures)
            if (f.side == side.id) {
                ++men;
                fallen += f.killed;
            }
        QCOMPARE(tally->item(row, 0)->text(), side.name);
        QCOMPARE(tally->item(row, 2)->text(), QString::number(men));
        QCOMPARE(tally->item(row, 3)->text(), QString::number(fallen));
    }
    auto *stories = results->findChild<QPlainTextEdit *>(QStringLiteral("stories"));
    QVERIFY(stories->toPlainText().contains(QStringLiteral("Hold Gagnon farmhouse")));
    // Long lines (a side's breaking point) wrap, even on a narrow screen: nothing to scroll
    // sideways for.
    QTRY_VERIFY(stories->isVisible());
    results->resize(480, results->height());
    QTRY_COMPARE(stories->width() < 480, true);
    QCOMPARE(stories->horizontalScrollBar()->maximum(), 0);
    const QString shots = qEnvironmentVariable("RESULTS_SHOTS"); // to look at by hand
    if (!shots.isEmpty())
        results->grab().save(shots + QStringLiteral("/table-results.png"));
    // Closed, Game → Results… opens it again.
    results->close();
    QTRY_VERIFY(!m_window->findChild<QDialog *>(QStringLiteral("tableResults")));
    QVERIFY(findAction("resultsAction")->isEnabled());
    trigger("resultsAction");
    results = m_window->findChild<QDialog *>(QStringLiteral("tableResults"));
    QVERIFY(results && results->isVisible());
    results->close();
}

// File → Open, Open Recent, a drop and the command line all come to MainWindow::openFile: a
// saved game opens there as a game, told apart by its format whatever its name, and both its
// saving and its opening put it in the recent files.
void TestGameMode::aSavedGameOpensLikeAnyFile()
{
    goOn(m_window.get());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("evening.json")); // no telling suffix
    QString error;
    QVERIFY2(session()->save(path, &error), qPrintable(error));
    const QJsonObject played = game().toJson();
    session()->stop();
    m_window->gameMode()->leave();
    QVERIFY(!session()->isActive());
    QVERIFY(isGameFile(path));
    QVERIFY(!isGameFile(bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"))));
    QVERIFY(m_window->openFile(path));
    QVERIFY(session()->isActive());
    QCOMPARE(game().toJson(), played);
    QCOMPARE(RecentFiles::list().value(0), QFileInfo(path).absoluteFilePath());
    // The editor still has the scenario it had: the game came beside it.
    QCOMPARE(scenarioToBytes(m_window->document()->scenario()), m_scenarioBefore);
}

// During a game the editor's Undo and Redo are disabled and say why; Ctrl+Z does not reach
// the scenario behind the game. Left, the game gives them back.
void TestGameMode::leavingAGameWhereNothingWasPlayedAsksNothing()
{
    QVERIFY(session()->isActive());
    QVERIFY(!session()->isModified()); // begun, nothing played
    goOn(m_window.get());
    QVERIFY(session()->isModified()); // a step played is worth keeping
    // Begun afresh and left at once: no question about unsaved moves (it would block here).
    session()->stop();
    m_window->gameMode()->leave();
    startGameFromWindow(m_window.get());
    QVERIFY(!session()->isModified());
    QVERIFY(m_window->gameMode()->leave());
    QVERIFY(!session()->isActive());
    startGameFromWindow(m_window.get()); // cleanup() stops it
}

void TestGameMode::undoNeverReachesTheScenarioBehindTheGame()
{
    session()->stop();
    m_window->gameMode()->leave();
    const Figure first = m_window->document()->scenario().figures.first();
    m_window->document()->moveFigures({{first.id, first.position + QPointF(3, 0)}}, 1);
    const QByteArray edited = scenarioToBytes(m_window->document()->scenario());
    QVERIFY(findAction("undoAction")->isEnabled());
    startGameFromWindow(m_window.get());
    QVERIFY(session()->isActive());
    QVERIFY(!findAction("undoAction")->isEnabled());
    QVERIFY(findAction("undoAction")->toolTip().contains(QStringLiteral("Take Back")));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(m_window->view()->viewport(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(scenarioToBytes(m_window->document()->scenario()), edited);
    session()->stop();
    m_window->gameMode()->leave();
    QVERIFY(findAction("undoAction")->isEnabled());
    trigger("undoAction");
    QCOMPARE(m_window->document()->scenario().figure(first.id)->position, first.position);
    startGameFromWindow(m_window.get()); // cleanup() stops it
}

void TestGameMode::leavingReturnsToTheEditor()
{
    goOn(m_window.get());
    session()->save(QDir::temp().filePath(QStringLiteral("ambuscade-test-leave.json")), nullptr);
    trigger("leaveGameAction");
    QVERIFY(!session()->isActive());
    QCOMPARE(m_window->view()->scene(), m_window->scene());
    QVERIFY(!m_window->gameMode()->phaseBar()->isVisible());
    QCOMPARE(scenarioToBytes(m_window->document()->scenario()), m_scenarioBefore);
    QFile::remove(QDir::temp().filePath(QStringLiteral("ambuscade-test-leave.json")));
    startGameFromWindow(m_window.get()); // and a fresh game can begin; cleanup() stops it
}

void TestGameMode::theBarSaysWhileTheComputerThinksAhead()
{
    // The French thinking ahead: while an order is thought over (the window painting on),
    // the phase bar says so; once made, the bar says the step again.
    setThinkingSeconds(kLeastThinkingSeconds);
    Scenario seated = m_window->document()->scenario();
    for (Side &side : seated.sides)
        if (side.controller == Controller::Ai)
            side.opponent = QStringLiteral("search");
    session()->start(seated, 1);
    auto *label = m_window->findChild<QLabel *>(QStringLiteral("phaseLabel"));
    QStringList said;
    connect(session(), &GameSession::thinkingAhead, label, [&](bool thinking) {
        if (thinking) // read once the bar has been told, inside the thinking's wait
            QTimer::singleShot(0, label, [&] { said << label->text(); });
    });
    for (int i = 0; i < 40 && said.isEmpty() && !game().result().over; ++i)
        goOn(m_window.get());
    setThinkingSeconds(1);
    QVERIFY(!said.isEmpty());
    // The step as the bar said it (its side's name as the window shows it), then the thinking.
    QVERIFY2(said.first().endsWith(QStringLiteral("· thinking ahead…")), qPrintable(said.first()));
    QVERIFY2(said.first().contains(QStringLiteral("French and allies (the computer)")),
             qPrintable(said.first()));
    QCOMPARE(label->text(), m_window->gameMode()->phaseText());
}

QTEST_MAIN(TestGameMode)
#include "tst_gamemode.moc"

// Edited, then played: opening another file asks one question naming the game and the
// scenario; Cancel keeps both, Discard opens the file.
void TestGameMode::openingAFileAfterEditingAndPlayingAsksOnceNamingBoth()
{
    session()->stop();
    m_window->gameMode()->leave();
    const Figure first = m_window->document()->scenario().figures.first();
    m_window->document()->moveFigures({{first.id, first.position + QPointF(3, 0)}}, 1);
    startGameFromWindow(m_window.get());
    goOn(m_window.get());
    QVERIFY(session()->isModified());
    QVERIFY(m_window->document()->isModified());
    const QString other = bundledScenario(QStringLiteral("screening-the-ford.ambuscade.json"));
    int asked = 0;
    QString question;
    std::function<void()> answer; // answers every box that opens, counting them
    const auto answerWith = [&](QMessageBox::StandardButton button) {
        answer = [&, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            ++asked;
            question = box->text();
            box->done(button);
            QTimer::singleShot(0, answer); // a second question would be answered too
        };
        QTimer::singleShot(0, answer);
    };
    answerWith(QMessageBox::Cancel);
    QVERIFY(!m_window->openFile(other));
    QCoreApplication::processEvents(); // the watch for a second question ends
    QCOMPARE(asked, 1);
    QVERIFY2(question.contains(QStringLiteral("the game")) &&
                 question.contains(QStringLiteral("beaver-creek.ambuscade.json")),
             qPrintable(question));
    QVERIFY(session()->isActive());
    QVERIFY(m_window->document()->isModified());
    asked = 0;
    answerWith(QMessageBox::Discard);
    QVERIFY(m_window->openFile(other));
    QCoreApplication::processEvents();
    QCOMPARE(asked, 1);
    QVERIFY(!session()->isActive());
    QVERIFY(m_window->document()->filePath().endsWith(
        QStringLiteral("screening-the-ford.ambuscade.json")));
    startGameFromWindow(m_window.get()); // cleanup() stops it
}

// A side whose leaders are all gone: the Orders panel says nobody rolls, not "choose one".
void TestGameMode::withNoLeaderLeftTheOrdersPanelSaysNobodyRolls()
{
    session()->stop();
    m_window->gameMode()->leave();
    Scenario leaderless = m_window->document()->scenario();
    QString player;
    for (const Side &side : leaderless.sides)
        if (side.controller == Controller::Player)
            player = side.id;
    leaderless.figures.removeIf(
        [&player](const Figure &f) { return f.side == player && fiw::isLeader(f); });
    QVERIFY(m_window->document()->restructure(leaderless, QStringLiteral("No leaders")));
    startGameFromWindow(m_window.get());
    QVERIFY(session()->isActive());
    for (int i = 0; i < 10 && game().state().sides[game().sideIndex()].id != player; ++i)
        goOn(m_window.get());
    auto *points = m_window->findChild<QLabel *>(QStringLiteral("commandPoints"));
    QVERIFY2(points->text().startsWith(QStringLiteral("No leader of this side")),
             qPrintable(points->text()));
}

// Two officers of one rank read alike in the list: the one chosen is ringed on the table,
// and the ring follows the choice.
void TestGameMode::theCommanderChosenIsMarkedOnTheTable()
{
    QCOMPARE(game().phase(), fiw::Phase::Command);
    QVERIFY(!session()->computerOnTurn());
    auto *commander = m_window->findChild<QComboBox *>(QStringLiteral("commander"));
    QVERIFY(commander->count() >= 2);
    const auto rings = [this] {
        QList<const QGraphicsItem *> marks;
        for (const QGraphicsItem *item : m_window->gameMode()->overlays())
            if (!item->data(0).toString().isEmpty())
                marks << item;
        return marks;
    };
    for (int choice : {1, 0}) {
        commander->setCurrentIndex(choice);
        const QString id = commander->currentData().toString();
        QCOMPARE(rings().size(), 1);
        QCOMPARE(rings().first()->data(0).toString(), id);
        QCOMPARE(rings().first()->pos(), game().state().figure(id)->position);
    }
}
