// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QRectF>

namespace ambuscade {

// A picture laid on the table or board under everything else: a board game's printed art, a
// map of the ground. The scenario file keeps the picture's bytes, so the file travels whole.
struct Backdrop {
    QByteArray image; // the bytes of a PNG, JPEG or SVG file
    QRectF area;      // where it lies, cm

    bool isEmpty() const { return image.isEmpty(); }
    // An SVG is drawn as vectors; anything else as a picture of pixels.
    bool isSvg() const;
};

} // namespace ambuscade
