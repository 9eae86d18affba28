// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatdock.h"

#include "game/game.h"
#include "scene/tableitems.h"
#include "tablepainter.h"

#include <QJsonArray>
#include <QPainter>

namespace ambuscade::fiw {

CombatDock::CombatDock(QWidget *parent) : FightsPanel(20, parent) {}

QList<FightsPanel::Fight> CombatDock::fights(const Game &game) const
{
    QList<Fight> fights;
    for (const CombatReport &r : combatReports(game.state(), game.log())) {
        Fight f{r.event, r.turn, r.title, {}};
        for (const CombatStep &step : r.steps)
            f.steps.append({step.heading, step.lines});
        fights << f;
    }
    return fights;
}

bool CombatDock::marksOnTable(const LogEvent &event) const
{
    return event.kind == QLatin1String("volley") || event.kind == logevent::kMelee;
}

QGraphicsItem *CombatDock::replayOverlay(const Game &game, const Scenario &table, int events) const
{
    if (events <= 0 || events > game.log().size())
        return nullptr;
    const LogEvent &event = game.log().events()[events - 1];
    if (!marksOnTable(event))
        return nullptr;
    const bool volley = event.kind == QLatin1String("volley");
    QList<QLineF> hits, misses;
    const auto line = [&table](const QJsonValue &a, const QJsonValue &b) {
        const Figure *from = table.figure(a.toString());
        const Figure *to = table.figure(b.toString());
        return from && to ? QLineF(from->position, to->position) : QLineF();
    };
    const QJsonArray pairs =
        event.detail.value(volley ? QStringLiteral("shots") : QStringLiteral("pairs")).toArray();
    for (const QJsonValue &v : pairs) {
        const QJsonObject o = v.toObject();
        const QLineF l =
            volley ? line(o.value(QStringLiteral("shooter")), o.value(QStringLiteral("target")))
                   : line(o.value(QStringLiteral("attacker")), o.value(QStringLiteral("defender")));
        if (l.isNull())
            continue;
        const bool hit = volley ? o.value(QStringLiteral("hit")).toBool()
                                : !o.value(QStringLiteral("winner")).toString().isEmpty();
        (hit ? hits : misses) << l;
    }
    if (hits.isEmpty() && misses.isEmpty())
        return nullptr;
    QRectF bounds;
    for (const QLineF &l : hits + misses)
        bounds |= QRectF(l.p1(), l.p2()).normalized();
    auto *item = new PaintedItem(bounds.adjusted(-1, -1, 1, 1), [hits, misses](QPainter &p) {
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(0x30, 0x30, 0x30, 220), 0.3, Qt::DashLine, Qt::RoundCap));
        p.drawLines(misses);
        p.setPen(QPen(QColor(0xd0, 0x10, 0x10, 230), 0.35, Qt::SolidLine, Qt::RoundCap));
        p.drawLines(hits);
    });
    item->setZValue(render::OverlayLayer);
    return item;
}

} // namespace ambuscade::fiw
