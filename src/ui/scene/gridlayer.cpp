// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/gridlayer.h"

#include <QPainter>
#include <QPen>
#include <cmath>

namespace ambuscade {

void paintGridLines(QPainter &painter, const QRectF &area, double pixelsPerCm)
{
    const double minor = pixelsPerCm >= 8 ? 1 : pixelsPerCm >= 2 ? 5 : 10;
    const QList<double> steps = minor == 10 ? QList<double>{10} : QList<double>{minor, 10};
    for (double step : steps) {
        const bool major = step == 10;
        QPen pen(major ? QColor(40, 40, 30, 70) : QColor(40, 40, 30, 28));
        pen.setCosmetic(true);
        pen.setWidthF(major ? 1.0 : 0.8);
        painter.setPen(pen);
        for (double x = std::ceil(area.left() / step) * step; x <= area.right(); x += step)
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
        for (double y = std::ceil(area.top() / step) * step; y <= area.bottom(); y += step)
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    }
}

void GridLayer::draw(QPainter *painter, const QRectF &exposed, const QRectF &table,
                     const QSize &viewport)
{
    if (exposed.intersected(table).isEmpty())
        return;
    const QTransform sceneToViewport = painter->worldTransform();
    const double pixelRatio = painter->device()->devicePixelRatioF();
    if (m_picture.isNull() || m_drawnFor != sceneToViewport || m_drawnTable != table ||
        m_picture.size() != viewport * pixelRatio)
        redraw(sceneToViewport, table, viewport, pixelRatio);
    const QRect target =
        sceneToViewport.mapRect(exposed).toAlignedRect().intersected(QRect(QPoint(0, 0), viewport));
    const QRectF source(QPointF(target.topLeft()) * pixelRatio, QSizeF(target.size()) * pixelRatio);
    painter->save();
    painter->resetTransform();
    painter->drawImage(QRectF(target), m_picture, source);
    painter->restore();
}

void GridLayer::redraw(const QTransform &sceneToViewport, const QRectF &table,
                       const QSize &viewport, double pixelRatio)
{
    m_picture = QImage(viewport * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    m_picture.setDevicePixelRatio(pixelRatio);
    m_picture.fill(Qt::transparent);
    m_drawnFor = sceneToViewport;
    m_drawnTable = table;
    const QRectF seen = sceneToViewport.inverted().mapRect(QRectF(QPoint(0, 0), viewport));
    const QRectF area = seen.intersected(table);
    if (area.isEmpty())
        return;
    QPainter painter(&m_picture);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setTransform(sceneToViewport);
    paintGridLines(painter, area, sceneToViewport.m11());
}

} // namespace ambuscade
