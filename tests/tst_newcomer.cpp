// SPDX-License-Identifier: GPL-3.0-or-later
// What a newcomer meets around the table, tried with the mouse on the real window: the start
// page; hidden troops kept hidden in the editor until asked for, and out of anything printed
// during a game; the window's layout; the editor's small things (a figure dragged to the
// edge, the placing hint, a new scenario's properties, standing orders picked on the table,
// the scenario settings); the game's panels (names not ids, the Actions table whole, the
// command dice's sums, what a target offers).
#include "common/recentfiles.h"
#include "common/rulesetui.h"
#include "document/document.h"
#include "editor/scenariosettingsdialog.h"
#include "fiw/game/fiwgame.h"
#include "fiw/ui/actionstablemodel.h"
#include "fiw/ui/ordersdock.h"
#include "fiw/ui/reactionsdock.h"
#include "fiw/ui/riskfactormodel.h"
#include "io/limits.h"
#include "io/scenariowriter.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "play/turnplayback.h"
#include "playsteps.h"
#include "print/printsheet.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"
#include "scene/tableitems.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "tablepainter.h"
#include "testdata.h"
#include "tools/toolbox.h"
#include "window/language.h"
#include "window/mainwindow.h"
#include "window/printactions.h"
#include "window/startpage.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

using namespace ambuscade;

namespace {
// The registered rule set shown under that name; null for any other text.
const Ruleset *rulesetNamed(const QString &name)
{
    for (const Ruleset *rules : registeredRulesets())
        if (rules->displayName() == name)
            return rules;
    return nullptr;
}
} // namespace

class TestNewcomer : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theStartPageOffersTheTutorialAndTheScenarios();
    void oneClickOnARecentFileShowsItInTheBriefing();
    void theStartPageKeepsTheTablesActionsAway();
    void seatsCancelledAfterPlayGoBackToTheStartPage();
    void theStartPageDescribesEachBundledScenario_data();
    void theStartPageDescribesEachBundledScenario();
    void hiddenTroopsAreDrawnOnlyWhenAskedFor();
    void nothingPrintedInAGameTellsWhatIsHidden();
    void theGamesPanelsLeaveTheTableHalfTheWindow();
    void resetLayoutPutsThePanelsBack();
    void theWindowOpensAsTheLastRunLeftIt();
    void aWindowSavedLargerThanTheScreenOpensOnIt();
    void terrainNamesAreReadableAtFitZoom();
    void thePreferencesSetHowTheComputersTurnIsShown();
    void aFigureDraggedOffTheTableStopsWithItsBaseOnIt();
    void thePlacingHintNamesTheTroopsWithoutAnArticle();
    void aNewScenarioShowsNothingOfTheOld();
    void standingOrdersArePickedOnTheTable();
    void scenarioSettingsFollowTheSidesAndTheFormat();
    void theRosterNamesEachGroupsFactionOnce();
    void theReactionsPanelNamesAndShowsTheWholeTable();
    void theCommandDiceShowTheirSums();
    void theShootingPageSaysWhatEachTargetOffers();

private:
    void trigger(const char *action)
    {
        m_window->findChild<QAction *>(QLatin1String(action))->trigger();
    }
    Document *doc() const { return m_window->document(); }
    void open(const QString &path)
    {
        doc()->undoStack()->setClean();
        QVERIFY(m_window->openFile(path));
        m_window->view()->fitTable();
    }
    void startGame()
    {
        startGameFromWindow(m_window.get());
        QVERIFY(m_window->gameMode()->session()->isActive());
    }
    const fiw::FiwGame &game() const
    {
        return static_cast<const fiw::FiwGame &>(m_window->gameMode()->session()->game());
    }
    QPoint onScreen(const QPointF &cm) const { return m_window->view()->mapFromScene(cm); }
    void drag(const QPointF &from, const QPointF &to);
    // Rolls Rogers' dice in the game's first command phase.
    void rollRogersDice();

    std::unique_ptr<MainWindow> m_window;
    const QString m_beaver = bundledScenario(QStringLiteral("beaver-creek.ambuscade.json"));
};

void TestNewcomer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    setPlaybackSpeed(PlaybackSpeed::Off);
}

void TestNewcomer::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestNewcomer::cleanup()
{
    if (m_window->gameMode()->session()->isActive())
        m_window->gameMode()->session()->stop();
    doc()->undoStack()->setClean();
    m_window.reset();
}

void TestNewcomer::drag(const QPointF &from, const QPointF &to)
{
    QWidget *viewport = m_window->view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, onScreen(from));
    QTest::mouseMove(viewport, onScreen((from + to) / 2));
    QTest::mouseMove(viewport, onScreen(to));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, onScreen(to));
}

void TestNewcomer::rollRogersDice()
{
    auto *orders = m_window->findChild<fiw::OrdersDock *>();
    auto *leader = orders->findChild<QComboBox *>(QStringLiteral("commander"));
    leader->setCurrentIndex(leader->findData(QStringLiteral("rogers")));
    QTest::mouseClick(orders->findChild<QPushButton *>(QStringLiteral("rollCommandDice")),
                      Qt::LeftButton);
    QVERIFY(game().commandSession());
}

