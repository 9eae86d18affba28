// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QImage>
#include <functional>

class QPainter;

namespace ambuscade::render {

// The most pixels a PNG of the table has unless asked for more: 40 megapixels, 160 MiB while
// it is drawn (a 2,000 cm table at 10 px/cm would take 1.6 GB).
constexpr qint64 kDefaultMaxImagePixels = 40'000'000;

// The scale a PNG of the table is drawn at to hold at most maxPixels: pixelsPerCm, or less.
double pngPixelsPerCm(const Scenario &scenario, double pixelsPerCm, qint64 maxPixels);

// Writes the tabletop to an SVG, PNG or PDF file, chosen by the file's extension, through
// the same painting code as the screen. Pages and images are the table's own size: SVG and
// PDF at true scale, PNG at pixelsPerCm.
//
// A PNG holds at most maxPixels: a table that would need more at pixelsPerCm is refused
// (pngPixelsPerCm gives the scale that fits, for the caller to choose and say so).
//
// An overlay, when given, is painted in table centimetres over the terrain and under the
// figures, as the screen shows the balance heat map (paintScenario).
using TableOverlay = std::function<void(QPainter &)>;
// The table drawn as large as fits in `box` (in pixels), keeping its shape: a picture of it
// beside its briefing. Null for a table with no size.
QImage tablePicture(const Scenario &scenario, const QSize &box);
bool exportTable(const Scenario &scenario, const QString &path, QString *error,
                 double pixelsPerCm = 10, qint64 maxPixels = kDefaultMaxImagePixels,
                 const TableOverlay &overlay = {});

} // namespace ambuscade::render
