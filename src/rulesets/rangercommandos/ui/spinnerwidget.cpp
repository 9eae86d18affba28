// SPDX-License-Identifier: GPL-3.0-or-later
#include "spinnerwidget.h"

#include "rangercommandos/tables/spinner.h"

#include <QPainter>
#include <QPainterPath>
#include <QVariantAnimation>
#include <QtMath>

namespace ambuscade::rangercommandos {

namespace {
constexpr double kSegmentDegrees = 30;
// The lines between the segments and round the spinner.
const QColor kInk(70, 60, 44);

// The arrow of a compass direction and its letters, as a short word drawn on a ring.
QString arrowText(Compass c)
{
    static const QHash<Compass, QString> arrows = {
        {Compass::N, QStringLiteral("↑")}, {Compass::NE, QStringLiteral("↗")},
        {Compass::E, QStringLiteral("→")}, {Compass::SE, QStringLiteral("↘")},
        {Compass::S, QStringLiteral("↓")}, {Compass::SW, QStringLiteral("↙")},
        {Compass::W, QStringLiteral("←")}, {Compass::NW, QStringLiteral("↖")}};
    return arrows.value(c) + compassText(c);
}

// A word centred on a ring at `angle`, in a box sized to the spinner (`side` across): its
// segment's share of the ring, so the words shrink with a spinner given less room.
void drawRingText(QPainter &p, double side, double radius, double angle, const QString &text)
{
    const double rad = qDegreesToRadians(angle - 90);
    const QPointF at(radius * std::cos(rad), radius * std::sin(rad));
    const QSizeF box(side * 0.2, side * 0.082);
    p.drawText(QRectF(at - QPointF(box.width(), box.height()) / 2, box), Qt::AlignCenter, text);
}
} // namespace

SpinnerWidget::SpinnerWidget(QWidget *parent)
    : QWidget(parent), m_turning(new QVariantAnimation(this))
{
    // It gives up room to the walks below it on a short panel, down to a size its words
    // still read at; it keeps the width of the panel to be drawn in its middle.
    setMinimumSize(150, 150);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_turning->setDuration(900);
    m_turning->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_turning, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_angle = v.toDouble();
        update();
    });
}

void SpinnerWidget::showSegment(int segment, bool animate)
{
    if (segment == m_segment)
        return;
    m_segment = segment;
    if (segment < 0) {
        // A new game, or one taken back before its first spin: nothing has been spun, so
        // the pointer must not show the last game's result.
        m_turning->stop();
        m_angle = 0;
        update();
        return;
    }
    const double target = (segment + 0.5) * kSegmentDegrees;
    if (!animate) {
        m_angle = target;
        update();
        return;
    }
    m_turning->stop();
    m_turning->setStartValue(std::fmod(m_angle, 360.0));
    m_turning->setEndValue(target + 720);
    m_turning->start();
}

void SpinnerWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const double side = std::min(width(), height()) - 4;
    p.translate(width() / 2.0, height() / 2.0);
    const double outer = side / 2, middle = outer * 0.74, inner = outer * 0.48;
    const QList<SpinnerSegment> &segments = spinnerSegments();
    QFont font = p.font();
    font.setPointSizeF(std::max(6.0, side / 30));
    p.setFont(font);
    for (int i = 0; i < segments.size(); ++i) {
        const double start = 90 - i * kSegmentDegrees; // Qt counts anticlockwise from 3 o'clock
        const bool chosen = i == m_segment && m_turning->state() != QAbstractAnimation::Running;
        auto wedge = [&](double r, const QColor &fill) {
            QPainterPath path;
            path.moveTo(0, 0);
            path.arcTo(QRectF(-r, -r, 2 * r, 2 * r), start, -kSegmentDegrees);
            path.closeSubpath();
            p.setPen(QPen(kInk, 1));
            p.setBrush(fill);
            p.drawPath(path);
        };
        // The segment shown in gold, plainly apart from the pale parchment of the others (a
        // lighter shade of it was white on the white panel).
        wedge(outer, chosen ? QColor(240, 176, 40) : QColor(228, 214, 172)); // day ring
        wedge(middle, chosen ? QColor(60, 60, 170) : QColor(45, 50, 80));    // night ring
        wedge(inner, chosen ? QColor(240, 196, 96) : QColor(214, 200, 166)); // numbers
        const double mid = (i + 0.5) * kSegmentDegrees;
        p.setPen(Qt::black);
        drawRingText(p, side, (outer + middle) / 2, mid, arrowText(segments[i].day));
        p.setPen(Qt::white);
        drawRingText(p, side, (middle + inner) / 2, mid, arrowText(segments[i].night));
        p.setPen(Qt::black);
        drawRingText(p, side, inner * 0.68, mid, QString::number(segments[i].number));
    }
    // A dark rim: the pale day ring stands out of any panel's background.
    p.setPen(QPen(kInk, 2.5));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QPointF(0, 0), outer, outer);
    // The pointer.
    p.rotate(m_angle);
    p.setPen(QPen(QColor(160, 20, 20), 3));
    p.drawLine(QPointF(0, 0), QPointF(0, -outer * 1.02));
    p.setBrush(QColor(160, 20, 20));
    p.drawEllipse(QPointF(0, 0), 6, 6);
}

} // namespace ambuscade::rangercommandos