void TestNewcomer::theStartPageOffersTheTutorialAndTheScenarios()
{
    m_window->showStartPage();
    StartPage *page = m_window->startPage();
    QVERIFY(page->isVisible());
    QVERIFY(!m_window->view()->isVisible());
    // It stands alone: no palette, panel or tool bar of the editor around it.
    for (const char *editorOnly : {"paletteDock", "propertiesDock", "mainToolBar"}) {
        auto *w = m_window->findChild<QWidget *>(QLatin1String(editorOnly));
        QVERIFY2(w && !w->isVisible(), editorOnly);
    }
    // Every bundled scenario, under a heading per rule set and the line that says what the
    // game is, for how many and how long; the tutorial first of the first.
    const QStringList bundled = QDir(bundledScenario(QString()))
                                    .entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files);
    QStringList headings;
    int scenarios = 0;
    for (int row = 0; row < page->scenarios()->count(); ++row) {
        const QListWidgetItem *item = page->scenarios()->item(row);
        if (item->flags() & Qt::ItemIsSelectable) {
            ++scenarios;
            continue;
        }
        const Ruleset *rules = rulesetNamed(item->text());
        if (!rules)
            continue; // the line under a heading, checked with its heading
        headings << item->text();
        const QString introduction = findRulesetUi(rules->id())->introduction();
        QVERIFY(introduction.contains(QStringLiteral("player")));
        QCOMPARE(page->scenarios()->item(row + 1)->text(), introduction);
        QVERIFY(!(page->scenarios()->item(row + 1)->flags() & Qt::ItemIsSelectable));
        // Each rule set's first scenario teaches it.
        const QString first = page->scenarios()->item(row + 2)->text().trimmed();
        QVERIFY2(first.startsWith(QStringLiteral("Learn to Play: ")) ||
                     first.startsWith(QStringLiteral("Tutorial: ")),
                 qPrintable(first));
    }
    QCOMPARE(scenarios, bundled.size());
    QCOMPARE(headings.size(), int(registeredRulesets().size()));
    QCOMPARE(headings.first(), findRuleset(QStringLiteral("fiw-skirmish"))->displayName());
    QVERIFY(page->scenarios()->item(2)->text().trimmed().startsWith(QStringLiteral("Tutorial")));
    QCOMPARE(page->scenarios()->currentRow(), 2);
    // Beside its briefing, a picture of its table drawn by the program, in the table's shape.
    const QPixmap picture = page->findChild<QLabel *>(QStringLiteral("startPicture"))->pixmap();
    QVERIFY(!picture.isNull());
    QVERIFY(picture.width() > picture.height()); // the tutorial's table is wider than deep
    QVERIFY(page->details().contains(QStringLiteral("Command phase")));
    // The tutorial: opened, the seats asked (the player and the computer, as it gives them)
    // and played, the table in view.
    QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("playTutorial")),
                      Qt::LeftButton);
    auto *seats = m_window->findChild<QDialog *>(QStringLiteral("seatsDialog"));
    QVERIFY(seats && seats->isVisible());
    takeSeats(m_window.get());
    QVERIFY(m_window->gameMode()->session()->isActive());
    QVERIFY(m_window->view()->isVisible());
    QVERIFY(game().state().title.startsWith(QStringLiteral("Tutorial")));
    m_window->gameMode()->session()->stop();
    m_window->gameMode()->leave();
    // Left, a game begun from the start page goes back to it.
    QVERIFY(page->isVisible());
    // Another to read in the editor; and the recent files list it.
    m_window->findChild<QAction *>(QStringLiteral("startPageAction"))->trigger();
    QVERIFY(page->isVisible());
    page->scenarios()->setCurrentRow(3);
    const QString title = page->scenarios()->item(3)->text().trimmed();
    QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("editScenario")),
                      Qt::LeftButton);
    QCOMPARE(doc()->scenario().title, title);
    QVERIFY(m_window->view()->isVisible());
    // The editor's panels come back with the table.
    QVERIFY(m_window->findChild<QWidget *>(QStringLiteral("paletteDock"))->isVisible());
    m_window->showStartPage();
    QVERIFY(page->recent()->count() >= 1);
    QVERIFY(page->recent()
                ->item(0)
                ->data(Qt::UserRole)
                .toString()
                .endsWith(QStringLiteral(".ambuscade.json")));
    // Two recent files of one name are told apart by their folders.
    RecentFiles::add(QStringLiteral("/games/spring/ford.ambuscade.json"));
    RecentFiles::add(QStringLiteral("/games/autumn/ford.ambuscade.json"));
    page->refresh();
    QCOMPARE(page->recent()->item(0)->text(),
             QStringLiteral("ford.ambuscade.json (in /games/autumn)"));
    QCOMPARE(page->recent()->item(1)->text(),
             QStringLiteral("ford.ambuscade.json (in /games/spring)"));
    RecentFiles::add(QStringLiteral("/games/summer/mill.ambuscade.json")); // a name of its own
    page->refresh();
    QCOMPARE(page->recent()->item(0)->text(), QStringLiteral("mill.ambuscade.json"));
}

