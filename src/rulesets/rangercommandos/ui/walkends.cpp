// SPDX-License-Identifier: GPL-3.0-or-later
#include "walkends.h"

#include "tablepainter.h"

#include <QPainter>

namespace ambuscade::rangercommandos {

namespace {
constexpr double kPenCm = 0.45;
} // namespace

WalkEndsItem::WalkEndsItem(const QList<QPointF> &ends, const QColor &colour)
    : m_ends(ends), m_colour(colour)
{
    // Under the spaces' names: a ring crossed a name beside its space (a sentry's "N2" could
    // not be read), and round a piece standing there it shows all the same.
    setZValue(render::boardlayer::kMarksOnSpaces);
    setAcceptedMouseButtons(Qt::NoButton);
    const double reach = kRingCm / 2 + kPenCm;
    for (const QPointF &p : m_ends)
        m_bounds |= QRectF(p.x() - reach, p.y() - reach, 2 * reach, 2 * reach);
}

void WalkEndsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = m_colour;
    fill.setAlpha(50);
    // A light halo under the colour's ring, so that a black raider's ring shows on dark paths.
    for (const QPointF &p : m_ends) {
        painter->setBrush(fill);
        painter->setPen(QPen(QColor(255, 230, 120), kPenCm * 2));
        painter->drawEllipse(p, kRingCm / 2, kRingCm / 2);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_colour, kPenCm));
        painter->drawEllipse(p, kRingCm / 2, kRingCm / 2);
    }
}

} // namespace ambuscade::rangercommandos
