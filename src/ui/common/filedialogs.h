// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace ambuscade {

// The program's open and save dialogs: each starts in the folder the last of them was left
// in (one setting for all: scenarios, games, exports and prints live side by side more often
// than apart), and a file chosen makes its folder the next start, as does a file the window
// opens any other way (MainWindow::openFile). An open dialog starts in
// the bundled scenarios' folder until a file is chosen, and there again after one of them is
// opened: a newcomer's first files are those. A save dialog never starts there: installed,
// it is read-only, and a user's files belong with his own (his documents folder, or his
// home, until he has chosen another).
class FileDialogs
{
public:
    // Where the bundled scenarios are: beside an installed program, or in the source tree
    // it was built from. Empty when none is found.
    static QString bundledScenariosDir();
    static bool isBundled(const QString &path); // within that folder
    // The folder the next save dialog starts in: the last one used but the bundled one, or
    // the user's documents (his home when he has none).
    static QString lastFolder();
    // The folder the next open dialog starts in: the last one used, or the bundled scenarios'.
    static QString openFolder();
    static void rememberFolderOf(const QString &file);
    // Where a save dialog starts: a suggested file given with its folder (the document's own,
    // for Save As) where it is, if that folder is writable and not the bundled one; else its
    // name in the last folder.
    static QString startFor(const QString &suggestedName);
    // A file name made from a title ("Skirmish at Fort Carillon" and ".ambuscade.json"): its
    // letters, digits, spaces, '-' and '_' only; `fallback` when nothing is left.
    static QString nameFromTitle(const QString &title, const QString &fallback,
                                 const QString &suffix);

    // The file chosen, or empty when the dialog was cancelled.
    static QString openFileName(QWidget *parent, const QString &caption, const QString &filter);
    static QString saveFileName(QWidget *parent, const QString &caption,
                                const QString &suggestedName, const QString &filter);
};

} // namespace ambuscade
