// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario → Test Balance… as a designer uses it, on the real window: 200 games through the
// dialog give the report `ambuscade-cli simulate` prints for the same seed; a run after an
// edit is compared with the run before; Cancel leaves no game running; the heat map goes on
// the table and off again (View → Balance Overlay); the report exports as PDF and PNG; a
// scenario that cannot be played cannot be tested, and the menu says why; the report says
// what its figures lost count and how many playouts an order the computer thought on.
//
// With AMBUSCADE_BALANCE_SHOTS set to a folder, the dialog, the window with the overlay and
// the report's PDF and PNG are left there to look at.
#include "balance/balanceactions.h"
#include "balance/balancechartview.h"
#include "balance/balancedialog.h"
#include "balancechart.h"
#include "document/document.h"
#include "game/opponentnames.h"
#include "game/simulation.h"
#include "io/scenarioreader.h"
#include "play/seatsdialog.h"
#include "rules/ruleset.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "testdata.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QBuffer>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ambuscade;

class TestBalance : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void twoHundredGamesThroughTheDialogAreSimulates();
    void aRunAfterAnEditIsComparedWithTheRunBefore();
    void cancelLeavesNothingRunning();
    void theComputerThinkingAheadMayPlayEverySide();
    void aScenarioThatCannotBePlayedCannotBeTested();
    void theDialogFitsTheScreen();
    void aBoardGamesReportLeavesOutMenLost();
    void theFiguresLostSayWhatTheyCount();
    void aCancelledRunSaysWhoseReportIsShown();
    void aCancelledFirstRunIsExportedAsShown();

private:
    BalanceDialog *openDialog();
    // Types the number of games and the seed into the dialog and presses Run.
    void runThroughTheDialog(BalanceDialog *dialog, int games, int seed);
    QJsonObject simulateWithTheCli(int games, int seed) const;
    static int threadsNow();

    std::unique_ptr<MainWindow> m_window;
    const QString m_tutorial =
        bundledScenario(QStringLiteral("tutorial-first-patrol.ambuscade.json"));
};

void TestBalance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestBalance::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openFile(m_tutorial));
    m_window->view()->fitTable();
}

void TestBalance::cleanup()
{
    m_window->document()->undoStack()->setClean();
    m_window.reset();
}

BalanceDialog *TestBalance::openDialog()
{
    QAction *test = m_window->findChild<QAction *>(QStringLiteral("testBalanceAction"));
    if (!test || !test->isEnabled())
        return nullptr;
    test->trigger();
    auto *dialog = m_window->findChild<BalanceDialog *>(QStringLiteral("balanceDialog"));
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

void TestBalance::runThroughTheDialog(BalanceDialog *dialog, int games, int seed)
{
    const auto type = [](QSpinBox *box, int value) {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QString::number(value));
        QCOMPARE(box->value(), value);
    };
    type(dialog->findChild<QSpinBox *>(QStringLiteral("gamesBox")), games);
    type(dialog->findChild<QSpinBox *>(QStringLiteral("seedBox")), seed);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("runButton")),
                      Qt::LeftButton);
}

