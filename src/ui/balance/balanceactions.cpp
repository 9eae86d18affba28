// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balanceactions.h"

#include "balance/balancedialog.h"
#include "document/document.h"
#include "scene/tablescene.h"

#include <QAction>

namespace ambuscade {

BalanceActions::BalanceActions(Document *document, TableScene *scene, QWidget *window)
    : QObject(window), m_document(document), m_scene(scene), m_window(window)
{
    m_test = new QAction(tr("Test &Balance…"), this);
    m_test->setObjectName(QStringLiteral("testBalanceAction"));
    connect(m_test, &QAction::triggered, this, &BalanceActions::openDialog);
    m_overlay = new QAction(tr("&Balance Overlay"), this);
    m_overlay->setObjectName(QStringLiteral("balanceOverlayAction"));
    m_overlay->setCheckable(true);
    m_overlay->setEnabled(false);
    m_overlay->setToolTip(tr("Run Scenario → Test Balance… first: the overlay shows where "
                             "men fell (red) and where fights were fought (amber)."));
    connect(m_overlay, &QAction::toggled, m_scene, &TableScene::setHeatMapShown);
    connect(m_document, &Document::scenarioReset, this, [this] {
        // Another scenario: the last runs and their heat map were of the one before.
        if (m_dialog)
            m_dialog->forget();
        m_scene->clearHeatMap();
        m_overlay->setChecked(false);
        m_overlay->setEnabled(false);
        updateAvailability();
    });
    connect(m_document, &Document::restructured, this, &BalanceActions::updateAvailability);
    connect(m_document, &Document::edited, this, &BalanceActions::updateAvailability);
    updateAvailability();
}

void BalanceActions::updateAvailability()
{
    const QString whyNot = whyNotSimulated(m_document->rules(), m_document->scenario());
    m_test->setEnabled(whyNot.isEmpty());
    m_test->setToolTip(whyNot.isEmpty()
                           ? tr("Play the scenario many times with the computer on every side "
                                "and see how the sides fare")
                           : tr("Cannot test this scenario's balance: %1").arg(whyNot));
}

BalanceDialog *BalanceActions::dialog()
{
    if (!m_dialog) {
        m_dialog = new BalanceDialog([this] { return m_document->scenario(); },
                                     [this]() -> const Ruleset & { return m_document->rules(); },
                                     m_window);
        connect(m_dialog, &BalanceDialog::reported, this, &BalanceActions::takeReport);
    }
    return m_dialog;
}

void BalanceActions::openDialog()
{
    if (!m_test->isEnabled())
        return;
    dialog()->show();
    dialog()->raise();
    dialog()->activateWindow();
}

void BalanceActions::takeReport()
{
    const BalanceReport &report = *m_dialog->report();
    m_scene->setHeatMap(report.fell, report.fights);
    m_overlay->setEnabled(true);
    m_overlay->setToolTip(tr("Where men fell (red) and where fights were fought (amber) in "
                             "the last balance test"));
    // A new map is shown at once.
    if (!m_overlay->isChecked())
        m_overlay->setChecked(true);
    m_scene->setHeatMapShown(m_overlay->isChecked());
    emit message(tr("Balance test done: %1 games played.").arg(report.games));
}

} // namespace ambuscade
