// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace ambuscade {

// The most a backdrop's picture may weigh, so that a scenario file stays within its limit.
constexpr qsizetype kMaxBackdropBytes = 8 * 1024 * 1024;
// And at most so many pixels a side, and so many in all: a picture of pixels is decoded whole
// to be drawn, and Qt decodes at most 128 MiB of pixels (32 million at four bytes each).
constexpr int kMaxBackdropPixels = 10000;
constexpr qint64 kMaxBackdropArea = 32 * 1024 * 1024;

// Why these bytes cannot be a backdrop, in a sentence that follows the field's name ("is
// neither a PNG, JPEG nor SVG picture"); empty when they can. A PNG or JPEG must decode whole
// within the limits; an SVG must be well-formed XML that draws only what it holds: no
// reference to a file or address outside it (an `href`, a CSS `url()` or `@import`, an
// external entity or style sheet), so that opening a scenario never reads another file.
QString backdropPictureProblem(const QByteArray &image);
inline bool isBackdropPicture(const QByteArray &image)
{
    return backdropPictureProblem(image).isEmpty();
}

} // namespace ambuscade
