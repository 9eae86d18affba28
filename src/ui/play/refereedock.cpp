// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/refereedock.h"

#include "game/game.h"
#include "game/movedescription.h"
#include "play/computerturn.h"

#include <QJsonArray>
#include <QTextBrowser>

namespace ambuscade {

namespace {
QPointF point(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return {a.at(0).toDouble(), a.at(1).toDouble()};
}
} // namespace

RefereeDock::RefereeDock(QWidget *parent)
    : QDockWidget(tr("Referee"), parent), m_text(new QTextBrowser)
{
    setObjectName(QStringLiteral("refereeDock"));
    m_text->setObjectName(QStringLiteral("refereeText"));
    setWidget(m_text);
}

QString RefereeDock::text() const
{
    return m_text->toPlainText();
}

void RefereeDock::showGame(const Game &game)
{
    const Scenario &s = game.state();
    const QList<LogEvent> &events = game.log().events();
    const EventRange latest = lastComputerTurn(s, game.log());
    if (latest.isEmpty()) {
        m_text->setHtml(tr("<p>The computer has not moved yet.</p>"));
        return;
    }
    const int first = latest.first;
    const int last = latest.last;
    const int turn = events[last].turn;
    const Side *side = s.side(events[last].side);
    QString html = tr("<h3>%1, turn %2</h3>").arg(side->name.toHtmlEscaped()).arg(turn);
    bool any = false;
    for (int i = first; i <= last; ++i) {
        const LogEvent &e = events[i];
        if (e.kind == QLatin1String("action")) {
            html += QStringLiteral("<p><b>%1</b></p>").arg(e.text.toHtmlEscaped());
        } else if (e.kind == QLatin1String("move")) {
            const Figure *f = s.figure(e.detail.value(QStringLiteral("figure")).toString());
            const QPointF from = point(e.detail.value(QStringLiteral("from")));
            const QPointF to = point(e.detail.value(QStringLiteral("to")));
            const double facing = e.detail.value(QStringLiteral("facing")).toDouble();
            html += QStringLiteral("<p style='margin-left:12px'>%1: %2<br><small>%3</small></p>")
                        .arg((f ? f->name : QString()).toHtmlEscaped(),
                             describeMove(s, from, to, facing).toHtmlEscaped(),
                             tr("from (%1, %2) to (%3, %4) cm")
                                 .arg(from.x(), 0, 'f', 1)
                                 .arg(from.y(), 0, 'f', 1)
                                 .arg(to.x(), 0, 'f', 1)
                                 .arg(to.y(), 0, 'f', 1));
            any = true;
        } else if (e.kind == QLatin1String("casualty") || e.kind == QLatin1String("melee")) {
            html += QStringLiteral("<p>%1</p>").arg(e.text.toHtmlEscaped());
        }
    }
    if (!any)
        html += tr("<p>No figure moved.</p>");
    m_text->setHtml(html);
}

} // namespace ambuscade
