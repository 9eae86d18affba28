// SPDX-License-Identifier: GPL-3.0-or-later
// Ranger Commandos in the main window: the Raid panel's barge in its dock, the walks offered
// ringed on the board and chosen by a click on a space, and the results screen at the end.
#include "play/gamemode.h"
#include "play/gamemovetool.h"
#include "play/gamepanel.h"
#include "play/gamesession.h"
#include "playsteps.h"
#include "rangercommandos/game/rangercommandosgame.h"
#include "rangercommandos/procedures/scoring.h"
#include "rangercommandos/tables/counters.h"
#include "scene/tableview.h"
#include "testdata.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QGraphicsItem>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

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
    void theResultsScreenOpensAtTheEndAndAgainByItsButton();

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
            canSpin = canSpin || a.kind == QLatin1String("spin");
        session()->perform(canSpin ? GameAction{QStringLiteral("spin"), raid().onTurn(), {}, {}}
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
    QCOMPARE(given.kind, QStringLiteral("walk"));
    QCOMPARE(given.params.value(QStringLiteral("to")).toString(), chosen.end());
    QCOMPARE(raid().raider(QStringLiteral("red"))->commando, chosen.end());
    QVERIFY(raid().walksOffered().isEmpty());
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

QTEST_MAIN(TestRangerCommandosWindow)
#include "tst_rangercommandoswindow.moc"
