// SPDX-License-Identifier: GPL-3.0-or-later
#include "backdroppainter.h"

#include <QImage>
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

void paintBackdrop(QPainter &painter, const Backdrop &backdrop)
{
    backdropPainting(backdrop)(painter);
}

} // namespace ambuscade::render
