// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;
class QTextBrowser;

namespace ambuscade {

class Autosave;
class BalanceActions;
class Document;
class Ruleset;
class EditOperations;
class GameMode;
class HelpActions;
class PrintActions;
class RosterDock;
class StartPage;
class TableScene;
class TableView;
class Toolbox;
class UndoActions;
struct Recovery;
struct Scenario;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    TableScene *scene() const { return m_scene; }
    TableView *view() const { return m_view; }
    Toolbox *toolbox() const { return m_toolbox; }
    EditOperations *operations() const { return m_operations.get(); }
    Autosave *autosave() const { return m_autosave; }
    GameMode *gameMode() const { return m_game; }
    PrintActions *printing() const { return m_printing; }
    BalanceActions *balance() const { return m_balance; }
    HelpActions *help() const { return m_help; }
    RosterDock *roster() const { return m_roster; }
    // Starts a game of the scenario being edited (once its rule set's questions are answered,
    // RulesetUi::prepareGame); false with a message when it cannot be played (no troops on
    // two sides).
    bool startGame();

    // Opens a scenario, or a saved game or turn (as a game). A broken file gets a dialog
    // listing its problems (shown without blocking) and the open document stays as it was.
    // Returns whether it opened; opened, its folder is where File → Open starts next. Every
    // way of opening a file comes here: File → Open, Open Recent, a drop on the window, the
    // start page and the command line.
    bool openFile(const QString &path);
    // Saves to the document's file, or asks for one. Returns whether it was saved.
    bool save();
    bool saveAs();
    // Asks whether to take up work a crashed run left behind (newest first).
    void offerRecovery();
    // Opens recovered work as an unsaved document belonging to its original file.
    bool recover(const Recovery &recovery);
    // Opens the scenario settings dialog; its result is one undo step.
    void editScenarioSettings();
    // Lays a picture file under the table or board (Edit → Backdrop Picture…).
    void chooseBackdrop();
    void editPreferences();
    // The start page, for a newcomer who gave no file: the tutorial, the bundled scenarios,
    // open, new and recent files. Any scenario opened, begun or played leaves it.
    void showStartPage();
    StartPage *startPage() const { return m_start; }
    // The window's size and panels as the last run left them (a first run: most of the
    // screen); and back as they first were (View → Reset Layout).
    void restoreLayout();
    void resetLayout();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    // Hides the window's panels and tool bars behind the start page, or shows them again.
    void showWindowChrome(bool shown);
    // The start page asks the window for its room only while it is shown.
    void keepStartPageRoomOnlyWhenShown();
    // The menus and tool bars. File, Edit and View each have their own, and File and View
    // give the tool bar its actions.
    struct FileActions {
        QAction *newScenario = nullptr;
        QAction *open = nullptr;
        QAction *save = nullptr;
    };
    void createActions();
    // Puts a menu's actions, but `always`, among those that wait while the start page shows.
    void gateOnTheTable(QMenu *menu, const QList<QAction *> &always = {});
    FileActions createFileMenu();
    QList<QAction *> createViewMenu();
    void createEditMenu();
    void createGameMenu();
    // Shows the game's table and panels, or the editor's.
    void showPlaying(bool playing);
    void createDocks();
    void createStatusBar();
    void fillRecentMenu();
    void chooseFileToOpen();
    bool openGameOrScenario(const QString &path); // openFile's work, the folder aside
    void startNew();
    // Unsaved changes: offers to save them. False when the user would rather keep them open.
    bool maybeSave();
    // Before the window lets go of what it holds (another scenario opened, the window
    // closed): a game's unsaved moves and the scenario's unsaved changes, asked about once,
    // naming both when both wait. False when the person keeps them.
    bool mayLetWorkGo();
    void exportMap();
    void showAbout();
    void onScenarioReset();
    void updateTitle();
    // Lengths in the unit of the rule set of what is shown (the scenario, or the game's).
    void followRulesetUnit(const Ruleset &rules);
    void showCursorPosition(const QPointF &cm, bool dragging);
    // The table as shown, for paper and pictures: a game as the player's side knows it, or
    // the scenario with its hidden troops only when they are shown.
    Scenario tableAsShown() const;
    // The rule set of the table shown: the game's while one is played, else the document's.
    const Ruleset &rulesAsShown() const;
    void updateHiddenTroops();
    void updateRosterHiddenGroups();
    void connectStartPage();
    QSize defaultSize() const;
    // In a game, the panels leave the table more than half the window each way.
    void keepTableRoomy();
    // The height of the panels under the table in a game: room for the log's lines.
    int roomUnderTable() const;

    Document *m_document;
    TableScene *m_scene;
    TableView *m_view;
    std::unique_ptr<EditOperations> m_operations;
    Toolbox *m_toolbox;
    Autosave *m_autosave;
    GameMode *m_game = nullptr;
    PrintActions *m_printing = nullptr;
    BalanceActions *m_balance = nullptr;
    HelpActions *m_help = nullptr;
    RosterDock *m_roster = nullptr;
    QMenu *m_editMenu = nullptr;
    QActionGroup *m_tableActions = nullptr; // off while the start page is shown
    QList<QWidget *> m_editorOnly;          // toolbars and docks that belong to editing
    // The panels and bars the start page hid, shown again when it gives way.
    QList<QPointer<QWidget>> m_hiddenBehindStart;
    UndoActions *m_undoActions = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_showHidden = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QTextBrowser *m_briefing = nullptr;
    QLabel *m_positionLabel = nullptr;
    QLabel *m_hoverLabel = nullptr;
    bool m_fittedOnce = false;
    // A size restored from the last run, kept on the screen again once shown (restoreLayout).
    bool m_keepOnScreenWhenShown = false;
    bool m_backToStartPage = false; // the game was begun from the start page
    QStackedWidget *m_centre = nullptr;
    StartPage *m_start = nullptr;
    QByteArray m_defaultState; // the panels as they first were
};

} // namespace ambuscade
