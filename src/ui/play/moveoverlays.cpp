// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/moveoverlays.h"

#include "geometry/vector2.h"
#include "scene/readinglabel.h"

#include <QPainter>
#include <QPen>

namespace ambuscade {

namespace {
const QColor kGoes(0x1f, 0x4e, 0x9c); // the move ring's blue
const QColor kRefused(0xc6, 0x28, 0x28);
// Preview and marks are drawn above the figures.
constexpr double kOverlayZ = 1000;

QPen cosmetic(const QColor &colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style, Qt::RoundCap, Qt::RoundJoin);
    pen.setCosmetic(true);
    return pen;
}
} // namespace

MovePreviewItem::MovePreviewItem() : m_label(new ReadingLabel(this))
{
    setZValue(kOverlayZ);
}

QString MovePreviewItem::reading() const
{
    return m_label->text();
}

void MovePreviewItem::show(const QList<Man> &men, const QString &reading, bool refused)
{
    prepareGeometryChange();
    m_men = men;
    QRectF bounds;
    QPointF cursor;
    for (const Man &m : men) {
        const double r = m.radius + 0.5;
        for (const QPointF &p : {m.from, m.target, m.trial.end, m.trial.reach})
            bounds |= QRectF(p - QPointF(r, r), QSizeF(2 * r, 2 * r));
        for (const QPointF &p : m.trial.walked)
            bounds |= QRectF(p, QSizeF(0.01, 0.01));
        cursor = m.target;
    }
    m_bounds = bounds;
    m_label->setText(reading);
    m_label->setAlarm(refused);
    // Beside the mouse, clear of the ghost base under it.
    m_label->placeAt(cursor + QPointF(2, 2));
    update();
}

void MovePreviewItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Man &m : std::as_const(m_men)) {
        const MoveTrial &t = m.trial;
        const bool whole = t.allowed || !t.judged;
        // The part he walks, or for one man refused, as far as his movement would take him.
        painter->setPen(cosmetic(kGoes, 2.5));
        if (t.walked.size() >= 2)
            painter->drawPolyline(QPolygonF(t.walked));
        else if (t.judged && !t.problems.isEmpty() && t.reach != m.from)
            painter->drawLine(m.from, t.reach);
        // The rest of the way he was taken: more than the rules let him go.
        if (!whole) {
            const QPointF stop = t.walked.size() >= 2 ? t.end : t.reach;
            painter->setPen(cosmetic(kRefused, 2.5, Qt::DashLine));
            painter->drawLine(stop, m.target);
        }
        // His base where he would stand, and, stopped short, a red ring where he was taken.
        painter->setBrush(Qt::NoBrush);
        if (t.walked.size() >= 2 || !t.judged) {
            painter->setPen(cosmetic(kGoes, 1.5));
            painter->drawEllipse(t.walked.size() >= 2 ? t.end : m.target, m.radius, m.radius);
        }
        if (!whole) {
            painter->setPen(cosmetic(kRefused, 1.5, Qt::DotLine));
            painter->drawEllipse(m.target, m.radius, m.radius);
        }
    }
}

namespace {
// The leg of a way nearest a point: he stands on one of them.
int nearestLeg(const QPolygonF &way, const QPointF &at)
{
    int nearest = 0;
    for (int i = 1; i + 1 < way.size(); ++i)
        if (geo::squaredDistanceToSegment(at, way[i], way[i + 1]) <
            geo::squaredDistanceToSegment(at, way[nearest], way[nearest + 1]))
            nearest = i;
    return nearest;
}
} // namespace

MoveUnderWayItem::MoveUnderWayItem(const QPolygonF &way, const QPointF &at, double radius)
    : m_way(way), m_radius(radius)
{
    setZValue(kOverlayZ);
    setAcceptedMouseButtons(Qt::NoButton); // drawn over the table, never in a drag's way
    const int leg = way.size() >= 2 ? nearestLeg(way, at) : 0;
    m_behind = way.mid(0, leg + 1) << at;
    m_ahead = QPolygonF{at} + way.mid(leg + 1);
}

QRectF MoveUnderWayItem::boundingRect() const
{
    const double r = m_radius + 0.5;
    return m_way.boundingRect().adjusted(-r, -r, r, r);
}

void MoveUnderWayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_way.size() < 2)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(cosmetic(kGoes, 2.5));
    painter->drawPolyline(m_behind);
    painter->setPen(cosmetic(kGoes, 2.5, Qt::DashLine));
    painter->drawPolyline(m_ahead);
    painter->setPen(cosmetic(kGoes, 1.5, Qt::DashLine));
    painter->drawEllipse(m_way.last(), m_radius, m_radius);
}

RefusalMark::RefusalMark(const QPointF &at, const QString &why) : m_text(why)
{
    setPos(at);
    setZValue(kOverlayZ);
    auto *label = new ReadingLabel(this);
    label->setAlarm(true);
    label->setText(why);
    label->setPos(1.8, 1.8);
}

QRectF RefusalMark::boundingRect() const
{
    return {-1.6, -1.6, 3.2, 3.2};
}

void RefusalMark::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(cosmetic(kRefused, 3));
    painter->drawLine(QPointF(-1.2, -1.2), QPointF(1.2, 1.2));
    painter->drawLine(QPointF(-1.2, 1.2), QPointF(1.2, -1.2));
}

} // namespace ambuscade
