// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatdock.h"

#include "game/game.h"
#include "window/plaintext.h"

#include <QComboBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ambuscade::fiw {

CombatDock::CombatDock(QWidget *parent)
    : GamePanel(tr("Combat"), parent), m_chooser(new QComboBox), m_steps(new QTextBrowser)
{
    setObjectName(QStringLiteral("combatDock"));
    m_chooser->setObjectName(QStringLiteral("combatChooser"));
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chooser->setMinimumContentsLength(20);
    m_steps->setObjectName(QStringLiteral("combatSteps"));
    // Text, not a tree: long lines wrap in a narrow dock, and can be copied.
    m_steps->setOpenLinks(false);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_chooser);
    layout->addWidget(m_steps);
    setWidget(page);
    connect(m_chooser, &QComboBox::currentIndexChanged, this, &CombatDock::showReport);
}

void CombatDock::showGame(const Game &game)
{
    const qsizetype before = m_reports.size();
    const int chosen = m_chooser->currentIndex();
    m_reports = combatReports(game.state(), game.log());
    {
        const QSignalBlocker quiet(m_chooser);
        m_chooser->clear();
        for (const CombatReport &r : std::as_const(m_reports))
            m_chooser->addItem(tr("Turn %1: %2").arg(r.turn).arg(r.title));
    }
    // A new fight comes to the front; otherwise the one the player chose stays.
    const bool newFight = m_reports.size() > before;
    const int index =
        newFight || chosen < 0 || chosen >= m_reports.size() ? int(m_reports.size()) - 1 : chosen;
    m_chooser->setCurrentIndex(index);
    showReport(index);
}

void CombatDock::showReplayAt(const Game &, int events)
{
    const int event = events - 1;
    int index = -1;
    for (int i = 0; i < m_reports.size() && m_reports[i].event <= event; ++i)
        index = i;
    m_chooser->setCurrentIndex(index);
    showReport(index);
}

QString CombatDock::text() const
{
    return m_steps->toPlainText();
}

void CombatDock::showReport(int index)
{
    m_steps->clear();
    m_chooser->setToolTip(plainToolTip(m_chooser->currentText()));
    if (index < 0 || index >= m_reports.size())
        return;
    QString html;
    for (const CombatStep &step : m_reports[index].steps) {
        html +=
            QStringLiteral("<p style='margin-bottom:2px'><b>%1</b></p><ul style='margin-top:0'>")
                .arg(step.heading.toHtmlEscaped());
        for (const QString &line : step.lines)
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_steps->setHtml(html);
}

} // namespace ambuscade::fiw
