// SPDX-License-Identifier: GPL-3.0-or-later
#include "backdroppainter.h"

#include <QBuffer>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>
#include <memory>

namespace ambuscade::render {

std::function<void(QPainter &)> backdropPainting(const Backdrop &backdrop)
{
    const QRectF area = backdrop.area;
    if (backdrop.isEmpty() || area.isEmpty())
        return [](QPainter &) {};
    if (backdrop.isSvg()) {
        auto svg = std::make_shared<QSvgRenderer>(backdrop.image);
        return [svg, area](QPainter &painter) { svg->render(&painter, area); };
    }
    const QImage image = QImage::fromData(backdrop.image);
    return [image, area](QPainter &painter) {
        painter.save();
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        painter.drawImage(area, image);
        painter.restore();
    };
}

QRectF fittedBackdropArea(const QByteArray &image, const QRectF &within)
{
    QSizeF size;
    if (Backdrop{image, {}}.isSvg()) {
        size = QSvgRenderer(image).viewBoxF().size();
    } else {
        QByteArray bytes = image;
        QBuffer buffer(&bytes);
        size = QImageReader(&buffer).size();
    }
    if (size.isEmpty())
        return within;
    size.scale(within.size(), Qt::KeepAspectRatio);
    QRectF area(QPointF(), size);
    area.moveCenter(within.center());
    return area;
}

void paintBackdrop(QPainter &painter, const Backdrop &backdrop)
{
    backdropPainting(backdrop)(painter);
}

} // namespace ambuscade::render
