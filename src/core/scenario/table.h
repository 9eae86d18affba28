// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QRectF>

namespace ambuscade {

// The playing surface. Origin at the top-left corner, x to the right, y downwards, in cm.
struct Table {
    double widthCm = 120;
    double heightCm = 90;
    QJsonObject unknownKeys;

    QRectF rect() const { return {0, 0, widthCm, heightCm}; }
};

} // namespace ambuscade
