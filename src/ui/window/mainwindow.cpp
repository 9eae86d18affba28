// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"

#include "balance/balanceactions.h"

#include "common/filedialogs.h"
#include "common/lengthunits.h"
#include "common/plaintext.h"
#include "common/recentfiles.h"
#include "common/rulesetui.h"
#include "common/wheelguard.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "editor/briefing.h"
#include "editor/legenddock.h"
#include "editor/palettedock.h"
#include "editor/propertiesdock.h"
#include "editor/rosterdock.h"
#include "editor/scenariosettingsdialog.h"
#include "game/gamefile.h"
#include "game/turnfile.h"
#include "help/helpactions.h"
#include "io/backdropio.h"
#include "io/boundedfile.h"
#include "play/gamelogdock.h"
#include "play/gamemode.h"
#include "play/gamesession.h"
#include "play/refereedock.h"
#include "play/seatsdialog.h"
#include "play/victorydock.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"
#include "scene/tablescene.h"
#include "scene/tableview.h"
#include "surface/lengthunit.h"
#include "tableexporter.h"
#include "tools/toolbox.h"
#include "window/autosave.h"
#include "window/language.h"
#include "window/newscenariodialog.h"
#include "window/preferencesdialog.h"
#include "window/printactions.h"
#include "window/problemsdialog.h"
#include "window/screenfit.h"
#include "window/startpage.h"
#include "window/tiledprintactions.h"
#include "window/undoactions.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

// The icons are compiled into this static library, whose resource initialiser the linker
// would otherwise drop; it has to be called outside any namespace.
static void initResources()
{
    Q_INIT_RESOURCE(ambuscade);
}

namespace ambuscade {

namespace {
const char *const kScenarioFilter =
    QT_TRANSLATE_NOOP("ambuscade::MainWindow", "Ambuscade scenarios (*.ambuscade.json *.json)");
// File → Open takes saved games too (openFile tells them apart by their format).
const char *const kOpenFilter =
    QT_TRANSLATE_NOOP("ambuscade::MainWindow", "Ambuscade scenarios and saved games "
                                               "(*.ambuscade.json *.ambuscade-game.json *.json)");

QIcon themedIcon(const char *themeName, const char *resource)
{
    return QIcon::fromTheme(QLatin1String(themeName), QIcon(QLatin1String(resource)));
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new Document(this)),
      m_scene(new TableScene(m_document, this)), m_view(new TableView(this)),
      m_operations(std::make_unique<EditOperations>(m_document)),
      m_toolbox(new Toolbox(m_document, m_scene, m_operations.get(), this)),
      m_autosave(new Autosave(m_document, this))
{
    initResources();
    guardWheelInScrollingForms();
    setWindowIcon(QIcon(QStringLiteral(":/icons/ambuscade.svg")));
    m_view->setScene(m_scene);
    // The table, or the start page a newcomer sees first.
    m_centre = new QStackedWidget(this);
    m_centre->addWidget(m_view);
    m_start = new StartPage(m_centre);
    m_centre->addWidget(m_start);
    setCentralWidget(m_centre);
    keepStartPageRoomOnlyWhenShown();
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    createActions();
    createDocks();
    createGameMenu();
    createStatusBar();
    // The start page stands alone: the editor's and the game's panels and bars wait behind it,
    // and what acts on the table waits with them.
    connect(m_centre, &QStackedWidget::currentChanged, this, [this] {
        const bool table = m_centre->currentWidget() != m_start;
        keepStartPageRoomOnlyWhenShown();
        showWindowChrome(table);
        m_tableActions->setEnabled(table);
        m_toolbox->setToolsEnabled(table);
        if (!table)
            statusBar()->clearMessage(); // the tools' hints are about a table not in sight
    });
    connect(m_document, &Document::scenarioReset, this, &MainWindow::onScenarioReset);
    connect(m_document, &Document::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::restructured, this, [this] {
        updateTitle();
        updateHiddenTroops();
    });
    m_scene->setShowHiddenTroops(m_showHidden->isChecked());
    m_printing->setTable([this] { return tableAsShown(); },
                         [this]() -> const Ruleset & { return rulesAsShown(); });
    connectStartPage();
    onScenarioReset();
    resize(1280, 820);
    m_defaultState = saveState();
}

void MainWindow::connectStartPage()
{
    connect(m_start, &StartPage::playRequested, this, [this](const QString &path) {
        // Set after startGame, which forgets where any earlier game was begun.
        if (openFile(path) && startGame())
            m_backToStartPage = true;
    });
    connect(m_start, &StartPage::openRequested, this, &MainWindow::openFile);
    connect(m_start, &StartPage::chooseFileRequested, this, &MainWindow::chooseFileToOpen);
    connect(m_start, &StartPage::newRequested, this, &MainWindow::startNew);
}

void MainWindow::showStartPage()
{
    // From a game, the game is left first (its unsaved moves asked about).
    if (m_game->session()->isActive() && !m_game->leave())
        return;
    m_start->refresh();
    m_centre->setCurrentWidget(m_start);
}

void MainWindow::keepStartPageRoomOnlyWhenShown()
{
    // A stack is as tall as its tallest page, shown or not: hidden behind the table, the start
    // page held the table to its own least height (450 px), and a laptop's log under it short.
    const auto room =
        m_centre->currentWidget() == m_start ? QSizePolicy::Preferred : QSizePolicy::Ignored;
    m_start->setSizePolicy(room, room);
}

void MainWindow::showWindowChrome(bool shown)
{
    if (!shown) {
        // Not hidden, rather than visible: before the window is first shown nothing is.
        for (QWidget *w : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
            if (!w->isHidden())
                m_hiddenBehindStart << w;
        for (QWidget *w : findChildren<QToolBar *>(QString(), Qt::FindDirectChildrenOnly))
            if (!w->isHidden())
                m_hiddenBehindStart << w;
        for (QWidget *w : std::as_const(m_hiddenBehindStart))
            w->hide();
        return;
    }
    for (QWidget *w : std::as_const(m_hiddenBehindStart))
        if (w)
            w->show();
    m_hiddenBehindStart.clear();
}

QSize MainWindow::defaultSize() const
{
    // Most of the screen, leaving room for the desktop's own bars.
    const QScreen *shown = screen() ? screen() : QGuiApplication::primaryScreen();
    const QSize available = shown ? shown->availableGeometry().size() : QSize(1280, 820);
    return available.boundedTo(QSize(3840, 2160)) * 0.92;
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // Saved larger than this screen, or by an older build: kept on it now, and again with
        // its frame once shown.
        keepWindowOnScreen(this);
        m_keepOnScreenWhenShown = !isVisible();
    } else {
        resize(defaultSize());
    }
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultState);
    showNormal();
    resize(defaultSize());
    showPlaying(m_game->session()->isActive()); // each panel where the editor or game wants it
}

void MainWindow::keepTableRoomy()
{
    // The panels beside the table share two fifths of the window's width: the left ones (a
    // rule set's orders, the legend) a narrow column, the right ones (tabbed with the
    // briefing) what the left leave of it; those under the table (the log) roomUnderTable.
    // The table keeps three fifths of the width on a laptop's screen.
    const auto visibleIn = [this](Qt::DockWidgetArea area) -> QDockWidget * {
        for (QDockWidget *dock : findChildren<QDockWidget *>())
            if (dock->isVisible() && !dock->isFloating() && dockWidgetArea(dock) == area)
                return dock;
        return nullptr;
    };
    QDockWidget *left = visibleIn(Qt::LeftDockWidgetArea);
    if (left)
        resizeDocks({left}, {width() * 15 / 100}, Qt::Horizontal);
    // A right panel that needs more to show whole (its minimumSizeHint, open under a tab
    // too) gets it, up to a third of the window.
    QList<QDockWidget *> right;
    int needed = 0;
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        if (dock->toggleViewAction()->isChecked() && !dock->isFloating() &&
            dockWidgetArea(dock) == Qt::RightDockWidgetArea) {
            right << dock;
            needed = std::max(needed, dock->minimumSizeHint().width());
        }
    if (!right.isEmpty()) {
        const int leftWidth = left ? left->width() : 0; // at least its panel's minimum
        const int separators = 2 * style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent);
        const int share = width() * 40 / 100 - leftWidth - separators;
        const int room = std::clamp(std::max(share, needed), width() / 8, width() / 3);
        resizeDocks(right, QList<int>(right.size(), room), Qt::Horizontal);
    }
    if (QDockWidget *bottom = visibleIn(Qt::BottomDockWidgetArea))
        resizeDocks({bottom}, {roomUnderTable()}, Qt::Vertical);
}

