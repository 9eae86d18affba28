// SPDX-License-Identifier: GPL-3.0-or-later
#include "fightspanel.h"

#include "common/plaintext.h"

#include <QComboBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ambuscade {

FightsPanel::FightsPanel(int chooserLength, QWidget *parent)
    : GamePanel(tr("Combat"), parent), m_chooser(new QComboBox), m_steps(new QTextBrowser)
{
    setObjectName(QStringLiteral("combatDock"));
    m_chooser->setObjectName(QStringLiteral("combatChooser"));
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chooser->setMinimumContentsLength(chooserLength);
    m_steps->setObjectName(QStringLiteral("combatSteps"));
    // Text, not a tree: long lines wrap in a narrow dock, and can be copied.
    m_steps->setOpenLinks(false);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_chooser);
    layout->addWidget(m_steps);
    setWidget(page);
    connect(m_chooser, &QComboBox::currentIndexChanged, this, &FightsPanel::showFight);
}

void FightsPanel::showGame(const Game &game)
{
    const qsizetype before = m_fights.size();
    const int chosen = m_chooser->currentIndex();
    m_fights = fights(game);
    {
        const QSignalBlocker quiet(m_chooser);
        m_chooser->clear();
        for (const Fight &f : std::as_const(m_fights))
            m_chooser->addItem(tr("Turn %1: %2").arg(f.turn).arg(f.title));
    }
    // A new fight comes to the front; otherwise the one the player chose stays.
    const bool newFight = m_fights.size() > before;
    const int index =
        newFight || chosen < 0 || chosen >= m_fights.size() ? int(m_fights.size()) - 1 : chosen;
    m_chooser->setCurrentIndex(index);
    showFight(index);
}

void FightsPanel::showReplayAt(const Game &, int events)
{
    int index = -1;
    for (int i = 0; i < m_fights.size() && m_fights[i].event < events; ++i)
        index = i;
    m_chooser->setCurrentIndex(index);
    showFight(index);
}

QString FightsPanel::text() const
{
    return m_steps->toPlainText();
}

void FightsPanel::showFight(int index)
{
    m_steps->clear();
    m_chooser->setToolTip(plainToolTip(m_chooser->currentText()));
    if (index < 0 || index >= m_fights.size())
        return;
    QString html;
    for (const Step &step : m_fights[index].steps) {
        html +=
            QStringLiteral("<p style='margin-bottom:2px'><b>%1</b></p><ul style='margin-top:0'>")
                .arg(step.heading.toHtmlEscaped());
        for (const QString &line : step.lines)
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_steps->setHtml(html);
}

} // namespace ambuscade