// A walkthrough's find: one click on a recent file left the Briefing on the scenario chosen
// before, and Play This Scenario played that one, not the file just clicked.
void TestNewcomer::oneClickOnARecentFileShowsItInTheBriefing()
{
    const QString mill = bundledScenario(QStringLiteral("the-mill-at-sabugal.ambuscade.json"));
    const QString saved =
        testData(QStringLiteral("games/beaver-creek-turn1-v1.ambuscade-game.json"));
    const QString gone = QDir::temp().filePath(QStringLiteral("no-such-file.ambuscade.json"));
    for (const QString &path : {gone, saved, mill})
        RecentFiles::add(path);
    m_window->showStartPage();
    StartPage *page = m_window->startPage();
    page->refresh();
    QListWidget *recent = page->recent();
    const auto click = [](QListWidget *list, int row) {
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(row)).center());
    };
    // A recent file's row, by its path (its name may be shared with another's).
    const auto rowOf = [recent](const QString &path) {
        for (int row = 0; row < recent->count(); ++row)
            if (recent->item(row)->data(Qt::UserRole).toString() == path)
                return row;
        return -1;
    };
    const auto leaveGame = [this] {
        m_window->gameMode()->session()->stop();
        m_window->gameMode()->leave();
    };
    auto *play = page->findChild<QPushButton *>(QStringLiteral("playScenario"));
    auto *edit = page->findChild<QPushButton *>(QStringLiteral("editScenario"));
    QVERIFY(rowOf(mill) >= 0 && rowOf(saved) >= 0 && rowOf(gone) >= 0);
    click(recent, rowOf(mill));
    QVERIFY2(page->details().contains(QStringLiteral("The mill at Sabugal")),
             qPrintable(page->details()));
    QVERIFY(page->scenarios()->selectedItems().isEmpty()); // one choice, in one list
    QVERIFY(play->isEnabled() && edit->isEnabled());
    // The keyboard passing through the scenarios chooses none of them (a list given the
    // focus makes its first item current, unselected).
    QFocusEvent tabbedIn(QEvent::FocusIn, Qt::TabFocusReason);
    QApplication::sendEvent(page->scenarios(), &tabbedIn);
    QVERIFY(page->details().contains(QStringLiteral("The mill at Sabugal")));
    // A saved game is carried on with, not played afresh or edited.
    click(recent, rowOf(saved));
    QVERIFY2(page->details().contains(QStringLiteral("saved game")), qPrintable(page->details()));
    QCOMPARE(play->text(), QStringLiteral("Carry On With This Game"));
    QVERIFY(!edit->isEnabled());
    QVERIFY(!page->reckoning()); // no balance is worked out for it
    // A file that is no longer there says so.
    click(recent, rowOf(gone));
    QVERIFY2(page->details().contains(QStringLiteral("no longer exists")),
             qPrintable(page->details()));
    QVERIFY(!play->isEnabled() && !edit->isEnabled() && !page->reckoning());
    // Opened, it leaves the list.
    emit recent->itemActivated(recent->item(rowOf(gone)));
    QVERIFY(page->details().contains(QStringLiteral("no longer exists")));
    QVERIFY(!RecentFiles::list().contains(gone));
    QCOMPARE(rowOf(gone), -1);
    QVERIFY(!play->isEnabled()); // nothing chosen in its place
    // A scenario clicked again takes the choice back.
    click(page->scenarios(), 2);
    QVERIFY(recent->selectedItems().isEmpty());
    QCOMPARE(play->text(), QStringLiteral("Play This Scenario"));
    QVERIFY(page->details().contains(QStringLiteral("Command phase")));
    // The Mill, chosen among the recent files, is what Play plays.
    click(recent, rowOf(mill));
    QTest::mouseClick(play, Qt::LeftButton);
    takeSeats(m_window.get());
    QVERIFY(m_window->gameMode()->session()->isActive());
    QCOMPARE(m_window->gameMode()->session()->scenario().title,
             QStringLiteral("The mill at Sabugal"));
    leaveGame();
    // The saved game goes on where it was left.
    m_window->showStartPage();
    click(recent, rowOf(saved));
    QTest::mouseClick(play, Qt::LeftButton);
    QVERIFY(m_window->gameMode()->session()->isActive());
    QCOMPARE(QFileInfo(m_window->gameMode()->session()->filePath()).fileName(),
             QStringLiteral("beaver-creek-turn1-v1.ambuscade-game.json"));
    leaveGame();
    // And the Mill, chosen again, opens in the editor.
    m_window->showStartPage();
    click(recent, rowOf(mill));
    QTest::mouseClick(edit, Qt::LeftButton);
    QCOMPARE(doc()->scenario().title, QStringLiteral("The mill at Sabugal"));
    // Behind the start page the Mill stays open; Game → Start Game plays what the page chose.
    m_window->showStartPage();
    click(page->scenarios(), 3);
    const QString chosen = page->scenarios()->item(3)->text().trimmed();
    QVERIFY(chosen != QStringLiteral("The mill at Sabugal"));
    m_window->findChild<QAction *>(QStringLiteral("startGameAction"))->trigger();
    takeSeats(m_window.get());
    QCOMPARE(m_window->gameMode()->session()->scenario().title, chosen);
    leaveGame();
}

// A newcomer's walk: with the start page up, Save, Print and Delete acted on the scenario left
// open behind it, which nobody could see. They wait until a table is shown again, and each
// comes back as its owner judges it (the undo stack, a rule set that prints).
void TestNewcomer::theStartPageKeepsTheTablesActionsAway()
{
    open(m_beaver);
    const auto enabled = [this](const char *name) {
        auto *action = m_window->findChild<QAction *>(QLatin1String(name));
        return action && action->isEnabled();
    };
    const QList<const char *> tableActions{"saveAction",   "saveAsAction",      "printRosterAction",
                                           "deleteAction", "testBalanceAction", "snapAction",
                                           "rotateTool",   "resetLayoutAction"};
    for (const char *name : tableActions)
        QVERIFY2(enabled(name), name);
    // The keys, as a person presses them: Ctrl+Z brings back what Delete took, at the table.
    const qsizetype opened = doc()->scenario().figures.size();
    const auto deleteAll = [this] {
        trigger("selectAllAction");
        trigger("deleteAction");
    };
    deleteAll();
    const qsizetype left = doc()->scenario().figures.size();
    QVERIFY(left < opened);
    QApplication::setActiveWindow(m_window.get());
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(doc()->scenario().figures.size(), opened);
    auto *roster = m_window->findChild<QWidget *>(QStringLiteral("rosterDock"));
    const QKeySequence rosterKey(QStringLiteral("Ctrl+Shift+R"));
    QTest::keySequence(m_window.get(), rosterKey);
    QVERIFY(roster->isVisible());
    QTest::keySequence(m_window.get(), rosterKey);
    QVERIFY(!roster->isVisible());
    deleteAll();
    m_window->showStartPage();
    QVERIFY(!enabled("undoAction"));
    for (const char *name : tableActions)
        QVERIFY2(!enabled(name), name);
    for (const char *always : {"newAction", "openAction", "preferencesAction", "startPageAction"})
        QVERIFY2(enabled(always), always);
    QTest::keySequence(m_window.get(), QKeySequence::Undo); // on the start page: nothing
    QCOMPARE(doc()->scenario().figures.size(), left);
    // The roster's key would have shown it over the page, editing the hidden scenario's groups.
    QTest::keySequence(m_window.get(), rosterKey);
    QVERIFY(!roster->isVisible());
    // Back at the table, as the page's Edit leaves it: a scenario just opened, nothing to undo.
    doc()->undoStack()->setClean(); // no question of saving the edits
    StartPage *page = m_window->startPage();
    page->scenarios()->setCurrentRow(3);
    QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("editScenario")),
                      Qt::LeftButton);
    QVERIFY(m_window->view()->isVisible());
    QVERIFY(!enabled("undoAction"));
    for (const char *name : tableActions)
        QVERIFY2(enabled(name), name);
}