QJsonObject TestBalance::simulateWithTheCli(int games, int seed) const
{
    QProcess cli;
    cli.start(QStringLiteral(CLI_PATH),
              {QStringLiteral("simulate"), m_tutorial, QStringLiteral("--games"),
               QString::number(games), QStringLiteral("--seed"), QString::number(seed)});
    if (!cli.waitForFinished(240000) || cli.exitCode() != 0)
        return {};
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

int TestBalance::threadsNow()
{
    return int(QDir(QStringLiteral("/proc/self/task"))
                   .entryList(QDir::Dirs | QDir::NoDotAndDotDot)
                   .size());
}

void TestBalance::twoHundredGamesThroughTheDialogAreSimulates()
{
    BalanceDialog *dialog = openDialog();
    QVERIFY(dialog);
    runThroughTheDialog(dialog, 200, 7);
    QVERIFY(dialog->balanceRun()->running());
    // The editor stays usable meanwhile: an edit of the open scenario goes through.
    QVERIFY(m_window->document()->restructure(m_window->document()->scenario(),
                                              QStringLiteral("an edit meanwhile")));
    QTRY_VERIFY_WITH_TIMEOUT(dialog->report().has_value(), 240000);
    QVERIFY(!dialog->balanceRun()->running());
    QCOMPARE(dialog->findChild<QProgressBar *>(QStringLiteral("progressBar"))->value(), 200);

    // The same numbers as the command line's, field for field.
    const QJsonObject cli = simulateWithTheCli(200, 7);
    QVERIFY(!cli.isEmpty());
    QCOMPARE(dialog->report()->toJson(), cli);

    // The report shown says it in words and charts.
    const auto *chart = dialog->findChild<BalanceChartView *>(QStringLiteral("balanceChart"));
    QVERIFY(chart->chart());
    QVERIFY(!chart->chart()->verdict.isEmpty());
    QVERIFY(chart->chart()->comparison.isEmpty()); // nothing to compare with yet

    // The heat map is on the table, and View → Balance Overlay takes it off and back.
    QAction *overlay = m_window->findChild<QAction *>(QStringLiteral("balanceOverlayAction"));
    QVERIFY(overlay->isEnabled() && overlay->isChecked());
    QVERIFY(m_window->scene()->heatMapVisible());
    overlay->trigger();
    QVERIFY(!m_window->scene()->heatMapVisible());
    overlay->trigger();
    QVERIFY(m_window->scene()->heatMapVisible());

    // The report exports as a PDF and a PNG.
    QTemporaryDir temporary;
    const QString shots = qEnvironmentVariable("AMBUSCADE_BALANCE_SHOTS", temporary.path());
    QString error;
    const QString pdf = shots + QStringLiteral("/balance-report.pdf");
    const QString png = shots + QStringLiteral("/balance-report.png");
    QVERIFY2(dialog->exportReport(pdf, &error), qPrintable(error));
    QVERIFY2(dialog->exportReport(png, &error), qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");
    QVERIFY(QImage(png).width() > 600);
    QVERIFY(!dialog->exportReport(shots + QStringLiteral("/report.txt"), &error));
    QVERIFY(error.contains(QStringLiteral("report.txt")));
    QVERIFY(dialog->grab().save(shots + QStringLiteral("/balance-dialog.png")));
    dialog->hide();
    QVERIFY(m_window->grab().save(shots + QStringLiteral("/balance-overlay.png")));
}

void TestBalance::aRunAfterAnEditIsComparedWithTheRunBefore()
{
    BalanceDialog *dialog = openDialog();
    QVERIFY(dialog);
    runThroughTheDialog(dialog, 100, 3);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->report().has_value(), 240000);
    const BalanceReport before = *dialog->report();
    // A turn limit of one turn: the side that holds out wins nearly every game.
    Scenario edited = m_window->document()->scenario();
    edited.victory.turnLimit = 1;
    QVERIFY(m_window->document()->restructure(edited, QStringLiteral("shorter")));
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("runButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->report()->toJson() != before.toJson(), 240000);
    QVERIFY(dialog->previous());
    QCOMPARE(dialog->previous()->toJson(), before.toJson());
    const BalanceReport &after = *dialog->report();
    const QString comparison =
        dialog->findChild<BalanceChartView *>(QStringLiteral("balanceChart"))->chart()->comparison;
    const QStringList lines = comparison.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), after.sides.size());
    bool anyDiffers = false;
    for (int i = 0; i < after.sides.size(); ++i) {
        const QString &side = after.sides[i];
        const bool differs = significantlyDifferent(after.wins.value(side), after.games,
                                                    before.wins.value(side), before.games);
        anyDiffers = anyDiffers || differs;
        QVERIFY2(lines[i].startsWith(after.sideNames.value(side)), qPrintable(lines[i]));
        QCOMPARE(lines[i].contains(QStringLiteral("not significantly different")), !differs);
        QVERIFY(lines[i].contains(QStringLiteral("significantly different")));
    }
    QVERIFY(anyDiffers); // one turn instead of five changes who wins
    if (qEnvironmentVariableIsSet("AMBUSCADE_BALANCE_SHOTS")) {
        QString error;
        QVERIFY2(dialog->exportReport(qEnvironmentVariable("AMBUSCADE_BALANCE_SHOTS") +
                                          QStringLiteral("/balance-compared.png"),
                                      &error),
                 qPrintable(error));
    }
}

