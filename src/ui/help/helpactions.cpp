// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/helpactions.h"

#include "help/helppages.h"
#include "help/helpviewer.h"
#include "help/shortcutsdialog.h"
#include "rules/ruleset.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPrintPreviewDialog>

namespace ambuscade {

HelpActions::HelpActions(QuickReferenceSource reference, QMainWindow *window)
    : QObject(window), m_referenceSource(std::move(reference)), m_window(window)
{}

void HelpActions::fillMenu(QMenu *help)
{
    QAction *guide = help->addAction(tr("&User Guide"), this,
                                     [this] { showPage(helpPage(QStringLiteral("index.md"))); });
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setShortcut(QKeySequence::HelpContents);
    addHowToPlay(help);
    QAction *reference =
        help->addAction(tr("&Quick Reference"), this, &HelpActions::showQuickReference);
    reference->setObjectName(QStringLiteral("quickReferenceAction"));
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, &HelpActions::showShortcuts);
    keys->setObjectName(QStringLiteral("keyboardShortcutsAction"));
    help->addSeparator();
}

void HelpActions::addHowToPlay(QMenu *help)
{
    QMenu *howTo = help->addMenu(tr("&How to Play"));
    howTo->menuAction()->setObjectName(QStringLiteral("howToPlayMenu"));
    for (const Ruleset *rules : registeredRulesets()) {
        const QString name = howToPlayPageName(rules->id());
        QAction *a = howTo->addAction(rules->displayName(), this,
                                      [this, name] { showPage(helpPage(name)); });
        a->setObjectName(QStringLiteral("howToPlay_") + rules->id());
        // A rule set added without its page yet (see src/README.md) offers none.
        a->setEnabled(helpPage(name).isValid());
    }
}

HelpViewer *HelpActions::viewer() const
{
    return m_viewer;
}

QPrintPreviewDialog *HelpActions::quickReference() const
{
    return m_reference;
}

void HelpActions::showPage(const QUrl &page)
{
    if (!m_viewer)
        m_viewer = new HelpViewer(m_window);
    m_viewer->showPage(page);
    m_viewer->show();
    m_viewer->raise();
    m_viewer->activateWindow();
}

void HelpActions::showQuickReference()
{
    const print::Sheet sheet = m_referenceSource.sheet();
    if (sheet.sections.isEmpty()) {
        QMessageBox::information(m_window, tr("Quick Reference"),
                                 tr("The rule set of what is open has no quick reference."));
        return;
    }
    // One at a time: the one open may be of the rule set of a game since left.
    if (m_reference)
        m_reference->close();
    m_reference = m_referenceSource.preview(sheet);
    m_reference->setWindowTitle(sheet.title); // it names the rule set
    m_reference->show();
}

void HelpActions::showShortcuts()
{
    auto *dialog = new ShortcutsDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace ambuscade