// A newcomer's walk: Play, then Cancel in the seats, left him in the editor he had not asked
// for. He is back on the start page; a game begun there still comes back to it when left.
void TestNewcomer::seatsCancelledAfterPlayGoBackToTheStartPage()
{
    m_window->showStartPage();
    StartPage *page = m_window->startPage();
    auto *play = page->findChild<QPushButton *>(QStringLiteral("playTutorial"));
    QTest::mouseClick(play, Qt::LeftButton);
    auto *seats = m_window->findChild<QDialog *>(QStringLiteral("seatsDialog"));
    QVERIFY(seats && seats->isVisible());
    seats->reject();
    QVERIFY(page->isVisible());
    QVERIFY(!m_window->gameMode()->session()->isActive());
    QTest::mouseClick(play, Qt::LeftButton);
    takeSeats(m_window.get());
    QVERIFY(m_window->gameMode()->session()->isActive());
    m_window->gameMode()->session()->stop();
    m_window->gameMode()->leave();
    QVERIFY(page->isVisible());
}

void TestNewcomer::theStartPageDescribesEachBundledScenario_data()
{
    QTest::addColumn<QString>("file");
    const QStringList bundled = QDir(bundledScenario(QString()))
                                    .entryList({QStringLiteral("*.ambuscade.json")}, QDir::Files);
    for (const QString &file : bundled)
        QTest::newRow(qPrintable(file)) << file;
}

// One row per scenario: each is reckoned by 100 games on a fresh page, which under the
// sanitizers takes long enough that all of them in one test function would pass the
// 5 minutes QTest gives a function.
void TestNewcomer::theStartPageDescribesEachBundledScenario()
{
    QFETCH(QString, file);
    m_window->showStartPage();
    StartPage *page = m_window->startPage();
    int row = 0;
    while (row < page->scenarios()->count() &&
           !page->scenarios()->item(row)->data(Qt::UserRole).toString().endsWith(file))
        ++row;
    QVERIFY2(row < page->scenarios()->count(), qPrintable(file));
    page->scenarios()->setCurrentRow(row);
    // Worked out while the page is read: the computer plays it against itself.
    QTRY_VERIFY_WITH_TIMEOUT(!page->reckoning(), 240000);
    // A rule set that plays no games yet says so, and offers no game.
    const bool playable = !page->details().contains(QStringLiteral("plays no games"));
    QCOMPARE(page->findChild<QPushButton *>(QStringLiteral("playScenario"))->isEnabled(), playable);
    QVERIFY2(!playable ||
                 page->details().contains(QStringLiteral("Played by the computer on both sides")),
             qPrintable(page->details()));
    QVERIFY(page->details().contains(QStringLiteral("You command")));
}

void TestNewcomer::hiddenTroopsAreDrawnOnlyWhenAskedFor()
{
    open(m_beaver);
    TableScene *scene = m_window->scene();
    auto *show = m_window->findChild<QAction *>(QStringLiteral("showHiddenTroopsAction"));
    // Opened to play: the war band under its marker is not on the table, nor found by a click.
    QVERIFY(!show->isChecked());
    const QPointF lair = doc()->scenario().figure(QStringLiteral("abenaki-1"))->position;
    QVERIFY(!scene->figureItem(QStringLiteral("abenaki-1"))->isVisible());
    QVERIFY(!scene->figureAt(lair));
    // Hovering names the hollow they lie in (the terrain), not the man.
    QVERIFY2(!scene->describeAt(lair).contains(QStringLiteral("Wawanolet")),
             qPrintable(scene->describeAt(lair)));
    QVERIFY(scene->figureItem(QStringLiteral("rogers"))->isVisible());
    // Nor does the briefing count them among the forces.
    auto *briefing = m_window->findChild<QDockWidget *>(QStringLiteral("briefingDock"))
                         ->findChild<QTextBrowser *>();
    QVERIFY(briefing->toPlainText().contains(QStringLiteral("Compagnie franche")));
    QVERIFY(!briefing->toPlainText().contains(QStringLiteral("Abenaki war band")));
    // Opened in the editor, it says first how to play it (a newcomer looked for that).
    QVERIFY2(briefing->toPlainText().startsWith(
                 QStringLiteral("To play this scenario: Game → Start Game (Ctrl+G).")),
             qPrintable(briefing->toPlainText()));
    // The designer asks for them.
    show->trigger();
    QVERIFY(briefing->toPlainText().contains(QStringLiteral("Abenaki war band")));
    QVERIFY(scene->figureItem(QStringLiteral("abenaki-1"))->isVisible());
    QVERIFY(scene->figureAt(lair));
    // Printed as the table shows it.
    auto roster = [this] {
        QStringList titles;
        for (const print::Section &section : m_window->printing()->roster().sections)
            for (const print::Table &table : section.tables)
                titles << table.title;
        return titles;
    };
    QVERIFY(roster().contains(QStringLiteral("Abenaki war band")));
    show->trigger();
    QVERIFY(!roster().contains(QStringLiteral("Abenaki war band")));
    // Opening a scenario hides them again.
    show->trigger();
    open(m_beaver);
    QVERIFY(!show->isChecked());
    QVERIFY(!scene->figureItem(QStringLiteral("abenaki-1"))->isVisible());
}

