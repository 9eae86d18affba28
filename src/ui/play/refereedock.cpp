// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/refereedock.h"

#include "common/rulesetui.h"
#include "game/game.h"
#include "game/movedescription.h"
#include "play/computerturn.h"
#include "rules/ruleset.h"
#include "surface/lengthunit.h"

#include <QJsonArray>
#include <QTextBrowser>

namespace ambuscade {

namespace {
QPointF point(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return {a.at(0).toDouble(), a.at(1).toDouble()};
}

// One figure's move ({"figure", "from", "to", "facing"}), in words and in table coordinates
// in the rule set's unit.
QString figureMove(const Scenario &s, const QJsonObject &move, LengthUnit unit)
{
    const Figure *f = s.figure(move.value(QStringLiteral("figure")).toString());
    const QPointF from = point(move.value(QStringLiteral("from")));
    const QPointF to = point(move.value(QStringLiteral("to")));
    const double facing = move.value(QStringLiteral("facing")).toDouble();
    const double k = unitsPerCm(unit);
    return QStringLiteral("<p style='margin-left:12px'>%1: %2<br><small>%3</small></p>")
        .arg((f ? f->name : QString()).toHtmlEscaped(),
             describeMove(s, from, to, facing, unit).toHtmlEscaped(),
             RefereeDock::tr("from (%1, %2) to (%3, %4) %5")
                 .arg(decimalText(from.x() * k, 1), decimalText(from.y() * k, 1),
                      decimalText(to.x() * k, 1), decimalText(to.y() * k, 1), lengthUnitId(unit)));
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
    const LengthUnit unit = game.ruleset().unit();
    QString html = tr("<h3>%1 · %2</h3>")
                       .arg(sideNameIn(s, events[last].side).toHtmlEscaped(),
                            turnHeadingIn(s, turn).toHtmlEscaped());
    bool any = false;
    for (int i = first; i <= last; ++i) {
        const LogEvent &e = events[i];
        if (e.kind == logevent::kAction) {
            html += QStringLiteral("<p><b>%1</b></p>").arg(e.text.toHtmlEscaped());
        } else if (e.kind == logevent::kMove) {
            // A figure's own move, or a unit's with each of its men's ("moves").
            const QJsonArray moves = e.detail.contains(QStringLiteral("moves"))
                                         ? e.detail.value(QStringLiteral("moves")).toArray()
                                         : QJsonArray{e.detail};
            if (e.detail.contains(QStringLiteral("moves")))
                html += QStringLiteral("<p><b>%1</b></p>").arg(e.text.toHtmlEscaped());
            for (const QJsonValue &move : moves)
                html += figureMove(s, move.toObject(), unit);
            any = any || !moves.isEmpty();
        } else if (e.kind == logevent::kCasualty || e.kind == logevent::kMelee) {
            html += QStringLiteral("<p>%1</p>").arg(e.text.toHtmlEscaped());
        }
    }
    if (!any)
        html += tr("<p>No figure moved.</p>");
    m_text->setHtml(html);
}

} // namespace ambuscade
