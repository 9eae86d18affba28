// SPDX-License-Identifier: GPL-3.0-or-later
// Ranger Commandos in the main window: the Raid panel's barge in its dock, the walks offered
// ringed on the board and chosen by a click on a space, and the results screen at the end.
#include "document/document.h"
#include "io/scenarioreader.h"
#include "play/gamemode.h"
#include "play/gamemovetool.h"
#include "play/gamepanel.h"
#include "play/gamesession.h"
#include "playsteps.h"
#include "rangercommandos/board/spacekinds.h"
#include "rangercommandos/game/orderkinds.h"
#include "rangercommandos/game/rangercommandosgame.h"
#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/tables/counters.h"
#include "rangercommandos/ui/spinnerwidget.h"
#include "rangercommandos/ui/walkrow.h"
#include "scene/boarditems.h"
#include "scene/spacelabels.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "tablepainter.h"
#include "testdata.h"
#include "window/language.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QGraphicsItem>
#include <QHeaderView>
#include <QHelpEvent>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QToolTip>
#include <QtMath>
#include <algorithm>

using namespace ambuscade;
using namespace ambuscade::rangercommandos;

class TestRangerCommandosWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aBargeInItsDockIsShownInDock();
    void theHintSpeaksOfTheBoard();
    void aClickOnARingedSpaceChoosesTheWalkEndingThere_data();
    void aClickOnARingedSpaceChoosesTheWalkEndingThere();
    void aClickElsewhereChoosesNothing();
    void nextWaitsForTheWalkAfterASpin();
    void passNeitherSpinsNorWalksForACommandoAshore();
    void passSpinsAndSailsForABargeAndSaysSo();
    void theResultsScreenOpensAtTheEndAndAgainByItsButton();
    void spaceNamesReadClearOfOneAnotherOnALaptop();
    void aSpacesTooltipSaysWhatItIsAndWhereItLeads();
    void everySpaceAWalkNamesIsNamedSoOnTheBoard();
    void theWalkPointedAtInTheListHasItsEndPickedOut();
    void theResultsShowEveryColumnOnALaptop();
    void draggingTheCommandoOntoARingedSpaceChoosesThatWalk();
    void aClickOnASpaceNotRingedSaysWhy();
    void theRingsLeaveTheSpacesNamesReadable();
    void theAlarmsSpinsAreAddedUpAsTheyCome();
    void thePhaseBarCountsRoundsAndNamesTheColours();
    void theGameLogCountsRoundsToo();
    void theSpinnerStandsOutOfThePanel();
    void aNewGameStartsWithTheSpinnerAtRest();
    void anInstallationShowsTheCountersLeft();
    void piecesSharingASpaceAreDrawnApartOnIt_data();
    void piecesSharingASpaceAreDrawnApartOnIt();
    void theWalksTakeTheRoomLeftInThePanel_data();
    void theWalksTakeTheRoomLeftInThePanel();
    void everyWalkSaysItselfWholeInItsTooltip();
    void aWalkEndingOnOrPassingASentrySaysSo();
    void theSpinButtonStaysPutAsThePromptChanges();

private:
    GameSession *session() const { return m_window->gameMode()->session(); }
    const RangerCommandosGame &raid() const
    {
        return static_cast<const RangerCommandosGame &>(session()->game());
    }
    QDockWidget *raidDock() const
    {
        return m_window->findChild<QDockWidget *>(QStringLiteral("raidDock"));
    }
    void startGame()
    {
        startGameFromWindow(m_window.get());
        QVERIFY(session()->isActive());
        QTest::qWait(20);
        m_window->view()->fitTable();
    }
    // Plays on (the computer's raiders and Red's spins) until Red, a person, has walks
    // with more than one end to choose from; `skip` such choices are passed by first.
    bool playToRedsChoice(int skip);
    // The same, until Red's commando is ashore, on the board to be dragged.
    bool playToRedsChoiceAshore();
    // Plays on until Red, a person, has not spun yet and his raider is at `stage`.
    bool playToRedsSpinAt(Stage stage);
    bool redMaySpin() const
    {
        const QList<GameAction> legal = raid().legalActions();
        return std::any_of(legal.begin(), legal.end(), [](const GameAction &a) {
            return a.kind == rangercommandos::orderkind::kSpin;
        });
    }
    TableScene *scene() const { return static_cast<TableScene *>(m_window->view()->scene()); }
    // The laptop's window: 1366 × 768, the table fitted to the room left.
    void startOnALaptop()
    {
        m_window->resize(1366, 768);
        QTest::qWait(20);
        startGame();
    }
    QPoint at(const QPointF &cm) const { return m_window->view()->mapFromScene(cm); }
    std::unique_ptr<MainWindow> m_window;
};

void TestRangerCommandosWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TestRangerCommandosWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(
        m_window->openFile(bundledScenario(QStringLiteral("raid-on-the-island.ambuscade.json"))));
}

void TestRangerCommandosWindow::cleanup()
{
    m_window.reset();
}

bool TestRangerCommandosWindow::playToRedsChoice(int skip)
{
    for (int n = 0; n < 2000 && !raid().result().over; ++n) {
        if (session()->computerOnTurn()) {
            session()->finishSideTurn();
            continue;
        }
        if (raid().walksOffered().size() > 1 && skip-- == 0)
            return true;
        bool canSpin = false;
        for (const GameAction &a : raid().legalActions())
            canSpin = canSpin || a.kind == rangercommandos::orderkind::kSpin;
        session()->perform(
            canSpin ? GameAction{rangercommandos::orderkind::kSpin, raid().onTurn(), {}, {}}
                    : GameAction::next());
    }
    return false;
}

bool TestRangerCommandosWindow::playToRedsChoiceAshore()
{
    for (int skip = 0; skip < 40; ++skip) {
        if (!playToRedsChoice(0))
            return false;
        if (raid().raider(QStringLiteral("red"))->stage == Stage::Ashore)
            return true;
        session()->perform(GameAction::next()); // takes the first walk
    }
    return false;
}

