// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace ambuscade {

class BalanceDialog;
class Document;
class TableScene;

// Scenario → Test Balance… and View → Balance Overlay: the balance test of the open
// scenario, and its heat map on the table. Test Balance is disabled, saying why in its
// tooltip, for a scenario its rule set cannot play with the computer on every side.
class BalanceActions : public QObject
{
    Q_OBJECT
public:
    BalanceActions(Document *document, TableScene *scene, QWidget *window);

    QAction *testAction() const { return m_test; }
    QAction *overlayAction() const { return m_overlay; }
    // The dialog, made on first use.
    BalanceDialog *dialog();
    void openDialog();

signals:
    void message(const QString &text);

private:
    void updateAvailability();
    void takeReport();

    Document *m_document;
    TableScene *m_scene;
    QWidget *m_window;
    QAction *m_test;
    QAction *m_overlay;
    BalanceDialog *m_dialog = nullptr;
};

} // namespace ambuscade