int MainWindow::roomUnderTable() const
{
    // A fifth of the window's height showed a laptop's log four lines, too few to follow a
    // turn by: it is given room for eight, up to three tenths of the height.
    constexpr int kLogLines = 8;
    return std::clamp(m_game->logDock()->heightShowing(kLogLines), height() / 5, height() * 3 / 10);
}

namespace {
QSet<QString> groupsUnseen(const Scenario &view)
{
    QSet<QString> unseen;
    for (const Group &g : view.groups)
        unseen.insert(g.id);
    for (const Figure &f : view.figures)
        unseen.remove(f.group);
    return unseen;
}
} // namespace

const Ruleset &MainWindow::rulesAsShown() const
{
    return m_game->session()->isActive() ? m_game->session()->rules() : m_document->rules();
}

Scenario MainWindow::tableAsShown() const
{
    if (m_game->session()->isActive())
        return m_game->playersView();
    return m_scene->showHiddenTroops() ? m_document->scenario()
                                       : withoutHiddenTroops(m_document->scenario());
}

void MainWindow::updateRosterHiddenGroups()
{
    // In a game, the groups of which the player's side sees nobody (still under their
    // markers): not even their names are offered.
    m_roster->setHiddenGroups(m_game->session()->isActive() ? groupsUnseen(m_game->playersView())
                                                            : m_scene->groupsUnderMarkers());
}

void MainWindow::updateHiddenTroops()
{
    const bool playing = m_game->session()->isActive();
    updateRosterHiddenGroups();
    // The briefing counts the forces the people at the table may know of; in a game, of the
    // game's scenario (a saved game opened may be of another than the one being edited).
    const Scenario &s = playing ? m_game->session()->scenario() : m_document->scenario();
    const Ruleset &rules = playing ? m_game->session()->rules() : m_document->rules();
    if (!playing && m_document->filePath().isEmpty() && s.title.isEmpty()) {
        m_briefing->setHtml(tr("<p>Open a scenario with <b>File → Open</b>, or drop a "
                               "<tt>.ambuscade.json</tt> file on the window.</p>"));
        return;
    }
    QString html =
        briefingHtml(m_scene->showHiddenTroops() && !playing ? s : withoutHiddenTroops(s), rules);
    // A scenario opened from the command line or File → Open comes up in the editor: how to
    // play it is said where a newcomer reads first (one looked for it in vain).
    if (!playing)
        html.prepend(tr("<p><i>To play this scenario: <b>Game → Start Game</b> (Ctrl+G).</i></p>"));
    m_briefing->setHtml(html);
}