bool TestRangerCommandosWindow::playToRedsSpinAt(Stage stage)
{
    for (int n = 0; n < 2000 && !raid().result().over; ++n) {
        if (session()->computerOnTurn()) {
            session()->finishSideTurn();
            continue;
        }
        if (raid().raider(QStringLiteral("red"))->stage == stage && redMaySpin() &&
            raid().step().phase != QLatin1String("alarm"))
            return true;
        session()->perform(
            redMaySpin() ? GameAction{rangercommandos::orderkind::kSpin, raid().onTurn(), {}, {}}
                         : GameAction::next());
    }
    return false;
}

void TestRangerCommandosWindow::aBargeInItsDockIsShownInDock()
{
    startGame();
    auto *raiders = raidDock()->findChild<QTableWidget *>(QStringLiteral("raidersTable"));
    QVERIFY(raiders);
    QCOMPARE(raid().onTurn(), QStringLiteral("red"));
    QCOMPARE(raiders->item(0, 1)->text(), QStringLiteral("in dock (Red Dock)"));
    QVERIFY(!raiders->item(0, 1)->text().contains(QStringLiteral("wave")));
}

// The status bar's hint on a board speaks of its panel and spaces, not of dragging figures,
// groups or refereeing, which a board game does not have.
void TestRangerCommandosWindow::theHintSpeaksOfTheBoard()
{
    startGame();
    const QString hint = m_window->gameMode()->moveTool()->hint();
    QVERIFY2(hint.contains(QStringLiteral("panel")), qPrintable(hint));
    for (const char *stray : {"Alt", "group", "Refereeing", "drag"})
        QVERIFY2(!hint.contains(QLatin1String(stray)), stray);
}

void TestRangerCommandosWindow::aClickOnARingedSpaceChoosesTheWalkEndingThere_data()
{
    QTest::addColumn<int>("skip");
    QTest::addColumn<int>("choice");
    QTest::newRow("the first choice, its first end") << 0 << 0;
    QTest::newRow("the first choice, its last end") << 0 << -1;
    QTest::newRow("the first choice, its second end") << 0 << 1;
}

// A new user's find (30 November 2026): after Red's spin, Next Phase walked the first walk
// offered for him. The walk is his to choose: Next and Pass wait, and pressing Next walks none.
void TestRangerCommandosWindow::nextWaitsForTheWalkAfterASpin()
{
    startGame();
    QVERIFY(playToRedsChoice(0));
    const QList<Walk> offered = raid().walksOffered();
    QVERIFY(session()->nextWaitsForPlayer());
    auto *next = m_window->findChild<QAction *>(QStringLiteral("nextPhaseAction"));
    auto *pass = m_window->findChild<QAction *>(QStringLiteral("passAction"));
    QVERIFY(next && pass);
    QVERIFY(!next->isEnabled());
    QVERIFY(!pass->isEnabled());
    // The phase bar does not offer the Pass it greys: the choice is his, in the panel.
    auto *phase = m_window->findChild<QLabel *>(QStringLiteral("phaseLabel"));
    QVERIFY(phase);
    QVERIFY2(phase->text().contains(QStringLiteral("your choice")), qPrintable(phase->text()));
    session()->step();
    session()->pass();
    QCOMPARE(raid().walksOffered().size(), offered.size()); // nobody walked for him
    QVERIFY(session()->nextWaitsForPlayer());
}

// A commando ashore spins and walks exactly what he spun: the walk, where its ends are more
// than one, is his. Pass and Next would spin for him and take the first walk; they wait.
void TestRangerCommandosWindow::passNeitherSpinsNorWalksForACommandoAshore()
{
    startGame();
    QVERIFY(playToRedsSpinAt(Stage::Ashore));
    const QString standsOn = raid().raider(QStringLiteral("red"))->commando;
    const int ordersBefore = int(raid().orders().size());
    QVERIFY(session()->nextWaitsForPlayer());
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("passAction"))->isEnabled());
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("nextPhaseAction"))->isEnabled());
    auto *phase = m_window->findChild<QLabel *>(QStringLiteral("phaseLabel"));
    QVERIFY2(phase->text().contains(QStringLiteral("your choice")), qPrintable(phase->text()));
    session()->pass();
    session()->step();
    session()->finishSideTurn();
    QCOMPARE(int(raid().orders().size()), ordersBefore);
    QVERIFY(redMaySpin());
    QCOMPARE(raid().raider(QStringLiteral("red"))->commando, standsOn);
    // The panel's Spin is his way on.
    auto *spin = raidDock()->findChild<QPushButton *>(QStringLiteral("spinButton"));
    QVERIFY(spin && spin->isEnabled());
}

// A barge's spin and wave leave its raider no choice: Pass spins and sails for him, and its
// tooltip says that it will.
void TestRangerCommandosWindow::passSpinsAndSailsForABargeAndSaysSo()
{
    startGame();
    QVERIFY(playToRedsSpinAt(Stage::Crossing));
    auto *pass = m_window->findChild<QAction *>(QStringLiteral("passAction"));
    QVERIFY(pass->isEnabled());
    QVERIFY2(pass->toolTip().contains(QStringLiteral("spin")), qPrintable(pass->toolTip()));
    const int ordersBefore = int(raid().orders().size());
    session()->pass();
    QVERIFY(int(raid().orders().size()) > ordersBefore);
}