void TestNewcomer::nothingPrintedInAGameTellsWhatIsHidden()
{
    open(m_beaver);
    m_window->findChild<QAction *>(QStringLiteral("showHiddenTroopsAction"))->trigger();
    startGame();
    QStringList titles;
    QStringList names;
    for (const print::Section &section : m_window->printing()->roster().sections)
        for (const print::Table &table : section.tables) {
            titles << table.title;
            for (const QList<print::Cell> &row : table.rows)
                names << row.first().text;
        }
    QVERIFY(titles.contains(QStringLiteral("Rangers, 1st section")));
    QVERIFY(!titles.contains(QStringLiteral("Abenaki war band")));
    QVERIFY(!names.contains(QStringLiteral("Atecouando")));
    // Nor does the roster panel, which lists the game's table.
    auto *roster = m_window->findChild<QDockWidget *>(QStringLiteral("rosterDock"));
    auto *view = roster->findChild<QTableView *>(QStringLiteral("rosterView"));
    roster->show();
    for (int row = 0; row < view->model()->rowCount(); ++row)
        for (int column = 0; column < view->model()->columnCount(); ++column)
            QVERIFY(!view->model()
                         ->index(row, column)
                         .data()
                         .toString()
                         .contains(QStringLiteral("Abenaki")));
    QVERIFY(view->model()->rowCount() > 0);
    // Not even by name among the groups it may be narrowed to.
    auto *groups = roster->findChild<QComboBox *>(QStringLiteral("rosterGroup"));
    QVERIFY(groups->findText(QStringLiteral("Rangers, 1st section")) >= 0);
    QCOMPARE(groups->findText(QStringLiteral("Abenaki war band")), -1);
}

void TestNewcomer::theGamesPanelsLeaveTheTableHalfTheWindow()
{
    open(m_beaver);
    startGame();
    QTest::qWait(50);
    const QWidget *table = m_window->centralWidget();
    QVERIFY2(table->width() * 2 >= m_window->width(),
             qPrintable(QStringLiteral("%1 of %2").arg(table->width()).arg(m_window->width())));
    QVERIFY2(table->height() * 2 >= m_window->height(),
             qPrintable(QStringLiteral("%1 of %2").arg(table->height()).arg(m_window->height())));
}

void TestNewcomer::resetLayoutPutsThePanelsBack()
{
    open(m_beaver);
    auto *properties = m_window->findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
    auto *legend = m_window->findChild<QDockWidget *>(QStringLiteral("legendDock"));
    properties->setFloating(true);
    legend->close();
    m_window->findChild<QAction *>(QStringLiteral("resetLayoutAction"))->trigger();
    QVERIFY(!properties->isFloating());
    QCOMPARE(m_window->dockWidgetArea(properties), Qt::RightDockWidgetArea);
    QCOMPARE(m_window->dockWidgetArea(legend), Qt::LeftDockWidgetArea);
    // The window uses the screen it is on.
    const QSize screen = m_window->screen()->availableGeometry().size();
    QVERIFY(m_window->width() >= screen.width() * 0.8 || m_window->width() >= 1024);
}

void TestNewcomer::theWindowOpensAsTheLastRunLeftIt()
{
    open(m_beaver);
    // A size of its own, not the first run's, within the screen.
    const QSize left = m_window->screen()->availableGeometry().size() - QSize(30, 40);
    m_window->resize(left);
    m_window->findChild<QDockWidget *>(QStringLiteral("legendDock"))->close();
    QVERIFY(m_window->close()); // nothing unsaved: it closes, and keeps its layout
    // The next run opens the same size, the legend still closed.
    MainWindow next;
    next.restoreLayout();
    next.show();
    QVERIFY(QTest::qWaitForWindowExposed(&next));
    QCOMPARE(next.size(), left);
    QVERIFY(!next.findChild<QDockWidget *>(QStringLiteral("legendDock"))->isVisible());
    QVERIFY(next.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->isVisible());
    // Put back as they first were, for the tests after this one.
    next.resetLayout();
    QVERIFY(next.close());
}

// A size saved larger than the screen (by an older build, or on a larger screen) opens within
// the screen's free area: past its edges, a laptop's user could reach neither the status bar
// nor the log under the table.
void TestNewcomer::aWindowSavedLargerThanTheScreenOpensOnIt()
{
    const QRect available = m_window->screen()->availableGeometry();
    m_window->setGeometry(available.x() + 40, available.y() + 30, available.width() + 300,
                          available.height() + 400);
    QVERIFY(m_window->height() > available.height()); // the platform let it be so
    QVERIFY(m_window->close());
    MainWindow next;
    next.restoreLayout();
    next.show();
    QVERIFY(QTest::qWaitForWindowExposed(&next));
    const QRect shown = next.frameGeometry();
    QVERIFY2(available.contains(shown), qPrintable(QStringLiteral("%1,%2 %3x%4 on %5x%6")
                                                       .arg(shown.x())
                                                       .arg(shown.y())
                                                       .arg(shown.width())
                                                       .arg(shown.height())
                                                       .arg(available.width())
                                                       .arg(available.height())));
    QCOMPARE(shown.height(), available.height()); // as much of the screen as it may have
    next.resetLayout();
    QVERIFY(next.close());
}

