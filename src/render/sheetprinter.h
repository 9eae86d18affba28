// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printsheet.h"

#include <QPageSize>

class QFontMetricsF;
class QPagedPaintDevice;

namespace ambuscade::render {

// What was put on each page, in the order it was painted: the running title and heading,
// table titles, notes, column headers, every cell's text and the page number. For tests,
// and for anyone checking a print without reading a PDF.
using PrintedPages = QList<QStringList>;

// How a cell's text breaks into lines `width` wide: between words, and within a word only
// where one word is wider than the room (a German header, "Befehlswürfel", was cut off in a
// column sized for the English one); Qt::TextWordWrap or Qt::TextWrapAnywhere.
int wrapFlags(const QString &text, const QFontMetricsF &metrics, double width);

// Lays a sheet out on the device's pages (landscape reads the wide tables best) and paints
// it: a running title and section heading on every page, "Page N of M" at the foot, tables
// with their header row repeated on each page they run onto, and no row split across pages.
// Black on white with grey rules, so it photocopies.
PrintedPages printSheet(QPagedPaintDevice &device, const print::Sheet &sheet);

// The sheet as a PDF file of the given page size, written atomically.
bool writeSheetPdf(const print::Sheet &sheet, const QString &path, const QPageSize &size,
                   QString *error, PrintedPages *pages = nullptr);

} // namespace ambuscade::render