void TestRangerCommandosWindow::aClickOnARingedSpaceChoosesTheWalkEndingThere()
{
    QFETCH(int, skip);
    QFETCH(int, choice);
    startGame();
    QVERIFY(playToRedsChoice(skip));
    const QList<Walk> offered = raid().walksOffered();
    const Walk chosen = choice < 0 ? offered.last() : offered.at(choice);
    // Every end is ringed on the board, the list stays on the panel.
    auto *list = raidDock()->findChild<QListWidget *>(QStringLiteral("walkList"));
    QCOMPARE(list->count(), int(offered.size()));
    QCOMPARE(m_window->gameMode()->overlays().size(), 1);
    for (const Walk &w : offered)
        QVERIFY(m_window->gameMode()->overlays().first()->sceneBoundingRect().contains(
            raid().board().space(w.end())->position));
    const int ordersBefore = int(raid().orders().size());
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {},
                      at(raid().board().space(chosen.end())->position));
    QCOMPARE(int(raid().orders().size()), ordersBefore + 1);
    const GameAction given = raid().orders().last();
    QCOMPARE(given.kind, rangercommandos::orderkind::kWalk);
    QCOMPARE(given.params.value(QStringLiteral("to")).toString(), chosen.end());
    QCOMPARE(raid().raider(QStringLiteral("red"))->commando, chosen.end());
    QVERIFY(raid().walksOffered().isEmpty());
}

// Seen on a laptop (1 December 2026): the rings round the walks' ends crossed the names
// beside their spaces, a sentry's "N2" or "U1" unreadable under a ring. The rings lie over
// the spaces and under their names and the pieces.
void TestRangerCommandosWindow::theRingsLeaveTheSpacesNamesReadable()
{
    startGame();
    QVERIFY(playToRedsChoice(0));
    QCOMPARE(m_window->gameMode()->overlays().size(), 1);
    const qreal rings = m_window->gameMode()->overlays().first()->zValue();
    int spaces = 0, names = 0, pieces = 0;
    for (const QGraphicsItem *item : scene()->items()) {
        if (dynamic_cast<const SpaceItem *>(item) && ++spaces)
            QVERIFY(item->zValue() < rings);
        if (dynamic_cast<const SpaceLabelItem *>(item) && ++names)
            QVERIFY(item->zValue() > rings);
        if (dynamic_cast<const FigureItem *>(item) && ++pieces)
            QVERIFY(item->zValue() > rings);
    }
    QVERIFY(spaces > 0 && names > 0 && pieces > 0);
}

// A newcomer's find (1 December 2026): spinning the alarm's three, the panel said only "Red:
// spin.", never what the spins must reach or had reached so far.
void TestRangerCommandosWindow::theAlarmsSpinsAreAddedUpAsTheyCome()
{
    applyLanguage(QStringLiteral("en")); // "1 spin to go", English's singular
    startGame();
    const QString red = QStringLiteral("red");
    for (int n = 0; n < 5000 && !raid().result().over; ++n) {
        if (raid().inAlarm() && raid().onTurn() == red)
            break;
        if (session()->computerOnTurn())
            session()->finishSideTurn();
        else
            session()->perform(GameAction::next()); // his spin, the first walk
    }
    QVERIFY2(raid().inAlarm() && raid().onTurn() == red, "Red was never ashore at the alarm");
    const QString need = QString::number(raid().stepsAboard(*raid().raider(red)));
    auto *prompt = raidDock()->findChild<QLabel *>(QStringLiteral("raidPrompt"));
    QVERIFY(prompt);
    QVERIFY2(prompt->text().startsWith(QStringLiteral("Red: the alarm! 3 spins, added up: ") +
                                       need + QStringLiteral(" or more")),
             qPrintable(prompt->text()));
    const GameAction spin{rangercommandos::orderkind::kSpin, red, {}, {}};
    QVERIFY(session()->perform(spin).done);
    const QList<int> first = raid().alarmSpins();
    QCOMPARE(first.size(), 1);
    QCOMPARE(prompt->text(), QStringLiteral("Red: the alarm: spun %1 = %1, and %2 are needed; 2 "
                                            "spins to go. Spin.")
                                 .arg(first[0])
                                 .arg(need));
    QVERIFY(session()->perform(spin).done);
    const QList<int> two = raid().alarmSpins();
    QCOMPARE(prompt->text(), QStringLiteral("Red: the alarm: spun %1 + %2 = %3, and %4 are needed; "
                                            "1 spin to go. Spin.")
                                 .arg(two[0])
                                 .arg(two[1])
                                 .arg(two[0] + two[1])
                                 .arg(need));
}

void TestRangerCommandosWindow::aClickElsewhereChoosesNothing()
{
    startGame();
    QVERIFY(playToRedsChoice(0));
    const int ordersBefore = int(raid().orders().size());
    const QList<Walk> offered = raid().walksOffered();
    // A space no walk ends on: the one the commando stands on (or his landing).
    const Raider &red = *raid().raider(QStringLiteral("red"));
    const QString start = red.stage == Stage::Ashore ? red.commando : red.landing;
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {},
                      at(raid().board().space(start)->position));
    QCOMPARE(int(raid().orders().size()), ordersBefore);
    QCOMPARE(int(raid().walksOffered().size()), int(offered.size()));
}

void TestRangerCommandosWindow::theResultsScreenOpensAtTheEndAndAgainByItsButton()
{
    startGame();
    for (int n = 0; n < 5000 && !raid().result().over; ++n)
        session()->perform(GameAction::next());
    QVERIFY(raid().result().over);
    auto *results = m_window->findChild<QDialog *>(QStringLiteral("raidResults"));
    QVERIFY(results && results->isVisible());
    QCOMPARE(results->findChild<QLabel *>(QStringLiteral("outcome"))->text(), raid().result().text);
    auto *tally = results->findChild<QTableWidget *>(QStringLiteral("tally"));
    QCOMPARE(tally->rowCount(), int(raid().raiders().size()));
    for (int row = 0; row < raid().raiders().size(); ++row) {
        const Raider &r = raid().raiders()[row];
        QCOMPARE(tally->item(row, 2)->text(), QString::number(placePoints(r.place)));
        QCOMPARE(tally->item(row, 4)->text(), QString::number(scoreOf(r)));
        for (int c : r.counters)
            QVERIFY2(tally->item(row, 3)->text().contains(counterText(c)),
                     qPrintable(tally->item(row, 3)->text()));
        if (r.colour == raid().result().winner)
            QVERIFY(tally->item(row, 0)->text().contains(QStringLiteral("the winner")));
        if (r.stage == Stage::Home)
            QVERIFY(tally->item(row, 1)->text().startsWith(QStringLiteral("home, place")));
    }
    // The story: a line for every event of the log.
    const QString story =
        results->findChild<QPlainTextEdit *>(QStringLiteral("stories"))->toPlainText();
    QCOMPARE(int(story.split(QLatin1Char('\n')).size()), int(raid().log().events().size()));
    QVERIFY(story.contains(raid().log().events().last().text));
    results->close();
    QTRY_VERIFY(!m_window->findChild<QDialog *>(QStringLiteral("raidResults")));
    auto *again = raidDock()->findChild<QPushButton *>(QStringLiteral("showResults"));
    QVERIFY(again->isVisible());
    QTest::mouseClick(again, Qt::LeftButton);
    results = m_window->findChild<QDialog *>(QStringLiteral("raidResults"));
    QVERIFY(results && results->isVisible());
}

