// SPDX-License-Identifier: GPL-3.0-or-later
// Figures on their bases, and the outline of a selected figure's group.
#include "tablepainter.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QSvgRenderer>
#include <map>
#include <memory>

namespace ambuscade::render {

namespace {

void paintBadgeText(QPainter &painter, const QString &text, const QPointF &centre, double size)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10);
    font.setBold(true);
    QPainterPath path;
    path.addText(0, 0, font, text);
    const QRectF box = path.boundingRect();
    const double scale = size / std::max(box.width(), box.height());
    QTransform t;
    t.translate(centre.x(), centre.y());
    t.scale(scale, scale);
    t.translate(-box.center().x(), -box.center().y());
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawPath(t.map(path));
}

// A mark in a disc on the rim: who commands or signals.
void paintBadge(QPainter &painter, const PieceStyle &style, double r)
{
    if (style.badge.isEmpty())
        return;
    const QPointF at(r * 0.72, -r * 0.72);
    const double badge = r * 0.42;
    painter.setPen(QPen(Qt::white, r * 0.07));
    painter.setBrush(style.badgeColour);
    painter.drawEllipse(at, badge, badge);
    paintBadgeText(painter, style.badge, at, badge * 1.15);
}

} // namespace

// One renderer per icon file, made on first use. Painting happens on the GUI thread or in
// the CLI's single thread, never on two threads at once.
QSvgRenderer *svgIcon(const QString &path)
{
    static std::map<QString, std::unique_ptr<QSvgRenderer>> icons;
    if (path.isEmpty())
        return nullptr;
    auto it = icons.find(path);
    if (it == icons.end()) {
        auto renderer = std::make_unique<QSvgRenderer>(path);
        if (!renderer->isValid())
            renderer.reset(); // a missing icon is drawn as none
        it = icons.emplace(path, std::move(renderer)).first;
    }
    return it->second.get();
}

void paintFigure(QPainter &painter, const Figure &figure, const QColor &colour,
                 const PieceStyle &style)
{
    if (figure.killed)
        return;
    const double r = drawnRadius(figure, style);
    painter.save();
    painter.setPen(QPen(QColor(0x15, 0x15, 0x15), r * 0.12));
    painter.setBrush(style.base.isValid() ? style.base : colour);
    painter.drawEllipse(QPointF(0, 0), r, r);

    // Facing: a pale notch on the rim, pointing the way the figure looks.
    painter.rotate(figure.facing);
    QPolygonF notch;
    notch << QPointF(0, -r * 1.05) << QPointF(-r * 0.36, -r * 0.6) << QPointF(r * 0.36, -r * 0.6);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xf5, 0xf0, 0xe0));
    painter.drawPolygon(notch);
    painter.rotate(-figure.facing);

    if (QSvgRenderer *icon = svgIcon(style.icon))
        icon->render(&painter, QRectF(-r * 0.55, -r * 0.45, r * 1.1, r * 1.1));
    paintBadge(painter, style, r);
    if (style.hurt) {
        painter.setPen(QPen(Qt::white, r * 0.07));
        painter.setBrush(QColor(0xd0, 0x10, 0x10));
        painter.drawEllipse(QPointF(-r * 0.72, -r * 0.72), r * 0.3, r * 0.3);
    }
    if (const QColor pennant = style.pennant; pennant.isValid()) {
        QPolygonF flag;
        flag << QPointF(-r * 0.2, r * 0.75) << QPointF(-r * 0.2, r * 1.25)
             << QPointF(r * 0.6, r * 1.0);
        painter.setPen(QPen(Qt::white, r * 0.06));
        painter.setBrush(pennant);
        painter.drawPolygon(flag);
    }
    painter.restore();
}

double drawnRadius(const Figure &figure, const PieceStyle &style)
{
    return figure.radius() * style.scale;
}

QRectF figurePaintBounds(const Figure &figure, const PieceStyle &style)
{
    const double r = drawnRadius(figure, style) * 1.3;
    return {-r, -r, 2 * r, 2 * r};
}

void paintGroupOutline(QPainter &painter, const QList<const Figure *> &members,
                       const QColor &colour)
{
    if (members.isEmpty())
        return;
    // The outline is the bases' hull grown by a margin: a stroke of the hull with round
    // joins, united with the hull itself.
    QList<QPointF> centres;
    double margin = 0;
    for (const Figure *f : members) {
        centres << f->position;
        margin = std::max(margin, f->radius() + 1.0);
    }
    std::sort(centres.begin(), centres.end(), [](const QPointF &a, const QPointF &b) {
        return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y());
    });
    // Andrew's monotone chain.
    auto cross = [](const QPointF &o, const QPointF &a, const QPointF &b) {
        return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
    };
    QPolygonF hull;
    for (int pass = 0; pass < 2; ++pass) {
        const int start = hull.size();
        for (const QPointF &p : centres) {
            while (hull.size() >= start + 2 && cross(hull[hull.size() - 2], hull.last(), p) <= 0)
                hull.removeLast();
            hull << p;
        }
        hull.removeLast();
        std::reverse(centres.begin(), centres.end());
    }
    if (hull.isEmpty())
        hull << centres.first();
    QPainterPath core;
    core.addPolygon(hull);
    core.closeSubpath();
    QPainterPathStroker stroker;
    stroker.setWidth(2 * margin);
    stroker.setJoinStyle(Qt::RoundJoin);
    stroker.setCapStyle(Qt::RoundCap);
    const QPainterPath outline = stroker.createStroke(core).united(core).simplified();
    painter.save();
    QColor wash = colour;
    wash.setAlpha(30);
    painter.setBrush(wash);
    painter.setPen(QPen(colour, 0.3, Qt::DashLine, Qt::FlatCap, Qt::RoundJoin));
    painter.drawPath(outline);
    painter.restore();
}

} // namespace ambuscade::render
