// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QMainWindow;
class QMenu;
class QPrintPreviewDialog;
class QUrl;

namespace ambuscade {

class HelpViewer;

// Where Help → Quick Reference comes from: the window's printing (PrintActions), so that
// screen and paper show the same rule set: the game's while one is played, else the
// scenario's. The help folder knows the window only through these two.
struct QuickReferenceSource {
    std::function<print::Sheet()> sheet;
    // The preview of the sheet, not yet shown; the help shows it and keeps it open.
    std::function<QPrintPreviewDialog *(const print::Sheet &)> preview;
};

// The Help menu's own entries: User Guide, How to Play ▸ (one page per rule set the program
// knows), Quick Reference (the printed pages of the rule set shown, on screen) and Keyboard
// Shortcuts. Each opens a window beside the main one, which stays in use.
class HelpActions : public QObject
{
    Q_OBJECT
public:
    HelpActions(QuickReferenceSource reference, QMainWindow *window);
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

    QuickReferenceSource m_referenceSource;
    QMainWindow *m_window;
    QPointer<HelpViewer> m_viewer;
    QPointer<QPrintPreviewDialog> m_reference;
};

} // namespace ambuscade
