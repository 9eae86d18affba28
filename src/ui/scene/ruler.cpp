// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/ruler.h"

#include "common/lengthunits.h"

#include <QGraphicsView>
#include <QPainter>

namespace ambuscade {

Ruler::Ruler(Qt::Orientation orientation, QGraphicsView *view)
    : QWidget(view), m_orientation(orientation), m_view(view)
{
    setObjectName(orientation == Qt::Horizontal ? QStringLiteral("horizontalRuler")
                                                : QStringLiteral("verticalRuler"));
}

void Ruler::setCursorCm(double cm)
{
    m_cursorCm = cm;
    update();
}

void Ruler::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(0xee, 0xec, 0xe4));
    const bool horizontal = m_orientation == Qt::Horizontal;
    // Ticks and numbers in the unit the user measures in (centimetres or inches).
    const double pixelsPerUnit = m_view->transform().m11() / unitsPerCm();
    // The smallest step whose ticks stay 5 px apart; labels every ten steps of it, or every
    // five when the numbers fit.
    double step = 1;
    for (double candidate : {1.0, 5.0, 10.0, 50.0, 100.0, 500.0}) {
        step = candidate;
        if (candidate * pixelsPerUnit >= 5)
            break;
    }
    const double labelStep = step * (step * 5 * pixelsPerUnit >= 40 ? 5 : 10);
    // Where the viewport's edges are on the table.
    const QPointF origin = m_view->mapToScene(0, 0) * unitsPerCm();
    // Where the viewport starts along this ruler (after the other ruler and the frame).
    const QPoint viewportAt = m_view->viewport()->geometry().topLeft() - pos();
    const int offset = horizontal ? viewportAt.x() : viewportAt.y();
    const int length = horizontal ? width() : height();
    const double first = (horizontal ? origin.x() : origin.y());
    const double last = first + (length - offset) / pixelsPerUnit;
    p.setPen(QColor(0x50, 0x50, 0x50));
    QFont font = p.font();
    font.setPixelSize(10);
    p.setFont(font);
    for (double units = std::floor(first / step) * step; units <= last; units += step) {
        const double at = offset + (units - first) * pixelsPerUnit;
        const bool labelled = std::fmod(std::abs(units) + 1e-6, labelStep) < 1e-3;
        const int tick = labelled ? kThickness - 4 : kThickness / 3;
        if (horizontal) {
            p.drawLine(QPointF(at, kThickness), QPointF(at, kThickness - tick));
            if (labelled)
                p.drawText(QPointF(at + 2, 10), QString::number(units));
        } else {
            p.drawLine(QPointF(kThickness, at), QPointF(kThickness - tick, at));
            if (labelled) {
                p.save();
                p.translate(10, at + 2);
                p.rotate(90);
                p.drawText(QPointF(0, 0), QString::number(units));
                p.restore();
            }
        }
    }
    if (m_cursorCm >= 0) {
        const double at = offset + (m_cursorCm * unitsPerCm() - first) * pixelsPerUnit;
        p.setPen(QPen(QColor(0xb0, 0x22, 0x22), 1.5));
        if (horizontal)
            p.drawLine(QPointF(at, 0), QPointF(at, kThickness));
        else
            p.drawLine(QPointF(0, at), QPointF(kThickness, at));
    }
    p.setPen(QColor(0xa0, 0xa0, 0xa0));
    if (horizontal)
        p.drawLine(0, kThickness - 1, width(), kThickness - 1);
    else
        p.drawLine(kThickness - 1, 0, kThickness - 1, height());
}

} // namespace ambuscade
