// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>
#include <optional>

// A table or board printed at true scale on sheets of ordinary paper, to be trimmed and taped
// together: which part of the table each sheet holds, as pure functions (tiledprint paints
// them).
namespace ambuscade::render {

// The papers a table is tiled on.
QList<QPageSize::PageSizeId> tilePapers();
// Its name as the window shows it ("A4", "Letter", "A3").
QString tilePaperName(QPageSize::PageSizeId paper);
// "portrait" or "landscape", as the pages are printed.
QString tileOrientationName(QPageLayout::Orientation orientation);
// A paper named as the CLI takes it ("a4", "letter", "a3"); none for any other name, with why.
std::optional<QPageSize::PageSizeId> tilePaperNamed(const QString &name, QString *error);

struct TileOptions {
    QPageSize::PageSizeId paper = QPageSize::A4;
    double marginMm = 10;  // round each sheet, which printers cannot print on
    double overlapMm = 10; // the strip two neighbouring sheets both show, to glue them
};

// The most sheets a table is tiled on: a 2,000 cm table on A4 would take thousands.
constexpr int kMaxTileSheets = 400;

// On every sheet, inside the margin: the picture of the table above, a band below it for the
// sheet's label and its 10 cm scale bar.
constexpr double kLabelBandMm = 16;

struct TileSheet {
    int row = 0;    // from 0, top to bottom
    int column = 0; // from 0, left to right
    QRectF tableCm; // the part of the table it shows, in table centimetres
};

struct TileLayout {
    QPageSize::PageSizeId paper = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    QSizeF paperMm;   // the sheet's size, turned as it is printed
    QRectF pictureMm; // where on the sheet the table is drawn (one mm of paper, one of table)
    double overlapMm = 0;
    int rows = 0;
    int columns = 0;
    QList<TileSheet> sheets; // row by row, left to right; printed in this order
};

// The sheets for a surface of the given size in one orientation; none, with why, when the
// overlap leaves nothing of a sheet or the table would take more than kMaxTileSheets.
std::optional<TileLayout> tileLayout(const QSizeF &tableCm, const TileOptions &options,
                                     QPageLayout::Orientation orientation, QString *error);
// The same in the orientation that takes fewer sheets (portrait when they tie).
std::optional<TileLayout> tileLayout(const QSizeF &tableCm, const TileOptions &options,
                                     QString *error);

// Where a table point falls on its sheet's paper, in mm from the sheet's top-left corner.
QPointF sheetPointMm(const TileLayout &layout, const TileSheet &sheet, const QPointF &tableCm);

} // namespace ambuscade::render
