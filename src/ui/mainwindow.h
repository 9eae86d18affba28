// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>
#include <memory>

class QLabel;
class QMenu;
class QTextBrowser;

namespace ambuscade {

class Document;
class MoveTool;
class TableScene;
class TableView;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    TableScene *scene() const { return m_scene; }
    TableView *view() const { return m_view; }

    // Opens a scenario. A broken file gets a dialog listing its problems (shown without
    // blocking) and the open document stays as it was. Returns whether it opened.
    bool openFile(const QString &path);
    // Saves to the document's file, or asks for one. Returns whether it was saved.
    bool save();
    bool saveAs();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void createStatusBar();
    void fillRecentMenu();
    void chooseFileToOpen();
    void startNew();
    // Unsaved changes: offers to save them. False when the user would rather keep them open.
    bool maybeSave();
    void exportMap();
    void showAbout();
    void onScenarioReset();
    void updateTitle();
    void showCursorPosition(const QPointF &cm);

    Document *m_document;
    TableScene *m_scene;
    TableView *m_view;
    std::unique_ptr<MoveTool> m_moveTool;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QTextBrowser *m_briefing = nullptr;
    QLabel *m_positionLabel = nullptr;
    QLabel *m_hoverLabel = nullptr;
    bool m_fittedOnce = false;
};

} // namespace ambuscade