void TestNewcomer::terrainNamesAreReadableAtFitZoom()
{
    open(m_beaver);
    // Seen whole, the names are drawn larger than their centimetre, at least 11 px tall.
    TableScene *scene = m_window->scene();
    const double zoom = m_window->view()->zoomFactor();
    QVERIFY2(zoom < 11, qPrintable(QString::number(zoom)));
    QVERIFY(scene->labelScale() > 1);
    QVERIFY(render::kTerrainLabelCm * scene->labelScale() * zoom >= 11 - 1e-6);
    // Close up they are their true size again.
    for (int i = 0; i < 12; ++i)
        m_window->view()->zoomIn();
    QCOMPARE(scene->labelScale(), 1.0);
}

void TestNewcomer::thePreferencesSetHowTheComputersTurnIsShown()
{
    QTimer::singleShot(0, this, [] {
        auto *dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        auto *choice = dialog->findChild<QComboBox *>(QStringLiteral("playbackChoice"));
        QCOMPARE(choice->currentData().toInt(), int(PlaybackSpeed::Off));
        choice->setCurrentIndex(choice->findData(int(PlaybackSpeed::Slow)));
        QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
    });
    m_window->editPreferences();
    QCOMPARE(playbackSpeed(), PlaybackSpeed::Slow);
    setPlaybackSpeed(PlaybackSpeed::Off);
}

void TestNewcomer::aFigureDraggedOffTheTableStopsWithItsBaseOnIt()
{
    open(testData(QStringLiteral("small.ambuscade.json")));
    const Figure *a = doc()->scenario().figure(QStringLiteral("f1")); // at (10, 50)
    const double r = a->radius();
    drag(a->position, QPointF(-5, 70)); // off the left and the bottom
    const QPointF now = doc()->scenario().figure(QStringLiteral("f1"))->position;
    QCOMPARE(now.x(), r);
    QCOMPARE(now.y(), 60 - r);
}

void TestNewcomer::thePlacingHintNamesTheTroopsWithoutAnArticle()
{
    open(testData(QStringLiteral("small.ambuscade.json")));
    const TableRules *rules = doc()->rules().table();
    for (const TroopTemplate &troops : rules->troopTemplates()) {
        m_window->toolbox()->placeTroops(&troops);
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.endsWith(QStringLiteral(": click on the table to place; Escape when done.")),
                 qPrintable(said));
        QVERIFY(!said.contains(QStringLiteral(" a I")) && !said.contains(QStringLiteral(" a A")));
    }
    // In French and German too: the troops named first, no article to agree with them.
    const QList<QPair<QString, QString>> spoken{
        {QStringLiteral("fr"),
         QStringLiteral(" : cliquez sur la table pour placer ; Échap pour finir.")},
        {QStringLiteral("de"),
         QStringLiteral(": zum Platzieren auf den Tisch klicken; Esc, wenn fertig.")}};
    for (const auto &[code, ending] : spoken) {
        QCOMPARE(applyLanguage(code), code);
        for (const TroopTemplate &troops : rules->troopTemplates()) {
            m_window->toolbox()->placeTroops(&troops);
            const QString said = m_window->statusBar()->currentMessage();
            QVERIFY2(said.endsWith(ending) &&
                         said.startsWith(QCoreApplication::translate("TroopTemplate", troops.name)),
                     qPrintable(said));
        }
    }
    applyLanguage(QStringLiteral("en"));
    // A walkthrough's find: the palette stayed armed, each click on the table placing another
    // group. Escape puts it down: the Select tool again, and a click places nothing.
    m_window->toolbox()->placeTroops(&rules->troopTemplates().first());
    const qsizetype figures = doc()->scenario().figures.size();
    m_window->view()->setFocus();
    QTest::keyClick(m_window->view()->viewport(), Qt::Key_Escape);
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("selectTool"))->isChecked());
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {},
                      m_window->view()->mapFromScene(QPointF(30, 30)));
    QCOMPARE(doc()->scenario().figures.size(), figures);
}

void TestNewcomer::aNewScenarioShowsNothingOfTheOld()
{
    open(testData(QStringLiteral("small.ambuscade.json")));
    m_window->scene()->document()->selectFigure(QStringLiteral("f1"));
    QTest::qWait(10);
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
    QVERIFY(dock->findChild<QComboBox *>(QStringLiteral("Weapon")));
    doc()->undoStack()->setClean();
    trigger("newAction");
    // File → New asks the rule set, the one in use chosen to begin with; another is taken.
    auto *rulesets = m_window->findChild<QListWidget *>(QStringLiteral("newScenarioRuleset"));
    QVERIFY(rulesets && rulesets->isVisible());
    QCOMPARE(rulesets->currentItem()->data(Qt::UserRole).toString(), doc()->scenario().ruleset);
    for (int row = 0; row < rulesets->count(); ++row)
        if (rulesets->item(row)->data(Qt::UserRole) == QLatin1String("chosen-men"))
            rulesets->setCurrentRow(row);
    qobject_cast<QDialog *>(rulesets->window())->accept();
    QCOMPARE(doc()->scenario().ruleset, QStringLiteral("chosen-men"));
    // Scenario Settings names it.
    ScenarioSettingsDialog settings(doc()->scenario(), doc()->rules());
    QCOMPARE(settings.findChild<QLabel *>(QStringLiteral("ruleset"))->text(),
             QStringLiteral("Chosen Men Fat"));
    QTest::qWait(10);
    QVERIFY(!dock->findChild<QComboBox *>(QStringLiteral("Weapon")));
    QVERIFY(!dock->findChild<QLineEdit *>());
}

