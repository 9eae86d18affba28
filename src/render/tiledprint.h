// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "tilelayout.h"

#include <QStringList>

class QPagedPaintDevice;

// A table or board printed at true scale on sheets of ordinary paper (tilelayout): an assembly
// sheet first, the whole table small with the sheets drawn over it and numbered, then each
// sheet with its part of the table, the marks where its neighbours join, and a label with a
// 10 cm scale bar.
namespace ambuscade::render {

// The texts put on each page, in the order painted (the assembly sheet first): for tests and
// for anyone checking a print without reading the PDF.
using TiledPages = QList<QStringList>;

// Paints the assembly sheet and every sheet on a device whose pages are the layout's paper,
// in its orientation, printed whole (no margins of the device's own).
TiledPages paintTiledPrint(QPagedPaintDevice &device, const Scenario &scenario,
                           const TileLayout &layout);

// The tiled print as a PDF file, written atomically.
bool writeTiledPdf(const Scenario &scenario, const TileLayout &layout, const QString &path,
                   QString *error, TiledPages *pages = nullptr);

} // namespace ambuscade::render