MainWindow::~MainWindow() = default;

void MainWindow::gateOnTheTable(QMenu *menu, const QList<QAction *> &always)
{
    // The menu's actions as they stand: one added to it later is not gated.
    for (QAction *a : menu->actions())
        if (!a->isSeparator() && !always.contains(a))
            m_tableActions->addAction(a);
}

void MainWindow::createActions()
{
    // What acts on the table shown (save it, print it, edit it, test its balance) waits while
    // the start page stands in its place: it would act on a scenario nobody sees. A group, not
    // each action's own enabled state, so that the actions' owners (the undo stack, a rule set
    // without paper) keep judging theirs, and the start page's gate is lifted on top.
    m_tableActions = new QActionGroup(this);
    m_tableActions->setExclusionPolicy(QActionGroup::ExclusionPolicy::None);
    const FileActions file = createFileMenu();
    createEditMenu();
    m_balance = new BalanceActions(m_document, m_scene, this);
    connect(m_balance, &BalanceActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    const QList<QAction *> view = createViewMenu();
    QMenu *scenario = menuBar()->addMenu(tr("&Scenario"));
    scenario->addAction(m_balance->testAction());
    gateOnTheTable(m_editMenu);
    gateOnTheTable(scenario);
    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addActions(m_toolbox->toolActions());
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    m_help =
        new HelpActions({[this] { return m_printing->quickReference(); },
                         [this](const print::Sheet &sheet) { return m_printing->preview(sheet); }},
                        this);
    m_help->fillMenu(help);
    help->addAction(tr("&About Ambuscade"), this, &MainWindow::showAbout);

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addActions({file.newScenario, file.open, file.save});
    bar->addSeparator();
    bar->addActions({m_undoAction, m_redoAction});
    bar->addSeparator();
    bar->addActions(view);

    QToolBar *toolBar = addToolBar(tr("Tools"));
    toolBar->setObjectName(QStringLiteral("toolsToolBar"));
    toolBar->addActions(m_toolbox->toolActions());
    addToolBarBreak();
    addToolBar(m_toolbox->optionsBar());
    m_editorOnly << m_toolbox->optionsBar();
    connect(m_toolbox, &Toolbox::message, this,
            [this](const QString &text) { statusBar()->showMessage(text); });
}

MainWindow::FileActions MainWindow::createFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    FileActions actions;
    actions.newScenario = file->addAction(themedIcon("document-new", ":/icons/new.svg"), tr("&New"),
                                          this, &MainWindow::startNew);
    actions.newScenario->setObjectName(QStringLiteral("newAction"));
    actions.newScenario->setShortcut(QKeySequence::New);
    actions.open = file->addAction(themedIcon("document-open", ":/icons/open.svg"), tr("&Open…"),
                                   this, &MainWindow::chooseFileToOpen);
    actions.open->setObjectName(QStringLiteral("openAction"));
    actions.open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    // Back to the start page from anywhere, a game left first.
    QAction *start = file->addAction(tr("Start &Page"), this, &MainWindow::showStartPage);
    start->setObjectName(QStringLiteral("startPageAction"));
    // During a game, Save and Save As keep the game: the scenario cannot change while it runs.
    actions.save =
        file->addAction(themedIcon("document-save", ":/icons/save.svg"), tr("&Save"), this, [this] {
            if (m_game->session()->isActive())
                m_game->saveGame(false);
            else
                save();
        });
    actions.save->setObjectName(QStringLiteral("saveAction"));
    actions.save->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, [this] {
        if (m_game->session()->isActive())
            m_game->saveGame(true);
        else
            saveAs();
    });
    saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *exportAction = file->addAction(themedIcon("document-export", ":/icons/export.svg"),
                                            tr("&Export Map…"), this, &MainWindow::exportMap);
    exportAction->setShortcut(tr("Ctrl+E"));
    // Hidden troops stay hidden on paper, as in the exported map.
    auto *tiled = new TiledPrintActions(m_document, this, [this] { return tableAsShown(); });
    tiled->fillMenu(file);
    connect(tiled, &TiledPrintActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 5000); });
    file->addSeparator();
    m_printing = new PrintActions(m_document, this);
    m_printing->fillMenu(file);
    connect(m_printing, &PrintActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 5000); });
    connect(m_document, &Document::refused, this,
            [this](const QString &why) { statusBar()->showMessage(why, 8000); });
    file->addSeparator();
    QAction *preferences = file->addAction(tr("Pr&eferences…"), this, &MainWindow::editPreferences);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    gateOnTheTable(file, {actions.newScenario, actions.open, m_recentMenu->menuAction(), start,
                          preferences, quit});
    return actions;
}

