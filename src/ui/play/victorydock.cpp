// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/victorydock.h"

#include "common/rulesetui.h"
#include "game/game.h"

#include <QTextBrowser>

namespace ambuscade {

VictoryDock::VictoryDock(QWidget *parent)
    : QDockWidget(tr("Victory"), parent), m_text(new QTextBrowser)
{
    setObjectName(QStringLiteral("victoryDock"));
    m_text->setObjectName(QStringLiteral("victoryText"));
    m_text->setOpenLinks(false);
    setWidget(m_text);
}

void VictoryDock::showGame(const Game &game)
{
    const Scenario &s = game.state();
    const auto sideName = [&](const QString &id) { return sideNameIn(s, id).toHtmlEscaped(); };
    QString html;
    const GameResult result = game.result();
    if (result.over) {
        const QString winner = result.winner;
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(winner.isEmpty() ? tr("The game is over, and nobody has won.")
                                          : tr("%1 won the day.").arg(sideName(winner)));
    }
    const int limit = s.victory.turnLimit;
    const QString turn = turnHeadingIn(s, game.step().turn);
    QString turns = limit > 0 ? tr("%1 of %2.").arg(turn).arg(limit)
                              : tr("%1; no turn limit: the game's own rules end it.").arg(turn);
    if (limit > 0 && s.side(s.victory.turnLimitWinner))
        turns +=
            QLatin1Char(' ') +
            tr("Then %1 win if nobody has won before.").arg(sideName(s.victory.turnLimitWinner));
    html += QStringLiteral("<p>%1</p>").arg(turns); // the side's name is escaped already
    for (const QString &note : game.victoryNotes())
        html += QStringLiteral("<p>%1</p>").arg(note.toHtmlEscaped());
    const QList<ObjectiveStatus> objectives = game.objectives();
    if (!objectives.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const ObjectiveStatus &o : objectives)
            html += QStringLiteral("<li>%1<b>%2</b>: %3<br><i>%4</i></li>")
                        .arg(o.achieved ? QStringLiteral("✔ ") : QString(), sideName(o.side),
                             o.text.toHtmlEscaped(), o.progress.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_text->setHtml(html);
}

QString VictoryDock::text() const
{
    return m_text->toPlainText();
}

} // namespace ambuscade
