// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/computerturn.h"

#include "scene/tableitems.h"
#include "tablepainter.h"

#include <QJsonArray>
#include <QPainter>

namespace ambuscade {

namespace {
QPointF pointFrom(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return {a.at(0).toDouble(), a.at(1).toDouble()};
}

bool byComputer(const Scenario &table, const LogEvent &e)
{
    const Side *side = table.side(e.side);
    return side && side->controller == Controller::Ai;
}
} // namespace

EventRange lastComputerTurn(const Scenario &table, const GameLog &log)
{
    const QList<LogEvent> &events = log.events();
    int last = int(events.size()) - 1;
    while (last >= 0 && !byComputer(table, events[last]))
        --last;
    if (last < 0)
        return {};
    int first = last;
    while (first > 0 && events[first - 1].turn == events[last].turn &&
           events[first - 1].side == events[last].side)
        --first;
    return {first, last};
}

QGraphicsItem *movesTrail(const Scenario &table, const GameLog &log, const EventRange &turn)
{
    if (turn.isEmpty())
        return nullptr;
    QList<QLineF> moves;
    QRectF bounds;
    for (int i = turn.first; i <= turn.last; ++i) {
        const LogEvent &e = log.events()[i];
        if (e.kind != logevent::kMove || !e.detail.contains(QStringLiteral("to")))
            continue;
        const QLineF line(pointFrom(e.detail.value(QStringLiteral("from"))),
                          pointFrom(e.detail.value(QStringLiteral("to"))));
        if (line.length() < 0.05)
            continue;
        moves << line;
        bounds |= QRectF(line.p1(), line.p2()).normalized();
    }
    if (moves.isEmpty())
        return nullptr;
    const QColor colour = render::sideColour(table, log.events()[turn.last].side);
    auto *item = new PaintedItem(bounds.adjusted(-1, -1, 1, 1), [moves, colour](QPainter &p) {
        p.setRenderHint(QPainter::Antialiasing);
        QColor faded = colour;
        faded.setAlpha(170);
        p.setPen(QPen(faded, 0.3, Qt::DashLine, Qt::RoundCap));
        p.drawLines(moves);
        // A dot where each man stood.
        p.setPen(Qt::NoPen);
        p.setBrush(faded);
        for (const QLineF &line : moves)
            p.drawEllipse(line.p1(), 0.45, 0.45);
    });
    item->setZValue(render::OverlayLayer);
    return item;
}

} // namespace ambuscade
