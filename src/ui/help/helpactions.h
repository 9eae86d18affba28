// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QMainWindow;
class QMenu;
class QPrintPreviewDialog;
class QUrl;

namespace ambuscade {

class HelpViewer;
class PrintActions;

// The Help menu's own entries: User Guide, How to Play ▸ (one page per rule set the program
// knows), Quick Reference (the printed pages of the rule set shown, on screen) and Keyboard
// Shortcuts. Each opens a window beside the main one, which stays in use.
class HelpActions : public QObject
{
    Q_OBJECT
public:
    // The quick reference comes from `printing`, so that screen and paper show the same rule
    // set: the game's while one is played, else the scenario's.
    HelpActions(PrintActions *printing, QMainWindow *window);
    void fillMenu(QMenu *help);
    // Shows a page of the guide in the viewer, opening it if it is not open.
    void showPage(const QUrl &page);
    // The guide's viewer while it is open (null before and after).
    HelpViewer *viewer() const;
    // The quick reference on screen while it is open.
    QPrintPreviewDialog *quickReference() const;

private:
    void addHowToPlay(QMenu *help);
    void showQuickReference();
    void showShortcuts();

    PrintActions *m_printing;
    QMainWindow *m_window;
    QPointer<HelpViewer> m_viewer;
    QPointer<QPrintPreviewDialog> m_reference;
};

} // namespace ambuscade