QList<QAction *> MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = view->addAction(themedIcon("zoom-in", ":/icons/zoom-in.svg"), tr("Zoom &In"),
                                      m_view, &TableView::zoomIn);
    zoomIn->setShortcuts(QKeySequence::ZoomIn);
    QAction *zoomOut = view->addAction(themedIcon("zoom-out", ":/icons/zoom-out.svg"),
                                       tr("Zoom &Out"), m_view, &TableView::zoomOut);
    zoomOut->setShortcuts(QKeySequence::ZoomOut);
    QAction *fit = view->addAction(themedIcon("zoom-fit-best", ":/icons/zoom-fit.svg"),
                                   tr("&Fit Table"), m_view, &TableView::fitTable);
    fit->setShortcut(tr("Ctrl+0"));
    view->addSeparator();
    QAction *grid = view->addAction(QIcon(QStringLiteral(":/icons/grid.svg")), tr("&Grid"));
    grid->setObjectName(QStringLiteral("gridAction"));
    grid->setCheckable(true);
    grid->setChecked(m_view->gridVisible());
    grid->setShortcut(tr("Ctrl+'"));
    connect(grid, &QAction::toggled, m_view, &TableView::setGridVisible);
    QAction *rulers = view->addAction(tr("&Rulers"));
    rulers->setCheckable(true);
    rulers->setChecked(m_view->rulersVisible());
    connect(rulers, &QAction::toggled, m_view, &TableView::setRulersVisible);
    QAction *snap = view->addAction(QIcon(QStringLiteral(":/icons/snap.svg")), tr("&Snap to Grid"));
    snap->setObjectName(QStringLiteral("snapAction"));
    snap->setCheckable(true);
    snap->setShortcut(tr("Ctrl+Shift+'"));
    snap->setToolTip(tr("Points placed and moved land on whole centimetres; figures turn in "
                        "steps of 15°"));
    connect(snap, &QAction::toggled, m_scene, &TableScene::setSnapToGrid);
    m_showHidden = view->addAction(tr("Show &Hidden Troops"));
    m_showHidden->setObjectName(QStringLiteral("showHiddenTroopsAction"));
    m_showHidden->setCheckable(true);
    m_showHidden->setShortcut(tr("Ctrl+Shift+H"));
    m_showHidden->setToolTip(tr("Draw the troops that hidden markers stand for. Off for a "
                                "scenario opened to play: they are a surprise."));
    connect(m_showHidden, &QAction::toggled, this, [this](bool show) {
        m_scene->setShowHiddenTroops(show);
        updateHiddenTroops();
    });
    view->addAction(m_balance->overlayAction());
    view->addSeparator();
    m_panelsMenu = view->addMenu(tr("&Panels"));
    QAction *reset = view->addAction(tr("Reset &Layout"), this, &MainWindow::resetLayout);
    reset->setObjectName(QStringLiteral("resetLayoutAction"));
    reset->setToolTip(tr("Put the window and its panels back as they first were"));
    // The panels too: shown over the start page, the roster would edit the hidden scenario.
    gateOnTheTable(view);
    return {zoomIn, zoomOut, fit, grid, snap};
}

void MainWindow::createEditMenu()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_editMenu = edit;
    m_undoActions = new UndoActions(m_document->undoStack(), this);
    m_undoAction = m_undoActions->undo();
    m_undoAction->setIcon(themedIcon("edit-undo", ":/icons/undo.svg"));
    m_redoAction = m_undoActions->redo();
    m_redoAction->setIcon(themedIcon("edit-redo", ":/icons/redo.svg"));
    edit->addActions({m_undoAction, m_redoAction});
    edit->addSeparator();
    EditOperations *ops = m_operations.get();
    auto add = [this, edit](const QString &name, const QString &text, const QKeySequence &keys,
                            std::function<void()> run) {
        QAction *a = edit->addAction(text, this, std::move(run));
        a->setObjectName(name);
        a->setShortcut(keys);
        // Shortcuts work wherever the table has the focus, not only through the menu.
        a->setShortcutContext(Qt::WindowShortcut);
        return a;
    };
    add(QStringLiteral("cutAction"), tr("Cu&t"), QKeySequence::Cut, [ops] {
        ops->copySelection();
        ops->deleteSelection();
    });
    add(QStringLiteral("copyAction"), tr("&Copy"), QKeySequence::Copy,
        [ops] { ops->copySelection(); });
    // What a paste leaves out is said in the status bar.
    const auto say = [this](const QString &note) {
        if (!note.isEmpty())
            statusBar()->showMessage(note, 8000);
    };
    add(QStringLiteral("pasteAction"), tr("&Paste"), QKeySequence::Paste,
        [ops, say] { say(ops->paste()); });
    add(QStringLiteral("duplicateAction"), tr("D&uplicate"), QKeySequence(tr("Ctrl+D")),
        [ops, say] { say(ops->duplicateSelection()); });
    add(QStringLiteral("deleteAction"), tr("&Delete"), QKeySequence::Delete,
        [ops] { ops->deleteSelection(); });
    add(QStringLiteral("selectAllAction"), tr("Select &All"), QKeySequence::SelectAll, [this] {
        const Scenario &s = m_document->scenario();
        Selection all;
        for (const Figure &f : s.figures)
            if (!f.killed)
                all.figures << f.id;
        for (const TerrainFeature &t : s.terrain)
            all.terrain << t.id;
        for (const Marker &m : s.markers)
            all.markers << m.id;
        for (const BoardSpace &b : s.board.spaces)
            all.spaces << b.id;
        for (const BoardGrid &g : s.board.grids)
            all.grids << g.id;
        m_document->setSelection(all);
    });
    edit->addSeparator();
    add(QStringLiteral("frontAction"), tr("Bring to &Front"), QKeySequence(tr("Ctrl+]")),
        [ops] { ops->bringToFront(); });
    add(QStringLiteral("backAction"), tr("Send to &Back"), QKeySequence(tr("Ctrl+[")),
        [ops] { ops->sendToBack(); });
    add(QStringLiteral("turnLeftAction"), tr("Turn &Left 15°"), QKeySequence(tr("[")),
        [ops] { ops->turnSelection(-15); });
    add(QStringLiteral("turnRightAction"), tr("Turn R&ight 15°"), QKeySequence(tr("]")),
        [ops] { ops->turnSelection(15); });
    edit->addSeparator();
    add(QStringLiteral("settingsAction"), tr("Scenario &Settings…"), QKeySequence(tr("Ctrl+,")),
        [this] { editScenarioSettings(); });
    add(QStringLiteral("backdropAction"), tr("Backdrop &Picture…"), {},
        [this] { chooseBackdrop(); });
    add(QStringLiteral("removeBackdropAction"), tr("Remove Backdrop Picture"), {},
        [this] { m_operations->setBackdrop({}); });
}

