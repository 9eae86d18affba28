// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilelayout.h"

#include <QCoreApplication>
#include <cmath>

namespace ambuscade::render {

namespace {

// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(TiledPrint)
};

struct Paper {
    QPageSize::PageSizeId id;
    const char *cliName;
};
// The one list of papers offered, in the order the window shows them.
constexpr Paper kPapers[] = {
    {QPageSize::A4, "a4"},
    {QPageSize::Letter, "letter"},
    {QPageSize::A3, "a3"},
};

QString cliNames()
{
    QStringList names;
    for (const Paper &p : kPapers)
        names << QLatin1String(p.cliName);
    return names.join(QStringLiteral(", "));
}

// How many sheets of `picture` cm, each `overlap` cm over the one before, cover `length` cm.
int sheetsAlong(double length, double picture, double overlap)
{
    if (length <= picture)
        return 1;
    // The tolerance keeps a table that fits exactly from asking for a sliver of a sheet.
    return int(std::ceil((length - overlap) / (picture - overlap) - 1e-9));
}

} // namespace

QList<QPageSize::PageSizeId> tilePapers()
{
    QList<QPageSize::PageSizeId> ids;
    for (const Paper &p : kPapers)
        ids << p.id;
    return ids;
}

QString tilePaperName(QPageSize::PageSizeId paper)
{
    switch (paper) {
    case QPageSize::A4:
        return Text::tr("A4");
    case QPageSize::Letter:
        return Text::tr("Letter");
    case QPageSize::A3:
        return Text::tr("A3");
    default:
        return QPageSize(paper).name();
    }
}

QString tileOrientationName(QPageLayout::Orientation orientation)
{
    return orientation == QPageLayout::Portrait ? Text::tr("portrait") : Text::tr("landscape");
}

std::optional<QPageSize::PageSizeId> tilePaperNamed(const QString &name, QString *error)
{
    for (const Paper &p : kPapers)
        if (name.compare(QLatin1String(p.cliName), Qt::CaseInsensitive) == 0)
            return p.id;
    if (error)
        *error = Text::tr("unknown paper size \"%1\": choose %2").arg(name, cliNames());
    return std::nullopt;
}

std::optional<TileLayout> tileLayout(const QSizeF &tableCm, const TileOptions &options,
                                     QPageLayout::Orientation orientation, QString *error)
{
    const auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!tilePapers().contains(options.paper))
        return refuse(Text::tr("%1 paper is not offered for tiling: choose %2")
                          .arg(QPageSize(options.paper).name(), cliNames()));
    if (!(options.overlapMm >= 0))
        return refuse(Text::tr("an overlap of %1 mm is refused: it cannot be less than none")
                          .arg(options.overlapMm));
    TileLayout layout;
    layout.paper = options.paper;
    layout.orientation = orientation;
    layout.overlapMm = options.overlapMm;
    const QSizeF portrait = QPageSize(options.paper).size(QPageSize::Millimeter);
    layout.paperMm = orientation == QPageLayout::Portrait ? portrait : portrait.transposed();
    layout.pictureMm =
        QRectF(options.marginMm, options.marginMm, layout.paperMm.width() - 2 * options.marginMm,
               layout.paperMm.height() - 2 * options.marginMm - kLabelBandMm);
    const double shortSide = std::min(layout.pictureMm.width(), layout.pictureMm.height());
    if (options.overlapMm >= shortSide)
        return refuse(Text::tr("an overlap of %1 mm leaves nothing of a sheet of %2, whose "
                               "picture is %3 mm across: choose less than %3 mm")
                          .arg(options.overlapMm)
                          .arg(tilePaperName(options.paper))
                          .arg(std::floor(shortSide)));
    // One millimetre of paper is one of the table: the picture's size in cm is its mm / 10.
    const double wide = layout.pictureMm.width() / 10, high = layout.pictureMm.height() / 10;
    const double overlap = options.overlapMm / 10;
    layout.columns = sheetsAlong(tableCm.width(), wide, overlap);
    layout.rows = sheetsAlong(tableCm.height(), high, overlap);
    if (layout.rows * layout.columns > kMaxTileSheets)
        return refuse(Text::tr("the %1 × %2 cm table would take %3 sheets of %4, more than the %5 "
                               "a tiled print may have: choose larger paper")
                          .arg(tableCm.width())
                          .arg(tableCm.height())
                          .arg(layout.rows * layout.columns)
                          .arg(tilePaperName(options.paper))
                          .arg(kMaxTileSheets));
    const QRectF table(QPointF(0, 0), tableCm);
    for (int r = 0; r < layout.rows; ++r)
        for (int c = 0; c < layout.columns; ++c) {
            const QRectF whole(c * (wide - overlap), r * (high - overlap), wide, high);
            layout.sheets << TileSheet{r, c, whole.intersected(table)};
        }
    return layout;
}

std::optional<TileLayout> tileLayout(const QSizeF &tableCm, const TileOptions &options,
                                     QString *error)
{
    std::optional<TileLayout> portrait = tileLayout(tableCm, options, QPageLayout::Portrait, error);
    // When both refuse, portrait's refusal is the one shown: the label band comes off the
    // picture's height, so portrait's short side is the longer, and the overlap its message
    // allows is one that some orientation can print.
    std::optional<TileLayout> landscape =
        tileLayout(tableCm, options, QPageLayout::Landscape, nullptr);
    if (landscape && (!portrait || landscape->sheets.size() < portrait->sheets.size()))
        return landscape;
    return portrait;
}

QPointF sheetPointMm(const TileLayout &layout, const TileSheet &sheet, const QPointF &tableCm)
{
    return layout.pictureMm.topLeft() + (tableCm - sheet.tableCm.topLeft()) * 10;
}

} // namespace ambuscade::render