void TestNewcomer::standingOrdersArePickedOnTheTable()
{
    open(testData(QStringLiteral("small.ambuscade.json")));
    // The marines advance to a point: picked with a click on the table.
    m_window->scene()->document()->selectFigure(QStringLiteral("f2"));
    QTest::qWait(10);
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
    auto *pick = dock->findChild<QPushButton *>(QStringLiteral("pickOrderPoints"));
    QVERIFY(pick);
    QTest::mouseClick(pick, Qt::LeftButton);
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, onScreen({42, 18}));
    const QPointF target = doc()->scenario().group(QStringLiteral("g2"))->order.target;
    QVERIFY2(QLineF(target, QPointF(42, 18)).length() < 0.5,
             qPrintable(QStringLiteral("%1, %2").arg(target.x()).arg(target.y())));
    // The Select tool is back; the change is one undo step.
    QVERIFY(m_window->toolbox()->action(QStringLiteral("selectTool"))->isChecked());
    doc()->undoStack()->undo();
    QCOMPARE(doc()->scenario().group(QStringLiteral("g2"))->order.target, QPointF(10, 50));

    // A patrol's route: click its points, double-click the last.
    Scenario patrolling = doc()->scenario();
    patrolling.groups[1].order.kind = OrderKind::Patrol;
    patrolling.groups[1].order.route = {{50, 10}, {50, 30}};
    QVERIFY(doc()->restructure(patrolling, QStringLiteral("patrol")));
    m_window->scene()->document()->selectFigure(QStringLiteral("f2"));
    QTest::qWait(10);
    pick = dock->findChild<QPushButton *>(QStringLiteral("pickOrderPoints"));
    QTest::mouseClick(pick, Qt::LeftButton);
    QWidget *viewport = m_window->view()->viewport();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, onScreen({40, 10}));
    QTest::mouseClick(viewport, Qt::LeftButton, {}, onScreen({40, 30}));
    QTest::mouseDClick(viewport, Qt::LeftButton, {}, onScreen({55, 30}));
    const QList<QPointF> route = doc()->scenario().group(QStringLiteral("g2"))->order.route;
    QCOMPARE(route.size(), 3);
    QVERIFY(QLineF(route.first(), QPointF(40, 10)).length() < 0.5);
    QVERIFY(QLineF(route.last(), QPointF(55, 30)).length() < 0.5);
}

void TestNewcomer::scenarioSettingsFollowTheSidesAndTheFormat()
{
    open(testData(QStringLiteral("small.ambuscade.json")));
    ScenarioSettingsDialog dialog(doc()->scenario(), doc()->rules());
    auto *sides = dialog.findChild<QTableWidget *>(QStringLiteral("sides"));
    auto *conditions = dialog.findChild<QTableWidget *>(QStringLiteral("conditions"));
    // Renaming a side renames it in the victory conditions.
    sides->item(0, 1)->setText(QStringLiteral("Rogers' men"));
    auto *side = static_cast<QComboBox *>(conditions->cellWidget(0, 0));
    QCOMPARE(side->currentText(), QStringLiteral("Rogers' men"));
    QCOMPARE(side->currentData().toString(), QStringLiteral("red"));
    // Holding or reaching ground offers the wood, not the wall.
    auto *target = static_cast<QComboBox *>(conditions->cellWidget(0, 2));
    QVERIFY(target->findData(QStringLiteral("terrain:wood")) >= 0);
    QCOMPARE(target->findData(QStringLiteral("terrain:wall")), -1);
    // Each side has a colour button; its colour goes into the scenario.
    auto *colour = static_cast<QToolButton *>(sides->cellWidget(1, 3));
    QVERIFY(colour);
    colour->setProperty("colour", QColor(0x22, 0x55, 0xaa));
    // The table's size within the file format's limits.
    auto *width = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("tableWidth"));
    QCOMPARE(width->minimum(), limits::kMinTableCm);
    QCOMPARE(width->maximum(), limits::kMaxTableCm);
    dialog.accept();
    QCOMPARE(dialog.result().sides[0].name, QStringLiteral("Rogers' men"));
    QCOMPARE(dialog.result().sides[1].colour, QColor(0x22, 0x55, 0xaa));
}

void TestNewcomer::theRosterNamesEachGroupsFactionOnce()
{
    open(m_beaver);
    m_window->findChild<QAction *>(QStringLiteral("showHiddenTroopsAction"))->trigger();
    const print::Sheet sheet = m_window->printing()->roster();
    int tables = 0;
    for (const print::Section &section : sheet.sections)
        for (const print::Table &table : section.tables) {
            ++tables;
            QVERIFY2(!table.headers.contains(QStringLiteral("Faction")), qPrintable(table.title));
            QVERIFY2(table.note.startsWith(QStringLiteral("Faction: ")), qPrintable(table.note));
            QCOMPARE(table.widths.size(), table.headers.size());
            for (const QList<print::Cell> &row : table.rows)
                QCOMPARE(row.size(), table.headers.size());
        }
    QVERIFY(tables >= 6);
}