// Played by: the computer, or the computer thinking ahead on so many playouts an order (the
// games themselves: tst_search's testsBalanceWithEverySideThinkingAhead).
void TestBalance::theComputerThinkingAheadMayPlayEverySide()
{
    BalanceDialog *dialog = openDialog();
    QVERIFY(dialog);
    auto *by = dialog->findChild<QComboBox *>(QStringLiteral("opponentBox"));
    auto *playouts = dialog->findChild<QSpinBox *>(QStringLiteral("playoutsBox"));
    QVERIFY(by && playouts);
    QCOMPARE(by->count(), 2);
    QCOMPARE(by->currentData().toString(), QLatin1String(kComputerOpponent));
    // Each is named as Who Plays names it before a game: a new user met the computer that
    // thinks ahead under two names.
    const Scenario &scenario = m_window->document()->scenario();
    SeatsDialog seats(scenario, m_window->document()->rules());
    auto *who = seats.findChild<QComboBox *>(QStringLiteral("who-") + scenario.sides[0].id);
    QVERIFY(who);
    for (const char *kind : {kComputerOpponent, kSearchOpponent})
        QCOMPARE(by->itemText(by->findData(QLatin1String(kind))),
                 who->itemText(who->findData(QLatin1String(kind))));
    QCOMPARE(by->itemText(by->findData(QLatin1String(kSearchOpponent))),
             QStringLiteral("The computer, thinking ahead"));
    QVERIFY(!playouts->isEnabled()); // the plain computer has none to set
    by->setCurrentIndex(by->findData(QLatin1String(kSearchOpponent)));
    QVERIFY(playouts->isEnabled());
    QCOMPARE(playouts->value(), BalanceDialog::kDefaultPlayouts);
    // Thinking ahead, a game may take a minute: a few games are offered, and a few typed
    // are what runs (the box once put back its last number for anything under 100).
    auto *games = dialog->findChild<QSpinBox *>(QStringLiteral("gamesBox"));
    QCOMPARE(games->value(), BalanceDialog::kDefaultThinkingGames);
    games->setFocus();
    games->selectAll();
    QTest::keyClicks(games, QStringLiteral("12"));
    QCOMPARE(games->value(), 12);
    games->selectAll();
    QTest::keyClicks(games, QStringLiteral("3")); // under the fewest: the fewest, not the last
    QTest::keyClick(games, Qt::Key_Return);       // Return runs the test
    QCOMPARE(games->value(), BalanceDialog::kFewestGames);
    QVERIFY(dialog->balanceRun()->running());
    QCOMPARE(dialog->findChild<QProgressBar *>(QStringLiteral("progressBar"))->maximum(),
             BalanceDialog::kFewestGames);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("cancelButton")),
                      Qt::LeftButton);
    // Back to the plain computer, a number the person set stays.
    by->setCurrentIndex(by->findData(QLatin1String(kComputerOpponent)));
    QCOMPARE(games->value(), BalanceDialog::kFewestGames);
    // Even the plain computer's own number, typed: a new user's 1,000 once became 20.
    games->selectAll();
    QTest::keyClicks(games, QString::number(BalanceDialog::kDefaultGames));
    by->setCurrentIndex(by->findData(QLatin1String(kSearchOpponent)));
    QCOMPARE(games->value(), BalanceDialog::kDefaultGames);
}

void TestBalance::cancelLeavesNothingRunning()
{
    BalanceDialog *dialog = openDialog();
    QVERIFY(dialog);
    const int threadsBefore = threadsNow();
    runThroughTheDialog(dialog, 10000, 1);
    QVERIFY(dialog->balanceRun()->running());
    auto *progress = dialog->findChild<QProgressBar *>(QStringLiteral("progressBar"));
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() > 0, 60000);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("cancelButton")),
                      Qt::LeftButton);
    QVERIFY(!dialog->balanceRun()->running());
    QCOMPARE(threadsNow(), threadsBefore); // every worker thread has ended
    QVERIFY(!dialog->report());
    const int stoppedAt = progress->value();
    QTest::qWait(300); // no late progress from the cancelled run
    QCOMPARE(progress->value(), stoppedAt);
    QVERIFY(progress->value() < 10000);
    QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("runButton"))->isEnabled());
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("balanceOverlayAction"))->isEnabled());
}

