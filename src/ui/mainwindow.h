// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QLabel;
class QMenu;
class QTextBrowser;

namespace ambuscade {

class Document;
class TableScene;
class TableView;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    Document *document() const { return m_document; }
    TableScene *scene() const { return m_scene; }
    TableView *view() const { return m_view; }

    // Opens a scenario. A broken file gets a dialog listing its problems (shown without
    // blocking) and the open document stays as it was. Returns whether it opened.
    bool openFile(const QString &path);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createActions();
    void createDocks();
    void createStatusBar();
    void fillRecentMenu();
    void chooseFileToOpen();
    void exportMap();
    void showAbout();
    void onScenarioReset();
    void showCursorPosition(const QPointF &cm);

    Document *m_document;
    TableScene *m_scene;
    TableView *m_view;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QTextBrowser *m_briefing = nullptr;
    QLabel *m_positionLabel = nullptr;
    QLabel *m_hoverLabel = nullptr;
    bool m_fittedOnce = false;
};

} // namespace ambuscade
