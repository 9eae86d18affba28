// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QRectF>
#include <algorithm>

namespace ambuscade {

// The playing surface. Origin at the top-left corner, x to the right, y downwards, in cm.
struct Table {
    double widthCm = 120;
    double heightCm = 90;
    QJsonObject unknownKeys;

    QRectF rect() const { return {0, 0, widthCm, heightCm}; }
    // The nearest point on the table to p.
    QPointF clamp(const QPointF &p) const
    {
        return {std::clamp(p.x(), 0.0, widthCm), std::clamp(p.y(), 0.0, heightCm)};
    }
};

} // namespace ambuscade