void TestBalance::aScenarioThatCannotBePlayedCannotBeTested()
{
    m_window->document()->newScenario(QStringLiteral("fiw-skirmish")); // nobody to play
    QAction *test = m_window->findChild<QAction *>(QStringLiteral("testBalanceAction"));
    const QString why =
        whyNotSimulated(m_window->document()->rules(), m_window->document()->scenario());
    QVERIFY(!why.isEmpty());
    QVERIFY(!test->isEnabled());
    QVERIFY2(test->toolTip().contains(why), qPrintable(test->toolTip()));
    QVERIFY(!openDialog());
    // Open a scenario that can be played, and the menu takes it.
    QVERIFY(m_window->openFile(m_tutorial));
    QVERIFY(test->isEnabled());
}

// On a laptop's screen the dialog is no taller than the screen, its Close button in reach.
void TestBalance::theDialogFitsTheScreen()
{
    BalanceDialog *dialog = openDialog();
    QVERIFY(dialog);
    const QRect screen = dialog->screen()->availableGeometry();
    if (screen.height() >= 820)
        QSKIP("the test needs a screen shorter than the dialog would be (offscreen: 800 × 600)");
    QVERIFY2(dialog->height() <= screen.height(),
             qPrintable(QStringLiteral("%1 of %2").arg(dialog->height()).arg(screen.height())));
    auto *close = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close);
    QVERIFY(close->isVisible());
    QVERIFY(dialog->rect().contains(QRect(close->mapTo(dialog, QPoint(0, 0)), close->size())));
}

// A new user's find: Test Balance's report of a Rogers' Rangers mission showed "Men lost per
// game 0.00" and an empty heat map's legend: its board counts no men fallen and no fights on
// a table. The report leaves those parts out; a board game where men fall (a Ranger
// Commandos raider shot) and every game on a table keep them, noughts and all.
void TestBalance::aBoardGamesReportLeavesOutMenLost()
{
    const ScenarioLoadResult board =
        loadScenarioFile(bundledScenario(QStringLiteral("rogers-scouting.ambuscade.json")));
    QVERIFY(board.scenario);
    const std::optional<BalanceReport> report =
        simulate(*board.rules->play(), *board.scenario, SimulationRequest(4, 1));
    QVERIFY(report && report->games == 4);
    const auto chartOf = [&](const Scenario &s, const BalanceReport &r) {
        return render::balanceChartFor(s, r, std::nullopt);
    };
    QVERIFY(!chartOf(*board.scenario, *report).showsLosses);
    BalanceReport withLosses = *report;
    withLosses.sideCasualties.insert(report->sides.first(), 3);
    QVERIFY(chartOf(*board.scenario, withLosses).showsLosses);
    QVERIFY(render::balanceChartSize(chartOf(*board.scenario, *report)).height() <
            render::balanceChartSize(chartOf(*board.scenario, withLosses)).height());
    // A table's games with none lost still say so.
    const ScenarioLoadResult table = loadScenarioFile(m_tutorial);
    QVERIFY(table.scenario);
    QVERIFY(chartOf(*table.scenario, BalanceReport::emptyFor(*table.scenario, 1)).showsLosses);
}

// The report counts the figures a game took off the table (Figure::killed), not the men a
// rule set calls lost (Chosen Men's seriously wounded among them): once headed "Men lost per
// game", it now says what it counts, on screen and in its exports.
void TestBalance::theFiguresLostSayWhatTheyCount()
{
    const ScenarioLoadResult table = loadScenarioFile(m_tutorial);
    QVERIFY(table.scenario);
    const render::BalanceChart chart = render::balanceChartFor(
        *table.scenario, BalanceReport::emptyFor(*table.scenario, 1), std::nullopt);
    QBuffer svg;
    QSvgGenerator generator;
    generator.setOutputDevice(&svg);
    generator.setSize(render::balanceChartSize(chart).toSize());
    QPainter painter(&generator);
    render::paintBalanceChart(painter, QRectF(QPointF(), render::balanceChartSize(chart)), chart);
    painter.end();
    const QString drawn = QString::fromUtf8(svg.data());
    QVERIFY(drawn.contains(QStringLiteral("Figures taken off the table per game")));
    QVERIFY(drawn.contains(QStringLiteral("Killed, captured or gone")));
    QVERIFY(!drawn.contains(QStringLiteral("Men lost")));
}