// Issue 42: at "fit" zoom in a laptop's window every space that shows a name shows it in
// letters a player reads (capitals at least 7.5 pixels tall on screen), clear of every other
// name and of every other space's symbol, the whole name or a shortening of it.
void TestRangerCommandosWindow::spaceNamesReadClearOfOneAnotherOnALaptop()
{
    startOnALaptop();
    const double zoom = m_window->view()->zoomFactor();
    QList<const SpaceLabelItem *> labels;
    for (const BoardSpace &space : raid().board().board().spaces) {
        const SpaceLabelItem *label = scene()->spaceLabel(space.id);
        // The installations name themselves inside, too small to read: they are labelled too.
        QVERIFY2(label, qPrintable(space.id));
        const QString called = space.name.isEmpty() ? space.id : space.name;
        QVERIFY2(spacelabels::shortenings(called).contains(label->text()),
                 qPrintable(label->text()));
        QVERIFY2(label->capHeightCm() * zoom >= 7.5, qPrintable(space.id));
        labels << label;
    }
    QStringList crowded;
    for (const SpaceLabelItem *label : std::as_const(labels)) {
        bool alone = true;
        for (const SpaceLabelItem *other : std::as_const(labels))
            alone = alone && (other == label || !label->box().intersects(other->box()));
        for (QGraphicsItem *item : scene()->items(label->box()))
            if (auto *space = dynamic_cast<SpaceItem *>(item);
                space && space->space().id != label->space())
                alone =
                    alone &&
                    !space->mapRectToScene(space->shape().boundingRect()).intersects(label->box());
        if (!alone)
            crowded << label->text();
    }
    QVERIFY2(crowded.isEmpty(), qPrintable(crowded.join(QStringLiteral(", "))));
}

// Issue 42: a space's tooltip names it, says what kind it is, what stands there and where its
// paths lead.
void TestRangerCommandosWindow::aSpacesTooltipSaysWhatItIsAndWhereItLeads()
{
    startOnALaptop();
    QVERIFY(playToRedsChoiceAshore());
    const QString where = raid().raider(QStringLiteral("red"))->commando;
    const QString said = scene()->describeSpace(where);
    QVERIFY2(said.contains(raid().board().nameOf(where).toHtmlEscaped()), qPrintable(said));
    const Ruleset &rules = raid().ruleset();
    QVERIFY2(said.contains(rules.termText(raid().board().kindOf(where))), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Here: ")), qPrintable(said));
    QVERIFY2(said.contains(raid().state().figure(QStringLiteral("commando-red"))->name),
             qPrintable(said));
    for (const QString &next : raid().board().neighbours(where))
        QVERIFY2(said.contains(raid().board().nameOf(next).toHtmlEscaped()), qPrintable(next));
    // And it is what the board shows when the pointer rests on the space.
    const QPoint onIt = at(raid().board().space(where)->position);
    QHelpEvent help(QEvent::ToolTip, onIt, m_window->view()->viewport()->mapToGlobal(onIt));
    QCoreApplication::sendEvent(m_window->view()->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(said), qPrintable(QToolTip::text()));
}

// Issue 42: the walks name their spaces as the board does: a space without a name is shown by
// the id the walk list and the log call it by.
void TestRangerCommandosWindow::everySpaceAWalkNamesIsNamedSoOnTheBoard()
{
    startOnALaptop();
    QVERIFY(playToRedsChoiceAshore());
    for (const Walk &w : raid().walksOffered())
        for (const QString &id : w.spaces) {
            const SpaceLabelItem *label = scene()->spaceLabel(id);
            QVERIFY2(label, qPrintable(id));
            QVERIFY2(spacelabels::shortenings(raid().board().nameOf(id)).contains(label->text()),
                     qPrintable(id));
        }
}

// Issue 42: the walk the pointer is on in the list, or the one the keys are on, has its end
// picked out on the board.
void TestRangerCommandosWindow::theWalkPointedAtInTheListHasItsEndPickedOut()
{
    startOnALaptop();
    QVERIFY(playToRedsChoice(0));
    // The spinner says whose spin it shows.
    QVERIFY2(raidDock()
                 ->findChild<QLabel *>(QStringLiteral("lastSpin"))
                 ->text()
                 .startsWith(QStringLiteral("Red spun segment")),
             qPrintable(raidDock()->findChild<QLabel *>(QStringLiteral("lastSpin"))->text()));
    const QList<Walk> offered = raid().walksOffered();
    auto *list = raidDock()->findChild<QListWidget *>(QStringLiteral("walkList"));
    auto pickedOut = [this]() -> std::optional<QPointF> {
        for (QGraphicsItem *overlay : m_window->gameMode()->overlays())
            for (QGraphicsItem *child : overlay->childItems())
                if (auto *ring = dynamic_cast<SpaceHighlightItem *>(child))
                    return ring->centre();
        return std::nullopt;
    };
    QVERIFY(!pickedOut());
    list->setCurrentRow(1);
    QTRY_VERIFY(pickedOut());
    QCOMPARE(*pickedOut(), raid().board().space(offered[1].end())->position);
    // The pointer on the first row: its end instead. The row is found where the person sees
    // it, once the panel has settled (the panel, as tall as the window, lays its wrapped
    // lines out again after the game is shown, and the list moves down a few pixels).
    QTest::qWait(50);
    QTest::mouseMove(list->viewport(), list->visualItemRect(list->item(0)).center());
    QTRY_COMPARE(*pickedOut(), raid().board().space(offered[0].end())->position);
}

// Issue 42: at the end, in a laptop's window, the results show every column whole: nothing
// off the table's right edge, no words cut.
void TestRangerCommandosWindow::theResultsShowEveryColumnOnALaptop()
{
    startOnALaptop();
    for (int n = 0; n < 5000 && !raid().result().over; ++n)
        session()->perform(GameAction::next());
    auto *results = m_window->findChild<QDialog *>(QStringLiteral("raidResults"));
    QVERIFY(results && results->isVisible());
    QVERIFY(results->width() <= 1366 && results->height() <= 768);
    auto *tally = results->findChild<QTableWidget *>(QStringLiteral("tally"));
    QTest::qWait(20);
    const int room = tally->viewport()->width();
    QHeaderView *header = tally->horizontalHeader();
    for (int column = 0; column < tally->columnCount(); ++column) {
        const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
        QVERIFY2(
            right <= room,
            qPrintable(
                QStringLiteral("column %1 ends at %2 of %3").arg(column).arg(right).arg(room)));
        const int headerWords =
            tally->fontMetrics().horizontalAdvance(tally->horizontalHeaderItem(column)->text());
        QVERIFY2(headerWords <= header->sectionSize(column), qPrintable(QString::number(column)));
        for (int row = 0; row < tally->rowCount(); ++row) {
            const QString words = tally->item(row, column)->text();
            const QRect needs = tally->fontMetrics().boundingRect(
                QRect(0, 0, header->sectionSize(column) - 8, 10000), Qt::TextWordWrap, words);
            QVERIFY2(needs.height() <= tally->rowHeight(row), qPrintable(words));
        }
    }
}

// Issue 42: dragging your own commando onto a ringed space chooses the walk that ends there,
// kept as that walk.
void TestRangerCommandosWindow::draggingTheCommandoOntoARingedSpaceChoosesThatWalk()
{
    startOnALaptop();
    QVERIFY(playToRedsChoiceAshore());
    const Walk chosen = raid().walksOffered().last();
    const QPointF from = raid().state().figure(QStringLiteral("commando-red"))->position;
    const QPointF to = raid().board().space(chosen.end())->position;
    QWidget *viewport = m_window->view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, at(from));
    for (int i = 1; i <= 5; ++i)
        QTest::mouseMove(viewport, at(from + (to - from) * i / 5.0));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(to));
    const GameAction given = raid().orders().last();
    QCOMPARE(given.kind, rangercommandos::orderkind::kWalk);
    QCOMPARE(given.params.value(QStringLiteral("to")).toString(), chosen.end());
    QCOMPARE(raid().raider(QStringLiteral("red"))->commando, chosen.end());
}