void TestNewcomer::theReactionsPanelNamesAndShowsTheWholeTable()
{
    open(m_beaver);
    startGame();
    goOn(m_window.get()); // every uncommanded group tests its risk
    auto *dock = m_window->findChild<fiw::ReactionsDock *>();
    dock->show();
    dock->raise();
    QTest::qWait(20);
    // "Because of" names figures and terrain, never ids.
    const QList<fiw::Reaction> &reactions = game().reactions();
    bool sawCause = false;
    for (int row = 0; row < reactions.size(); ++row) {
        dock->reactions()->setCurrentCell(row, 0);
        const fiw::RiskFactorModel *risk = dock->riskModel();
        for (int r = 0; r < risk->rowCount(); ++r) {
            const QString cause = risk->index(r, fiw::RiskFactorModel::Cause).data().toString();
            if (cause.isEmpty())
                continue;
            sawCause = true;
            QVERIFY2(!game().state().figure(cause) && !game().state().terrainFeature(cause),
                     qPrintable(cause));
        }
    }
    QVERIFY(sawCause);
    // The Actions table reads whole: no cell's words cut short.
    auto *view = dock->findChild<QTableView *>(QStringLiteral("actionsTableView"));
    const QFontMetrics metrics(view->font());
    for (int row = 0; row < view->model()->rowCount(); ++row)
        for (int column = 0; column < view->model()->columnCount(); ++column) {
            const QModelIndex cell = view->model()->index(row, column);
            const int needed = metrics.horizontalAdvance(cell.data().toString());
            QVERIFY2(needed < view->columnWidth(column),
                     qPrintable(QStringLiteral("%1: %2 px in %3")
                                    .arg(cell.data().toString())
                                    .arg(needed)
                                    .arg(view->columnWidth(column))));
            QVERIFY(cell.data(Qt::ToolTipRole).toString().size() > cell.data().toString().size());
        }
    QVERIFY2(view->horizontalHeader()->length() <= view->viewport()->width() + 1,
             qPrintable(QStringLiteral("%1 px of columns in %2 px, the panel %3 px wide")
                            .arg(view->horizontalHeader()->length())
                            .arg(view->viewport()->width())
                            .arg(dock->width())));
}

void TestNewcomer::theCommandDiceShowTheirSums()
{
    open(m_beaver);
    startGame();
    auto *orders = m_window->findChild<fiw::OrdersDock *>();
    auto *leader = orders->findChild<QComboBox *>(QStringLiteral("commander"));
    rollRogersDice();
    // He stays chosen, marked as having rolled; the roll button waits for another leader.
    QCOMPARE(leader->currentData().toString(), QStringLiteral("rogers"));
    QVERIFY(leader->currentText().contains(QStringLiteral("rolled")));
    QVERIFY(!orders->findChild<QPushButton *>(QStringLiteral("rollCommandDice"))->isEnabled());
    const QString said = orders->findChild<QLabel *>(QStringLiteral("commandPoints"))->text();
    QVERIFY2(said.startsWith(QStringLiteral("Maj. Robert Rogers is spending")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("(Maj. Robert Rogers) = ")), qPrintable(said));
    QVERIFY2(
        said.contains(QStringLiteral("Left: %1 points").arg(game().commandSession()->points())),
        qPrintable(said));
    // The rolls add up to the pool.
    int rolled = 0;
    for (const LogEvent &e : game().log().events())
        if (e.kind == QLatin1String("roll") &&
            e.detail.value(QStringLiteral("figure")).toString() == QLatin1String("rogers"))
            for (const QJsonValue &die : e.detail.value(QStringLiteral("dice")).toArray())
                rolled += die.toInt();
    QVERIFY2(said.contains(QStringLiteral("= %1\n").arg(rolled)), qPrintable(said));
    QCOMPARE(rolled, game().commandSession()->points());
}

void TestNewcomer::theShootingPageSaysWhatEachTargetOffers()
{
    open(m_beaver);
    startGame();
    rollRogersDice();
    // Command whatever group he can; then on to shooting.
    auto *options = m_window->findChild<fiw::OrdersDock *>()->findChild<QTableWidget *>(
        QStringLiteral("commandOptions"));
    for (int row = 0; row < options->rowCount() && game().commandedGroups().isEmpty(); ++row) {
        options->setCurrentCell(row, 0);
        QTest::mouseClick(m_window->findChild<fiw::OrdersDock *>()->findChild<QPushButton *>(
                              QStringLiteral("commandGroup")),
                          Qt::LeftButton);
    }
    QVERIFY(!game().commandedGroups().isEmpty());
    while (game().phase() != fiw::Phase::Shooting)
        goOn(m_window.get());
    auto *target =
        m_window->findChild<fiw::OrdersDock *>()->findChild<QComboBox *>(QStringLiteral("target"));
    QVERIFY(target->count() > 0);
    // Each target says how many may fire at it now, and the range they shoot at or why not.
    static const QRegularExpression offers(
        QStringLiteral(R"(\(\d+ of \d+ can fire(, at [a-z ]+)?(; .+)?\)$)"));
    for (int i = 0; i < target->count(); ++i) {
        const QString offer = target->itemText(i);
        QVERIFY2(offers.match(offer).hasMatch(), qPrintable(offer));
    }
    // Choosing a target marks on the table who would fire and whom they see, when any do.
    for (int i = 0; i < target->count(); ++i) {
        target->setCurrentIndex(i);
        // Read whole under the box, however narrow the panel.
        auto *outlook = m_window->findChild<fiw::OrdersDock *>()->findChild<QLabel *>(
            QStringLiteral("targetOutlook"));
        QVERIFY(outlook->isVisible());
        QVERIFY2(outlook->text().contains(QStringLiteral(" can fire")) &&
                     target->itemText(i).contains(outlook->text()),
                 qPrintable(outlook->text()));
        const bool anyReady = !outlook->text().startsWith(QStringLiteral("0 of "));
        const QList<QGraphicsItem *> &overlays = m_window->gameMode()->overlays();
        const bool marked = std::any_of(overlays.begin(), overlays.end(), [this](QGraphicsItem *o) {
            return o->scene() == m_window->gameMode()->scene();
        });
        if (anyReady)
            QVERIFY2(marked, qPrintable(target->itemText(i)));
    }
}

QTEST_MAIN(TestNewcomer)
#include "tst_newcomer.moc"