// The walkthrough: after Cancel the last finished run's report stayed on screen as if it
// were the cancelled one's, and another scenario's dialog showed the old run's progress.
// The games a cancelled run played are shown, and what is shown is what Export writes: with
// no run finished before, Export was greyed under a report on the screen (review).
void TestBalance::aCancelledFirstRunIsExportedAsShown()
{
    BalanceDialog *dialog = openDialog();
    QVERIFY(dialog);
    runThroughTheDialog(dialog, 10000, 3);
    auto *progress = dialog->findChild<QProgressBar *>(QStringLiteral("progressBar"));
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() > 0, 60000);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("cancelButton")),
                      Qt::LeftButton);
    QVERIFY(!dialog->report()); // nothing finished
    const auto *chart = dialog->findChild<BalanceChartView *>(QStringLiteral("balanceChart"));
    QVERIFY(chart->chart() && chart->chart()->report.games > 0);
    QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("exportPdfButton"))->isEnabled());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("cancelled.pdf"));
    QString error;
    QVERIFY2(dialog->exportReport(pdf, &error), qPrintable(error));
    QVERIFY(QFileInfo(pdf).size() > 0);
}

void TestBalance::aCancelledRunSaysWhoseReportIsShown()
{
    BalanceDialog *dialog = openDialog();
    QVERIFY(dialog);
    runThroughTheDialog(dialog, 20, 1);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->report().has_value(), 120000);
    // The report keeps its words' size: as tall as it is at the dialog's width, scrolling
    // (the walkthrough's Beaver Creek was shrunk to fit and could not be read).
    const auto *chart = dialog->findChild<BalanceChartView *>(QStringLiteral("balanceChart"));
    QTRY_COMPARE(chart->height(), chart->heightForWidth(chart->width()));
    runThroughTheDialog(dialog, 10000, 2);
    auto *progress = dialog->findChild<QProgressBar *>(QStringLiteral("progressBar"));
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() > 0, 60000);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("cancelButton")),
                      Qt::LeftButton);
    auto *estimate = dialog->findChild<QLabel *>(QStringLiteral("estimateLabel"));
    // The games it played are shown, said to be a part of those asked (a newcomer's 650 of
    // 1,000 were thrown away); the last finished run stays the one recorded.
    const int playedSoFar = chart->chart()->report.games;
    QVERIFY2(playedSoFar > 0 && playedSoFar < 10000, qPrintable(QString::number(playedSoFar)));
    QVERIFY2(
        estimate->text().startsWith(
            QStringLiteral("Cancelled after %1 of 10000 games: the report below is of those %1")
                .arg(playedSoFar)),
        qPrintable(estimate->text()));
    QCOMPARE(progress->value(), playedSoFar);
    QCOMPARE(dialog->report()->games, 20);
    // Another scenario: nothing of the last one's runs is left on the dialog.
    QVERIFY(
        m_window->openFile(bundledScenario(QStringLiteral("scouting-the-narrows.ambuscade.json"))));
    QCOMPARE(progress->value(), 0);
    QVERIFY(estimate->text().isEmpty());
    // A report says who played: the walkthrough could not tell a thinking run's from another.
    QVERIFY(!chart->chart());
    QVERIFY(m_window->openFile(m_tutorial));
    auto *by = dialog->findChild<QComboBox *>(QStringLiteral("opponentBox"));
    by->setCurrentIndex(by->findData(QLatin1String(kSearchOpponent)));
    dialog->findChild<QSpinBox *>(QStringLiteral("playoutsBox"))->setValue(1);
    runThroughTheDialog(dialog, 10, 1);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->report().has_value(), 120000);
    QCOMPARE(chart->chart()->thinkingPlayouts, 1);
    // And in good English, one playout or more (once "1 playouts an order").
    render::BalanceChart played = *chart->chart();
    QVERIFY2(render::balanceChartPlayedText(played).contains(
                 QStringLiteral("thinks ahead (1 playout an order) on every side")),
             qPrintable(render::balanceChartPlayedText(played)));
    played.thinkingPlayouts = 8;
    QVERIFY2(render::balanceChartPlayedText(played).contains(
                 QStringLiteral("thinks ahead (8 playouts an order) on every side")),
             qPrintable(render::balanceChartPlayedText(played)));
}

QTEST_MAIN(TestBalance)
#include "tst_balance.moc"
