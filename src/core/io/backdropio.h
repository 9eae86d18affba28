// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "objectreader.h"
#include "scenario/backdrop.h"

#include <QJsonObject>

namespace ambuscade {

// The scenario file's "backdrop": {"image": base64 of the file, "x", "y", "width_cm",
// "height_cm"}. A picture that does not decode, or is no PNG, JPEG or SVG, is a problem.
void readBackdrop(ObjectReader &root, Problems &problems, Backdrop &backdrop);
void writeBackdrop(QJsonObject &root, const Backdrop &backdrop);

// Whether the bytes are a PNG, JPEG or SVG picture, at most kMaxBackdropPixels a side.
bool isBackdropPicture(const QByteArray &image);

// The most a backdrop's picture may weigh, so that a scenario file stays within its limit.
constexpr qsizetype kMaxBackdropBytes = 8 * 1024 * 1024;
// And at most so many pixels a side, so that drawing it stays within memory.
constexpr int kMaxBackdropPixels = 10000;

} // namespace ambuscade
