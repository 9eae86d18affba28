// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace ambuscade {

namespace {
QString plain(QString text)
{
    // "&&" is a literal ampersand; a single "&" marks the mnemonic.
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    return text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &k : action->shortcuts())
        keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

// The shortcuts of a menu and its submenus, under the top menu's name.
void collect(const QMenu *menu, const QString &group, QList<Shortcut> &into,
             QSet<const QAction *> &seen)
{
    for (QAction *a : menu->actions()) {
        if (a->menu())
            collect(a->menu(), group, into, seen);
        else if (!a->isSeparator() && !seen.contains(a) && !a->shortcuts().isEmpty()) {
            seen.insert(a);
            into.append({group, plain(a->text()), keysOf(a)});
        }
    }
}

// Whether the action is the window's own, not one of a window it opened (the help viewer's
// Back and Forward, a dialog's): the nearest widget it belongs to is in the window.
bool ownAction(const QAction *action, const QMainWindow *window)
{
    for (const QObject *o = action->parent(); o; o = o->parent())
        if (o->isWidgetType())
            return static_cast<const QWidget *>(o)->window() == window;
    return false;
}

// Where an action outside the menus is offered: the first tool bar that shows it.
QString placeOf(const QAction *action)
{
    for (const QObject *o : action->associatedObjects())
        if (const auto *bar = qobject_cast<const QToolBar *>(o))
            return bar->windowTitle();
    return ShortcutsDialog::tr("Window");
}
} // namespace

QList<Shortcut> windowShortcuts(QMainWindow *window)
{
    QList<Shortcut> found;
    QSet<const QAction *> seen;
    for (QAction *top : window->menuBar()->actions())
        if (top->menu())
            collect(top->menu(), plain(top->text()), found, seen);
    for (const QAction *a : window->findChildren<QAction *>())
        if (!seen.contains(a) && !a->shortcuts().isEmpty() && ownAction(a, window)) {
            seen.insert(a);
            found.append({placeOf(a), plain(a->text()), keysOf(a)});
        }
    return found;
}

ShortcutsDialog::ShortcutsDialog(QMainWindow *window) : QDialog(window)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<Shortcut> shortcuts = windowShortcuts(window);
    auto *table = new QTableWidget(int(shortcuts.size()), 3, this);
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Keys")});
    for (int row = 0; row < shortcuts.size(); ++row) {
        const Shortcut &s = shortcuts.at(row);
        // The menu's name only on its first row: the rows read as groups.
        const bool first = row == 0 || shortcuts.at(row - 1).menu != s.menu;
        auto *menu = new QTableWidgetItem(first ? s.menu : QString());
        QFont bold = menu->font();
        bold.setBold(true);
        menu->setFont(bold);
        table->setItem(row, 0, menu);
        table->setItem(row, 1, new QTableWidgetItem(s.command));
        table->setItem(row, 2, new QTableWidgetItem(s.keys));
    }
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    // Rows as high as their text: the list is read at a glance, not edited.
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setShowGrid(false);
    table->setAlternatingRowColors(true);
    table->horizontalHeader()->setStretchLastSection(true);
    table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(560, 640);
}

} // namespace ambuscade