void MainWindow::chooseBackdrop()
{
    const QString path = FileDialogs::openFileName(this, tr("Backdrop Picture"),
                                                   tr("Pictures (*.png *.jpg *.jpeg *.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    const std::optional<QByteArray> bytes = readBoundedFile(path, kMaxBackdropBytes, &error);
    const QString refused = bytes ? m_operations->setBackdrop(*bytes) : error;
    if (!refused.isEmpty())
        QMessageBox::warning(this, tr("Backdrop Picture"), refused);
}

void MainWindow::editPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_autosave->setInterval(Autosave::intervalMinutes() * 60'000);
    // Lengths show in the new unit at once: the rulers and the views repaint.
    for (QWidget *w : m_view->findChildren<QWidget *>())
        w->update();
    m_toolbox->showLengthsInUnitShown();
    m_scene->refreshOverlay();
    if (dialog.languageChanged()) {
        applyLanguage(languageSetting());
        QMessageBox::information(this, tr("Preferences"),
                                 tr("Windows opened from now on speak the new language. Start "
                                    "Ambuscade again to see every menu in it."));
    }
}

void MainWindow::editScenarioSettings()
{
    ScenarioSettingsDialog dialog(m_document->scenario(), m_document->rules(), this);
    if (dialog.exec() == QDialog::Accepted)
        m_document->restructure(dialog.result(), tr("Change scenario settings"));
}

void MainWindow::createDocks()
{
    auto *dock = new QDockWidget(tr("Briefing"), this);
    dock->setObjectName(QStringLiteral("briefingDock"));
    m_briefing = new QTextBrowser(dock);
    m_briefing->setOpenLinks(false);
    // A word wider than a narrow panel (a long title word) goes whole, not cut in two.
    m_briefing->setWordWrapMode(QTextOption::WordWrap);
    dock->setWidget(m_briefing);
    auto *palette = new PaletteDock(m_document, m_toolbox, this);
    auto *properties = new PropertiesDock(m_document, m_scene, m_toolbox, this);
    auto *legend = new LegendDock(m_document, this);
    m_roster = new RosterDock(m_document, m_scene, this);
    auto *history = new QDockWidget(tr("History"), this);
    history->setObjectName(QStringLiteral("historyDock"));
    auto *undoView = new QUndoView(m_document->undoStack(), history);
    undoView->setEmptyLabel(tr("<as opened>"));
    history->setWidget(undoView);
    addDockWidget(Qt::LeftDockWidgetArea, palette);
    addDockWidget(Qt::LeftDockWidgetArea, legend);
    addDockWidget(Qt::RightDockWidgetArea, properties);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    addDockWidget(Qt::RightDockWidgetArea, history);
    // The roster is wide: it shares the bottom with the game's log, and starts closed.
    addDockWidget(Qt::BottomDockWidgetArea, m_roster);
    m_roster->hide();
    m_roster->toggleViewAction()->setShortcut(tr("Ctrl+Shift+R"));
    m_tableActions->addAction(m_roster->toggleViewAction()); // its key works outside the menu
    tabifyDockWidget(palette, legend);
    tabifyDockWidget(dock, history);
    palette->raise();
    dock->raise();
    resizeDocks({palette, properties}, {280, 300}, Qt::Horizontal);
    resizeDocks({properties, dock}, {440, 300}, Qt::Vertical);
    for (QDockWidget *d :
         std::initializer_list<QDockWidget *>{palette, legend, properties, dock, history, m_roster})
        m_panelsMenu->addAction(d->toggleViewAction());
    m_editorOnly << palette << properties << history;
}

void MainWindow::createGameMenu()
{
    m_game = new GameMode(this);
    m_autosave->setGameSession(m_game->session());
    QMenu *menu = new QMenu(tr("&Game"), this);
    menuBar()->insertMenu(menuBar()->actions().at(4), menu); // after Scenario, before Tools
    // On the start page it plays what the page has chosen, not the scenario last open behind
    // it (a newcomer's Start Game played a file he had left for another).
    QAction *start = menu->addAction(tr("&Start Game"), this, [this] {
        if (m_centre->currentWidget() == m_start)
            m_start->playChosen();
        else
            startGame();
    });
    start->setObjectName(QStringLiteral("startGameAction"));
    start->setShortcut(QKeySequence(tr("Ctrl+G")));
    m_game->fillMenu(menu);
    connect(m_game, &GameMode::activeChanged, this, &MainWindow::showPlaying);
    // A marker lifted in the game lets its group's name into the roster's choices (the
    // briefing is the scenario's, which a game does not change).
    connect(m_game->session(), &GameSession::changed, this, [this] {
        if (m_game->session()->isActive())
            updateRosterHiddenGroups();
    });
    connect(m_game->session(), &GameSession::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_game, &GameMode::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    // What the game says of itself shares the briefing's place: a player reads one or the
    // other. The rule set's panels find their places themselves (GamePanel::Place).
    if (auto *briefing = findChild<QDockWidget *>(QStringLiteral("briefingDock")))
        for (QDockWidget *d :
             std::initializer_list<QDockWidget *>{m_game->victoryDock(), m_game->refereeDock()})
            tabifyDockWidget(briefing, d);
    m_panelsMenu->addAction(m_game->logDock()->toggleViewAction());
    m_panelsMenu->addAction(m_game->victoryDock()->toggleViewAction());
    m_game->setPanelsMenu(m_panelsMenu);
    // In a game the table's Select tool moves figures and Measure measures it.
    connect(m_toolbox->action(QStringLiteral("selectTool")), &QAction::triggered, m_game, [this] {
        if (m_game->session()->isActive())
            m_game->useMoveTool();
    });
    connect(m_toolbox->action(QStringLiteral("measureTool")), &QAction::triggered, m_game, [this] {
        if (m_game->session()->isActive())
            m_game->useMeasureTool();
    });
}

bool MainWindow::startGame()
{
    m_backToStartPage = false;
    const Scenario &s = m_document->scenario();
    const Ruleset &rules = m_document->rules();
    const QString whyNot = whyNotPlayable(rules, s);
    // Too many raiders or couriers are for the seats to settle; anything else is refused here.
    const PlayRules *play = rules.play();
    const bool seatsMaySettle =
        play && std::any_of(s.sides.begin(), s.sides.end(),
                            [&](const Side &side) { return play->sideMayStayOut(s, side.id); });
    if (!whyNot.isEmpty() && !seatsMaySettle) {
        statusBar()->showMessage(whyNot, 8000);
        return false;
    }
    if (m_game->session()->isActive() && !m_game->leave())
        return false;
    // Who plays each side first, then the rule set's own set-up (a courier's ability).
    const RulesetUi *ui = findRulesetUi(s.ruleset);
    // Seats cancelled after Play on the start page: back to the page, not to an editor the
    // person never asked for (a newcomer's walk).
    const auto cancelled = [this] {
        if (std::exchange(m_backToStartPage, false))
            showStartPage();
    };
    chooseSeats(
        s, rules, this,
        [this, ui](const Scenario &seatedScenario) {
            const auto begin = [this](const Scenario &ready) { m_game->start(ready); };
            if (ui)
                ui->prepareGame(seatedScenario, this, begin);
            else
                begin(seatedScenario);
        },
        cancelled);
    return true;
}

void MainWindow::showPlaying(bool playing)
{
    // The table first: leaving the start page brings back the panels and bars it hid, the
    // editor's among them, and what follows then hides those this mode does not use.
    m_centre->setCurrentWidget(m_view);
    m_view->setScene(playing ? m_game->scene() : m_scene);
    followRulesetUnit(playing ? m_game->session()->rules() : m_document->rules());
    updateTitle();
    // Editing and playing are apart: the scenario cannot be changed while a game of it runs.
    m_editMenu->setEnabled(!playing);
    m_undoActions->setPlaying(playing);
    m_roster->setEditable(!playing);
    // The roster lists the game's table as the players know it.
    m_roster->follow(playing ? m_game->scene()->document() : m_document,
                     playing ? m_game->scene() : m_scene);
    updateHiddenTroops();
    for (QWidget *w : std::as_const(m_editorOnly))
        w->setVisible(!playing);
    // The tools that draw or change the scenario are the editor's; a game keeps moving
    // figures and measuring the table.
    for (QAction *tool : m_toolbox->toolActions()) {
        const QString name = tool->objectName();
        tool->setEnabled(!playing || name == QLatin1String("selectTool") ||
                         name == QLatin1String("measureTool"));
    }
    m_toolbox->useSelectTool();
    if (playing)
        m_game->useMoveTool();
    // In a game the orders beside the table keep the window's whole height, the log going
    // under the table and the panels on the right; the editor's roster spans the window.
    setCorner(Qt::BottomLeftCorner, playing ? Qt::LeftDockWidgetArea : Qt::BottomDockWidgetArea);
    m_game->setPanelsVisible(playing);
    if (playing)
        keepTableRoomy();
    m_view->fitTable();
    // A game begun from the start page, left, goes back there.
    if (!playing && std::exchange(m_backToStartPage, false))
        showStartPage();
}

void MainWindow::offerRecovery()
{
    const QList<Recovery> found = Autosave::orphans();
    if (found.isEmpty())
        return;
    const Recovery &newest = found.first();
    const QString when = QLocale().toString(newest.savedAt.toLocalTime(), QLocale::ShortFormat);
    QString question;
    if (newest.gamePath.isEmpty()) {
        const QString name = !newest.title.isEmpty() ? newest.title
                             : newest.originalPath.isEmpty()
                                 ? tr("an unsaved scenario")
                                 : QFileInfo(newest.originalPath).fileName();
        question = tr("Ambuscade did not close properly. Changes to %1, autosaved at %2, were "
                      "not saved. Recover them?")
                       .arg(name, when);
    } else {
        question = tr("Ambuscade did not close properly. A game of %1 in progress, autosaved at "
                      "%2, was not saved. Resume it?")
                       .arg(newest.gameTitle, when);
        if (!newest.scenarioPath.isEmpty())
            question += QLatin1Char(' ') +
                        tr("Unsaved changes to the scenario %1 come back too.").arg(newest.title);
    }
    // The titles come from the recovered files: shown as written.
    const auto answer = askPlain(this, QMessageBox::Question, tr("Recover work"), question,
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        recover(newest);
    // Older autosaves are superseded by the newest; declined work is let go.
    for (const Recovery &r : found)
        if (answer == QMessageBox::No || &r != &newest)
            Autosave::remove(r);
}

bool MainWindow::recover(const Recovery &recovery)
{
    if (!recovery.scenarioPath.isEmpty()) {
        const Problems problems = m_document->recover(recovery.scenarioPath, recovery.originalPath);
        if (!problems.isEmpty()) {
            auto *dialog = new ProblemsDialog(recovery.scenarioPath, problems, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
            return false;
        }
    }
    if (!recovery.gamePath.isEmpty()) {
        QString error;
        if (!m_game->recover(recovery.gamePath, recovery.gameOriginalPath, &error)) {
            showPlainWarning(this, tr("Recover work"), error);
            return false;
        }
    }
    // The work now lives in this run's autosave.
    m_autosave->saveNow();
    Autosave::remove(recovery);
    statusBar()->showMessage(tr("Recovered unsaved work; save it to keep it."), 8000);
    return true;
}

void MainWindow::createStatusBar()
{
    m_hoverLabel = plainLabel(this); // names from the file
    m_hoverLabel->setObjectName(QStringLiteral("hoverDescription"));
    m_positionLabel = plainLabel(this);
    m_positionLabel->setObjectName(QStringLiteral("cursorPosition"));
    // Its reading changes on every move of the mouse: at a fixed size it asks the status bar
    // for no new layout each time. Wide enough for either unit's longest reading.
    int widest = 0;
    for (const LengthUnit unit : {LengthUnit::Centimetres, LengthUnit::Inches}) {
        for (const QString &far : {lengthText(-1000.05, unit), lengthLabel(-1000.05, unit)})
            widest = std::max(widest, m_positionLabel->fontMetrics().horizontalAdvance(
                                          tr("x %1, y %2").arg(far, far)));
    }
    m_positionLabel->setFixedSize(widest, m_positionLabel->sizeHint().height());
    statusBar()->addWidget(m_hoverLabel, 1);
    statusBar()->addPermanentWidget(m_positionLabel);
    connect(m_view, &TableView::cursorMoved, this, &MainWindow::showCursorPosition);
    connect(m_view, &TableView::cursorLeft, this, [this] {
        m_positionLabel->clear();
        m_hoverLabel->clear();
    });
}

void MainWindow::showCursorPosition(const QPointF &cm, bool dragging)
{
    m_positionLabel->setText(tr("x %1, y %2").arg(formatLength(cm.x()), formatLength(cm.y())));
    // A drag carries what was pressed under the mouse: the name shown at the press still
    // holds, and looking through the items under the mouse on every move of a drag is dear.
    // The scene shown: in a game, the game's table, not the scenario open in the editor.
    if (auto *shown = qobject_cast<TableScene *>(m_view->scene()); shown && !dragging)
        m_hoverLabel->setText(shown->describeAt(cm));
}

bool MainWindow::openFile(const QString &path)
{
    // Not only File → Open's dialog: a file opened from Open Recent, the start page, a drop
    // or the command line says as much of where the user's files are.
    const bool opened = openGameOrScenario(path);
    if (opened)
        FileDialogs::rememberFolderOf(path);
    return opened;
}

bool MainWindow::openGameOrScenario(const QString &path)
{
    // A saved game opens as a game, whichever way it came (File → Open, Open Recent, a drop,
    // the start page or the command line): the file's format tells.
    if (opensAsGame(path))
        return m_game->openGameFile(path);
    // During a game the game is left first, as closing the window would (its unsaved moves
    // asked about): the window then shows the new file alone. Cancel keeps both as they were.
    if (!mayLetWorkGo())
        return false;
    const Problems problems = m_document->load(path);
    if (problems.isEmpty()) {
        RecentFiles::add(path);
        // Opened to play: what hides under its markers stays a surprise until asked for.
        m_showHidden->setChecked(false);
        updateHiddenTroops();
        return true;
    }
    auto *dialog = new ProblemsDialog(path, problems, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return false;
}

void MainWindow::chooseFileToOpen()
{
    const QString path = FileDialogs::openFileName(this, tr("Open"), tr(kOpenFilter));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::startNew()
{
    if (!maybeSave())
        return;
    chooseNewScenarioRuleset(m_document->scenario().ruleset, this,
                             [this](const QString &ruleset) { m_document->newScenario(ruleset); });
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!m_document->save(m_document->filePath(), &error)) {
        showPlainWarning(this, tr("Save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_document->filePath()), 5000);
    return true;
}

bool MainWindow::saveAs()
{
    // A scenario never saved is offered a name from its title.
    const QString suggested =
        m_document->filePath().isEmpty()
            ? FileDialogs::nameFromTitle(m_document->scenario().title, tr("scenario"),
                                         QStringLiteral(".ambuscade.json"))
            : m_document->filePath();
    QString path =
        FileDialogs::saveFileName(this, tr("Save Scenario As"), suggested, tr(kScenarioFilter));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".ambuscade.json");
    QString error;
    if (!m_document->save(path, &error)) {
        showPlainWarning(this, tr("Save As"), error);
        return false;
    }
    RecentFiles::add(path);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The scenario has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::mayLetWorkGo()
{
    if (!m_game->hasUnsavedMoves() || !m_document->isModified())
        return (!m_game->session()->isActive() || m_game->leave()) && maybeSave();
    const QString scenario = m_document->filePath().isEmpty()
                                 ? m_document->scenario().title
                                 : QFileInfo(m_document->filePath()).fileName();
    const auto answer = askPlain(
        this, QMessageBox::Warning, tr("Unsaved work"),
        tr("The moves of %1 and the changes to the scenario %2 are not saved. Save both?")
            .arg(m_game->gameName(), scenario),
        QMessageBox::SaveAll | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::SaveAll);
    if (answer == QMessageBox::Cancel ||
        (answer == QMessageBox::SaveAll && !(m_game->saveGame(false) && save())))
        return false;
    m_game->quit();
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (mayLetWorkGo()) {
        m_autosave->discard();  // saved or given up: nothing to recover
        QSettings settings;     // the next start opens as this one closes
        showWindowChrome(true); // its panels as they were behind the start page
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/state"), saveState());
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::list();
    for (const QString &path : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (!QFileInfo::exists(path)) {
                RecentFiles::remove(path);
                statusBar()->showMessage(tr("%1 no longer exists").arg(path), 5000);
                return;
            }
            openFile(path);
        });
        a->setToolTip(plainToolTip(path));
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
}

void MainWindow::exportMap()
{
    const QString base = m_document->filePath().isEmpty()
                             ? tr("table")
                             : QFileInfo(m_document->filePath())
                                   .completeBaseName()
                                   .remove(QStringLiteral(".ambuscade"));
    const QString path = FileDialogs::saveFileName(
        this, tr("Export Map"), base + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    // A PNG is drawn at 10 px/cm, or less on a table too large for that (said so).
    constexpr double kPixelsPerCm = 10;
    const Scenario s = tableAsShown(); // hidden troops stay hidden in the picture
    const double scale =
        QFileInfo(path).suffix().toLower() == QLatin1String("png")
            ? render::pngPixelsPerCm(s, kPixelsPerCm, render::kDefaultMaxImagePixels)
            : kPixelsPerCm;
    QString error;
    if (!render::exportTable(s, path, &error, scale))
        showPlainWarning(this, tr("Export Map"), error);
    else if (scale < kPixelsPerCm)
        statusBar()->showMessage(
            tr("Map exported to %1 at %2 pixels per cm, to keep the image within %3 megapixels")
                .arg(path, decimalText(scale, 1),
                     QString::number(render::kDefaultMaxImagePixels / 1'000'000)),
            8000);
    else
        statusBar()->showMessage(tr("Map exported to %1").arg(path), 5000);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Ambuscade"),
                       tr("<h3>Ambuscade %1</h3><p>A tabletop companion for horse-and-musket "
                          "skirmish games: plan scenarios, play solo against the computer, print "
                          "rosters.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::updateTitle()
{
    // In a game, the game's file and scenario: a saved game opened may be of another.
    const GameSession *game = m_game ? m_game->session() : nullptr;
    const bool playing = game && game->isActive();
    const Scenario &s = playing ? game->scenario() : m_document->scenario();
    const QString path = playing ? game->filePath() : m_document->filePath();
    setWindowFilePath(path);
    const QString title = s.title.isEmpty() ? QFileInfo(path).fileName() : s.title;
    // [*] is where Qt shows the mark of unsaved changes.
    setWindowTitle(title.isEmpty() ? tr("Ambuscade[*]") : tr("%1[*] — Ambuscade").arg(title));
    setWindowModified(playing ? game->isModified() : m_document->isModified());
}

void MainWindow::followRulesetUnit(const Ruleset &rules)
{
    setRulesetUnit(rules.unit());
    m_toolbox->showLengthsInUnitShown();
}

void MainWindow::onScenarioReset()
{
    m_centre->setCurrentWidget(m_view);
    followRulesetUnit(m_document->rules());
    updateTitle();
    updateHiddenTroops();
    if (isVisible())
        m_view->fitTable();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (std::exchange(m_keepOnScreenWhenShown, false))
        keepWindowOnScreen(this); // its frame known now
    if (!m_fittedOnce) {
        m_fittedOnce = true;
        // Fit once the window has its real size, after the layout settles.
        QTimer::singleShot(0, m_view, &TableView::fitTable);
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()) {
        event->acceptProposedAction();
        openFile(urls.first().toLocalFile());
    }
}

} // namespace ambuscade
