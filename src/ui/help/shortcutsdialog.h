// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QMainWindow;

namespace ambuscade {

// One keyboard shortcut of the window: the menu its command is in, the command as the menu
// names it (without the mnemonic's &) and its keys as the desktop writes them.
struct Shortcut {
    QString menu;
    QString command;
    QString keys;
};

// Every shortcut of the window's actions, menu by menu in the menu bar's order (the game's
// among them, shown or not), then those only on a tool bar or the window itself.
QList<Shortcut> windowShortcuts(QMainWindow *window);

// Help → Keyboard Shortcuts: the window's shortcuts in a table, read at the time it opens.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(QMainWindow *window);
};

} // namespace ambuscade
