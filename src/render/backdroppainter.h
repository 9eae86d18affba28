// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/backdrop.h"

#include <functional>

class QPainter;

namespace ambuscade::render {

// The backdrop's picture stretched over its area: an SVG as vectors, so it stays sharp at
// any zoom and in print; anything else as pixels, smoothed.
void paintBackdrop(QPainter &painter, const Backdrop &backdrop);
// Where a picture lies to fill as much of `within` as it can without being stretched:
// centred, its own shape kept (a picture that cannot be read fills all of it).
QRectF fittedBackdropArea(const QByteArray &image, const QRectF &within);
// The same with the picture decoded once, for an item on screen that repaints often.
std::function<void(QPainter &)> backdropPainting(const Backdrop &backdrop);

} // namespace ambuscade::render