// Issue 42: a click on a space no walk ends on says why in the status bar.
void TestRangerCommandosWindow::aClickOnASpaceNotRingedSaysWhy()
{
    startOnALaptop();
    QVERIFY(playToRedsChoiceAshore());
    QStringList ends;
    for (const Walk &w : raid().walksOffered())
        ends << w.end();
    const QString here = raid().raider(QStringLiteral("red"))->commando;
    QString elsewhere;
    for (const BoardSpace &space : raid().board().board().spaces)
        if (elsewhere.isEmpty() && space.kind == QLatin1String("sentry") &&
            !ends.contains(space.id) && space.id != here)
            elsewhere = space.id;
    const int ordersBefore = int(raid().orders().size());
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {},
                      at(raid().board().space(elsewhere)->position));
    QCOMPARE(int(raid().orders().size()), ordersBefore);
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("No walk of exactly")), qPrintable(said));
    QVERIFY2(said.contains(raid().board().nameOf(elsewhere)), qPrintable(said));
}

// The rules count rounds (a turn is one raider's spin, §5; the alarm sounds by the end of
// round 40), and a raider is his colour: the phase bar says "Round 1" and names Red in the
// language spoken, whatever the file calls him ("Red").
void TestRangerCommandosWindow::thePhaseBarCountsRoundsAndNamesTheColours()
{
    startGame();
    auto *phase = m_window->findChild<QLabel *>(QStringLiteral("phaseLabel"));
    QVERIFY(phase);
    QVERIFY2(phase->text().startsWith(QStringLiteral("Round 1 \u00B7 Red (")),
             qPrintable(phase->text()));
    session()->stop();
    m_window->gameMode()->leave();

    QCOMPARE(applyLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
    startGame();
    const QString french = phase->text();
    applyLanguage(QStringLiteral("en"));
    QVERIFY2(french.contains(QStringLiteral(" \u00B7 Rouge (")), qPrintable(french));
}

// Issue 42: the Game Log's column and filter said "Turn" where the phase bar says "Round":
// the log asks the rule set its word for a turn (Ruleset::turnWords), as the phase bar does.
void TestRangerCommandosWindow::theGameLogCountsRoundsToo()
{
    startGame();
    goOn(m_window.get());
    auto *log = m_window->findChild<QDockWidget *>(QStringLiteral("gameLogDock"));
    QVERIFY(log);
    auto *view = log->findChild<QTableView *>(QStringLiteral("gameLogView"));
    QCOMPARE(view->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Round"));
    auto *filter = log->findChild<QComboBox *>(QStringLiteral("turnFilter"));
    QCOMPARE(filter->itemText(0), QStringLiteral("all rounds"));
    QStringList labels;
    for (QLabel *label : log->findChildren<QLabel *>())
        labels << label->text();
    QVERIFY2(labels.contains(QStringLiteral("Round")) && !labels.contains(QStringLiteral("Turn")),
             qPrintable(labels.join('|')));
    session()->stop();
}

namespace {
// WCAG's contrast ratio of two colours, 1 (none) to 21.
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
} // namespace

// The spinner was pale on the pale panel, its segment shown a shade lighter still (white on
// white): its rim stands out of the panel's background as a control's edge must (3 : 1), and
// the segment shown is plainly coloured.
void TestRangerCommandosWindow::theSpinnerStandsOutOfThePanel()
{
    startGame();
    auto *spinner = raidDock()->findChild<SpinnerWidget *>();
    QVERIFY(spinner);
    spinner->showSegment(0, false);
    const QImage image = spinner->grab().toImage();
    const QColor panel = spinner->palette().color(QPalette::Window);
    const double outer = (std::min(spinner->width(), spinner->height()) - 4) / 2.0;
    const QPointF centre(spinner->width() / 2.0, spinner->height() / 2.0);
    // Segment 0 runs clockwise from the top: at the rim and just inside it, clear of the
    // pointer (along its middle, 15°) and of its arrow's letters.
    const auto at = [&](double radius) {
        const double angle = qDegreesToRadians(7.0);
        return image.pixelColor(
            (centre + QPointF(radius * std::sin(angle), -radius * std::cos(angle))).toPoint());
    };
    QVERIFY2(contrast(at(outer - 0.5), panel) >= 3, qPrintable(at(outer - 0.5).name()));
    QVERIFY2(contrast(at(outer - 3.5), panel) >= 1.5, qPrintable(at(outer - 3.5).name()));
}

// Walkthrough finding A4: the window keeps the Raid panel from one game of Ranger Commandos
// to the next; the next game's spinner has not been spun, whatever the last one's showed.
void TestRangerCommandosWindow::aNewGameStartsWithTheSpinnerAtRest()
{
    startGame();
    auto *spinner = raidDock()->findChild<SpinnerWidget *>();
    auto *spun = raidDock()->findChild<QLabel *>(QStringLiteral("lastSpin"));
    QVERIFY(spinner && spun);
    QCOMPARE(spinner->pointerDegrees(), 0.0);
    QVERIFY(spun->text().isEmpty());
    for (int n = 0; n < 20 && spun->text().isEmpty(); ++n)
        session()->perform(GameAction::next());
    QVERIFY(spun->text().contains(QStringLiteral("spun segment")));
    QTRY_VERIFY(spinner->pointerDegrees() != 0.0);
    ScenarioLoadResult again =
        loadScenarioFile(bundledScenario(QStringLiteral("raid-on-the-island.ambuscade.json")));
    QVERIFY(again.scenario);
    session()->start(*again.scenario, 2);
    QCOMPARE(raidDock()->findChild<SpinnerWidget *>(), spinner); // the same panel
    QVERIFY2(spun->text().isEmpty(), qPrintable(spun->text()));
    QCOMPARE(spinner->pointerDegrees(), 0.0);
}

// Walkthrough finding A5: the number on an installation's corner is the counters it still
// holds, drawn anew as one is taken, and its tooltip says so.
void TestRangerCommandosWindow::anInstallationShowsTheCountersLeft()
{
    startGame();
    // A counter taken from the first installation (a game of Nexts, which take the first walk
    // offered, seldom reaches one), then a step played for the window to show the game anew.
    const QString raided = raid().board().installations().first();
    QList<int> stack;
    for (int n = raid().countersLeft(raided); n > 1; --n)
        stack << 0;
    const_cast<RangerCommandosGame &>(raid()).setStack(raided, stack);
    session()->perform(GameAction::next());
    QVERIFY(raid().countersLeft(raided) < raid().board().countersOf(raided));
    const int left = raid().countersLeft(raided);
    const SpaceItem *item = scene()->spaceAt(raid().board().space(raided)->position);
    QVERIFY(item && item->space().id == raided);
    // What the item paints its corner with.
    QCOMPARE(raid().ruleset().board()->spaceLook(item->space()).badge, QString::number(left));
    const QString said = scene()->describeSpace(raided);
    QVERIFY2(said.contains(QStringLiteral("Counters left to take: %1").arg(left)),
             qPrintable(said));
}

namespace {
// Whether the pieces `ids` are drawn apart on the space `spaceId`: each at a place of its own,
// over the space's centre, its own centre on the space's symbol (where the symbol is as wide
// as the piece: a dot is smaller), and picked up by a click on the side the others leave bare.
bool drawnApartOn(const TableScene &scene, const QStringList &ids, const QString &spaceId,
                  QString *why)
{
    const BoardSpace *space = scene.document()->scenario().board.space(spaceId);
    const SpaceItem *spaceItem = space ? scene.spaceAt(space->position) : nullptr;
    if (!spaceItem || spaceItem->space().id != spaceId) {
        *why = QStringLiteral("no item for the space");
        return false;
    }
    const QPainterPath symbol = spaceItem->mapToScene(spaceItem->shape());
    QList<QPointF> drawn;
    for (const QString &id : ids) {
        const FigureItem *item = scene.figureItem(id);
        if (!item || !item->isVisible()) {
            *why = id + QStringLiteral(" is not shown");
            return false;
        }
        const QPointF at = item->scenePos();
        const double radius = item->shape().boundingRect().width() / 2;
        const bool wideSpace =
            std::min(symbol.boundingRect().width(), symbol.boundingRect().height()) >= 2 * radius;
        if (!item->mapToScene(item->shape()).contains(space->position) ||
            (wideSpace && !symbol.contains(at))) {
            *why = id + QStringLiteral(" is drawn off the space");
            return false;
        }
        for (const QPointF &other : std::as_const(drawn))
            if (QLineF(at, other).length() < 0.5) {
                *why = id + QStringLiteral(" is drawn on another piece");
                return false;
            }
        drawn << at;
        const QLineF out(space->position, at);
        const QPointF pick = at + (out.unitVector().p2() - out.p1()) * radius * 0.8;
        if (scene.figureAt(pick) != item) {
            *why = id + QStringLiteral(" cannot be picked up");
            return false;
        }
    }
    return true;
}

// Whether an exported picture of the board (render::paintScenario, at 10 pixels a cm) shows
// each piece where the screen draws it: its side's colour on the side the others leave bare.
bool exportedAsShown(const TableScene &scene, const QStringList &ids, QString *why)
{
    const Scenario &s = scene.document()->scenario();
    constexpr double kScale = 10;
    QImage image((s.table.rect().size() * kScale).toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(kScale, kScale);
    render::paintScenario(painter, s);
    painter.end();
    for (const QString &id : ids) {
        const FigureItem *item = scene.figureItem(id);
        const Figure &f = item->figure();
        const QLineF out(f.position, item->scenePos());
        const double radius = item->shape().boundingRect().width() / 2;
        const QPointF pick = item->scenePos() + (out.unitVector().p2() - out.p1()) * radius * 0.5;
        const QColor seen = image.pixelColor((pick * kScale).toPoint());
        const QColor side = render::sideColour(s, f.side);
        if (std::abs(seen.red() - side.red()) + std::abs(seen.green() - side.green()) +
                std::abs(seen.blue() - side.blue()) >
            30) {
            *why = id + QStringLiteral(" is not where the screen shows it: ") + seen.name();
            return false;
        }
    }
    return true;
}
} // namespace

void TestRangerCommandosWindow::piecesSharingASpaceAreDrawnApartOnIt_data()
{
    QTest::addColumn<QString>("space");
    QTest::addColumn<double>("baseCm");
    QTest::addColumn<int>("pieces");
    QTest::newRow("Red's and Black's commandos at O1") << QStringLiteral("O1") << 2.2 << 2;
    QTest::newRow("two barges in Red's dock") << QStringLiteral("dock-red") << 3.5 << 2;
    QTest::newRow("four commandos on a sentry") << QStringLiteral("N2") << 2.2 << 4;
    QTest::newRow("two commandos on a plain stop's dot") << QStringLiteral("K2") << 2.2 << 2;
}

// A newcomer's find (1 December 2026): two raiders' commandos on one space (Red's and Black's
// at O1), or a barge home in a dock another holds, were drawn one on the other, the lower
// hidden. Spread round the space, each shows, can be picked up and stands on that space; a
// piece alone there is drawn on its centre again.
void TestRangerCommandosWindow::piecesSharingASpaceAreDrawnApartOnIt()
{
    QFETCH(QString, space);
    QFETCH(double, baseCm);
    QFETCH(int, pieces);
    Document document;
    QVERIFY(document.load(bundledScenario(QStringLiteral("raid-on-the-island.ambuscade.json")))
                .isEmpty());
    Scenario withPieces = document.scenario();
    const BoardSpace *on = withPieces.board.space(space);
    QVERIFY(on);
    QStringList ids;
    for (const QString &colour : raiderColours().mid(0, pieces)) {
        Figure f;
        f.id = QStringLiteral("piece-") + colour;
        f.name = colour;
        f.side = colour;
        f.baseCm = baseCm;
        f.position = on->position;
        withPieces.figures << f;
        ids << f.id;
    }
    document.display(withPieces); // as a game shows its table
    TableScene scene(&document);
    QString why;
    QVERIFY2(drawnApartOn(scene, ids, space, &why), qPrintable(why));
    QVERIFY2(exportedAsShown(scene, ids, &why), qPrintable(why));
    // The space's tooltip still says who stands there, wherever each is drawn.
    const QString said = scene.describeSpace(space);
    for (const QString &colour : raiderColours().mid(0, pieces))
        QVERIFY2(said.contains(colour), qPrintable(said));
    // A piece's own tooltip names its side; a piece of no group leaves no stray comma.
    const QString profile = scene.figureProfile(scene.figureItem(ids.first())->figure());
    QVERIFY2(profile.contains(QStringLiteral("<b>") + raiderColours().first()),
             qPrintable(profile));
    QVERIFY2(!profile.contains(QStringLiteral("<br>, ")), qPrintable(profile));
    // One goes away: the other, alone, stands on the centre; back, they are apart again.
    const QPointF away = withPieces.board.space(QStringLiteral("O2"))->position;
    document.moveFigures({{ids.last(), away}}, 1);
    QCOMPARE(scene.figureItem(ids.last())->scenePos(), away);
    if (pieces == 2)
        QCOMPARE(scene.figureItem(ids.first())->scenePos(), on->position);
    document.moveFigures({{ids.last(), on->position}}, 2);
    QVERIFY2(drawnApartOn(scene, ids, space, &why), qPrintable(why));
}

void TestRangerCommandosWindow::theWalksTakeTheRoomLeftInThePanel_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("walksInSight"); // at the least, where as many are offered
    QTest::newRow("laptop") << QSize(1366, 768) << 6;
    // A laptop's window as the program opens it there, less its title and the desktop's bar.
    QTest::newRow("laptop, opened") << QSize(1257, 680) << 6;
    QTest::newRow("desktop") << QSize(1920, 1080) << 12;
}

// A newcomer's find (1 December 2026): on a laptop the raiders' table took the panel's spare
// height, rows of empty room under four raiders, while the walks and End the step fell below
// a scroll bar. The table is as tall as its rows; the walks list takes the rest, and End the
// step shows without scrolling.
void TestRangerCommandosWindow::theWalksTakeTheRoomLeftInThePanel()
{
    QFETCH(QSize, size);
    QFETCH(int, walksInSight);
    m_window->resize(size);
    QTest::qWait(20);
    startGame();
    QVERIFY(playToRedsChoice(0));
    QTest::qWait(300); // the panel settles (GamePanel::keepingPlace holds it a moment)
    auto *table = raidDock()->findChild<QTableWidget *>(QStringLiteral("raidersTable"));
    auto *walks = raidDock()->findChild<QListWidget *>(QStringLiteral("walkList"));
    auto *end = raidDock()->findChild<QPushButton *>(QStringLiteral("endStepButton"));
    auto *scroll = qobject_cast<QScrollArea *>(raidDock()->widget());
    QVERIFY(table && walks && end && scroll);
    int rows = table->horizontalHeader()->height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        rows += table->rowHeight(r);
    QVERIFY2(table->height() <= rows + 2,
             qPrintable(QStringLiteral("table %1, rows %2").arg(table->height()).arg(rows)));
    // Nothing to scroll to: End the step is in sight under the walks.
    QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
    const QRect endInView(end->mapTo(scroll->viewport(), QPoint()), end->size());
    QVERIFY(scroll->viewport()->rect().contains(endInView));
    // The walks have the spare room, enough to choose from at a glance: six in sight on a
    // laptop (the spinner gives up room to them), every walk offered on a desktop.
    const int rowsInSight = walks->viewport()->height() / walks->sizeHintForRow(0);
    QVERIFY2(rowsInSight >= std::min<int>(walksInSight, walks->count()),
             qPrintable(QStringLiteral("%1 of %2 walks in sight; spinner %3 px")
                            .arg(rowsInSight)
                            .arg(walks->count())
                            .arg(raidDock()->findChild<SpinnerWidget *>()->height())));
}

// A newcomer's find (1 December 2026): a long walk was cut off at the list's edge with nothing
// to read it whole. Each row's tooltip names every space of its walk.
void TestRangerCommandosWindow::everyWalkSaysItselfWholeInItsTooltip()
{
    startOnALaptop();
    QVERIFY(playToRedsChoice(0));
    const QList<Walk> offered = raid().walksOffered();
    auto *list = raidDock()->findChild<QListWidget *>(QStringLiteral("walkList"));
    QCOMPARE(list->count(), offered.size());
    for (int i = 0; i < list->count(); ++i) {
        const QString tip = list->item(i)->toolTip();
        for (const QString &space : offered[i].spaces)
            QVERIFY2(tip.contains(raid().board().nameOf(space).toHtmlEscaped()), qPrintable(tip));
    }
}

// A newcomer's find (1 December 2026): nothing in the list said which walk ends on a sentry
// (a space of the kind `sentry`: he gives the alarm) or passes one (safely). The row says so
// first, where a row cut short still shows it, and its tooltip in a sentence.
void TestRangerCommandosWindow::aWalkEndingOnOrPassingASentrySaysSo()
{
    startGame();
    const auto walk = [](const QString &to, const QStringList &path) {
        return GameAction{rangercommandos::orderkind::kWalk,
                          QStringLiteral("red"),
                          {{QStringLiteral("to"), to},
                           {QStringLiteral("path"), QJsonArray::fromStringList(path)}},
                          {}};
    };
    QCOMPARE(raid().board().kindOf(QStringLiteral("N2")), QStringLiteral("sentry"));
    QVERIFY(raid().board().kindOf(QStringLiteral("O1")) != QLatin1String("sentry"));
    const QStringList onto{QStringLiteral("O1"), QStringLiteral("N2")};
    const QStringList past{QStringLiteral("N2"), QStringLiteral("O1")};
    const WalkRow ends = walkRow(raid(), walk(onto.last(), onto));
    QVERIFY2(ends.text.startsWith(QStringLiteral("to N2, a sentry: gives the alarm (")),
             qPrintable(ends.text));
    QVERIFY2(ends.toolTip.contains(QStringLiteral("He ends on a sentry and gives the alarm.")),
             qPrintable(ends.toolTip));
    const WalkRow passes = walkRow(raid(), walk(past.last(), past));
    QVERIFY2(passes.text.startsWith(QStringLiteral("to O1, passing a sentry (")),
             qPrintable(passes.text));
    QVERIFY2(passes.toolTip.contains(QStringLiteral("He passes the sentry at N2 safely.")),
             qPrintable(passes.toolTip));
    const WalkRow clear = walkRow(raid(), walk(QStringLiteral("O1"), {QStringLiteral("O1")}));
    QVERIFY2(!clear.text.contains(QStringLiteral("sentry")), qPrintable(clear.text));
    QVERIFY2(!clear.toolTip.contains(QStringLiteral("sentry")), qPrintable(clear.toolTip));
    // The panel's rows are these: played on to Red's choices, each row as walkRow says.
    auto *list = raidDock()->findChild<QListWidget *>(QStringLiteral("walkList"));
    {
        QVERIFY(playToRedsChoice(0));
        QList<GameAction> walks;
        for (const GameAction &a : raid().legalActions())
            if (a.kind == rangercommandos::orderkind::kWalk)
                walks << a;
        QCOMPARE(list->count(), walks.size());
        for (int row = 0; row < walks.size(); ++row)
            QCOMPARE(list->item(row)->text(), walkRow(raid(), walks[row]).text);
    }
}

// A newcomer's find (1 December 2026): the Spin button moved up and down by a line as the
// prompt above it wrapped to one line or two, and a click where it had been missed it.
void TestRangerCommandosWindow::theSpinButtonStaysPutAsThePromptChanges()
{
    startOnALaptop();
    QVERIFY(playToRedsSpinAt(Stage::Ashore));
    QTest::qWait(300); // the panel settles (GamePanel::keepingPlace holds it a moment)
    auto spinTop = [this] {
        const auto *spin = raidDock()->findChild<QPushButton *>(QStringLiteral("spinButton"));
        return spin->mapTo(raidDock(), QPoint()).y();
    };
    const int beforeSpin = spinTop(); // "Red: spin."
    session()->perform({rangercommandos::orderkind::kSpin, raid().onTurn(), {}, {}});
    QVERIFY(!raid().walksOffered().isEmpty()); // "Red: choose a walk…", two lines
    QTest::qWait(300);
    QCOMPARE(spinTop(), beforeSpin);
}

QTEST_MAIN(TestRangerCommandosWindow)
#include "tst_rangercommandoswindow.moc"
