// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QRectF>
#include <QTransform>

class QPainter;

namespace ambuscade {

// The view's centimetre grid, drawn once into a picture the size of the viewport and copied
// from it while nothing moves the view. Drawn line by line on every repaint, its vertical
// lines cost a pass through Qt's raster thread pool each (one span per pixel row), which
// made the grid the dearest thing on the table while a figure was dragged.
class GridLayer
{
public:
    // Draws the part of the grid over `exposed` (scene cm). The painter is the view's, with
    // its scene-to-viewport transform; `table` is the table's rectangle in cm and `viewport`
    // the viewport's size in pixels.
    void draw(QPainter *painter, const QRectF &exposed, const QRectF &table, const QSize &viewport);

private:
    void redraw(const QTransform &sceneToViewport, const QRectF &table, const QSize &viewport,
                double pixelRatio);

    QImage m_picture;
    QTransform m_drawnFor;
    QRectF m_drawnTable;
};

// The grid's lines over `area` (cm): 1 cm lines when they are far enough apart to help at
// `pixelsPerCm`, else 5 cm, with 10 cm major lines.
void paintGridLines(QPainter &painter, const QRectF &area, double pixelsPerCm);

} // namespace ambuscade
