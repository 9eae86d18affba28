// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmappainter.h"

#include <QPainter>
#include <QRadialGradient>
#include <cmath>

namespace ambuscade::render {

namespace {
// How opaque the strongest spot is: the terrain under it must still be read.
constexpr double kMostAlpha = 150;

void paintGrid(QPainter &painter, const HeatGrid &grid, const QColor &colour)
{
    const int highest = grid.highest();
    if (highest == 0)
        return;
    // A spot spreads a little past its cell, so neighbouring cells melt into one patch.
    const double radius = grid.cellCm() * 1.1;
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.columns(); ++c) {
            const int n = grid.count(c, r);
            if (n == 0)
                continue;
            // The square root keeps rarer places visible beside the busiest.
            QColor inner = colour;
            inner.setAlpha(int(std::lround(kMostAlpha * std::sqrt(double(n) / highest))));
            QColor outer = inner;
            outer.setAlpha(0);
            const QPointF centre = grid.cell(c, r).center();
            QRadialGradient gradient(centre, radius);
            gradient.setColorAt(0, inner);
            gradient.setColorAt(0.35, inner);
            gradient.setColorAt(1, outer);
            painter.setBrush(gradient);
            painter.drawEllipse(centre, radius, radius);
        }
    }
}
} // namespace

QColor fightHeatColour()
{
    return QColor(240, 160, 20);
}

QColor fellHeatColour()
{
    return QColor(200, 0, 30);
}

void paintHeatMap(QPainter &painter, const HeatGrid &fell, const HeatGrid &fights)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setRenderHint(QPainter::Antialiasing);
    paintGrid(painter, fights, fightHeatColour());
    paintGrid(painter, fell, fellHeatColour());
    painter.restore();
}

} // namespace ambuscade::render
