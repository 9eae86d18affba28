// SPDX-License-Identifier: GPL-3.0-or-later
#include "tiledprint.h"

#include "io/atomicfile.h"
#include "tablepainter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

namespace ambuscade::render {

namespace {

// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(TiledPrint)
};

constexpr double kMmPerInch = 25.4;
constexpr double kScaleBarCm = 10;
const QColor kTileInk(30, 30, 30);

// Paints the pages with the painter in millimetres of paper, from each page's top-left corner.
class TiledPainter
{
public:
    TiledPainter(QPagedPaintDevice &device, const Scenario &scenario, const TileLayout &layout)
        : m_device(device), m_scenario(scenario), m_layout(layout), m_painter(&device)
    {
        m_pxPerMm = device.logicalDpiX() / kMmPerInch;
        m_painter.scale(m_pxPerMm, m_pxPerMm);
        m_painter.setRenderHint(QPainter::Antialiasing);
        m_title = scenario.title.isEmpty() ? Text::tr("Ambuscade table") : scenario.title;
    }

    TiledPages run()
    {
        assemblySheet();
        for (int i = 0; i < m_layout.sheets.size(); ++i) {
            m_device.newPage();
            sheet(i);
        }
        m_painter.end();
        return m_pages;
    }

private:
    // A font `points` high on paper: the device turns points into its pixels, and the
    // painter's scale would do so again, so the size asked for is divided by it.
    QFont font(double points, bool bold = false) const
    {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(points / m_pxPerMm);
        f.setBold(bold);
        return f;
    }

    void text(const QRectF &mm, int flags, const QString &words, const QFont &f)
    {
        m_painter.setFont(f);
        m_painter.setPen(kTileInk);
        m_painter.drawText(mm, flags | Qt::TextWordWrap, words);
        m_pages.last() << words;
    }

    // The table, its part `tableCm` drawn at `mmPerCm` from `originMm` on the paper.
    void tablePart(const QRectF &tableCm, const QPointF &originMm, double mmPerCm)
    {
        m_painter.save();
        m_painter.setClipRect(QRectF(originMm, tableCm.size() * mmPerCm));
        m_painter.translate(originMm);
        m_painter.scale(mmPerCm, mmPerCm);
        m_painter.translate(-tableCm.topLeft());
        paintScenario(m_painter, m_scenario);
        m_painter.restore();
    }

    QString sheetPlace(int index) const
    {
        const TileSheet &s = m_layout.sheets[index];
        return Text::tr("sheet %1 of %2, row %3, column %4 of %5 × %6")
            .arg(index + 1)
            .arg(m_layout.sheets.size())
            .arg(s.row + 1)
            .arg(s.column + 1)
            .arg(m_layout.rows)
            .arg(m_layout.columns);
    }

    void assemblySheet();
    void assemblyGrid(const QPointF &originMm, double mmPerCm);
    void sheet(int index);
    void joinLines(const TileSheet &sheet, const QRectF &pictureMm);
    void scaleBar(const QPointF &leftMm);

    QPagedPaintDevice &m_device;
    const Scenario &m_scenario;
    const TileLayout &m_layout;
    QPainter m_painter;
    double m_pxPerMm = 1;
    QString m_title;
    TiledPages m_pages;
};

// The first page: the title, how to put the sheets together, and the whole table small
// with each sheet's part outlined and numbered in the order they are printed.
void TiledPainter::assemblySheet()
{
    m_pages << QStringList();
    const QRectF area(QPointF(m_layout.pictureMm.left(), m_layout.pictureMm.top()),
                      QSizeF(m_layout.pictureMm.width(),
                             m_layout.paperMm.height() - 2 * m_layout.pictureMm.top()));
    text(QRectF(area.left(), area.top(), area.width(), 9), Qt::AlignLeft | Qt::AlignTop, m_title,
         font(14, true));
    text(QRectF(area.left(), area.top() + 10, area.width(), 24), Qt::AlignLeft | Qt::AlignTop,
         Text::tr("The %1 × %2 cm table at true scale on %3 × %4 sheets of %5 paper (rows × "
                  "columns), %6; neighbouring sheets share %7 mm of the table. Print at 100 % "
                  "(actual size, not fitted to the page) and check the 10 cm bar on each sheet. "
                  "Trim a sheet along the left and top edges of its picture and lay it over its "
                  "neighbours up to their dashed lines.")
             .arg(m_scenario.table.widthCm)
             .arg(m_scenario.table.heightCm)
             .arg(m_layout.rows)
             .arg(m_layout.columns)
             .arg(tilePaperName(m_layout.paper), tileOrientationName(m_layout.orientation))
             .arg(m_layout.overlapMm),
         font(9));
    const QRectF room = area.adjusted(0, 36, 0, 0);
    const QSizeF table(m_scenario.table.widthCm, m_scenario.table.heightCm);
    const double mmPerCm = std::min(room.width() / table.width(), room.height() / table.height());
    const QPointF origin(room.left() + (room.width() - table.width() * mmPerCm) / 2, room.top());
    tablePart(QRectF(QPointF(0, 0), table), origin, mmPerCm);
    assemblyGrid(origin, mmPerCm);
}

void TiledPainter::assemblyGrid(const QPointF &originMm, double mmPerCm)
{
    for (int i = 0; i < m_layout.sheets.size(); ++i) {
        const TileSheet &s = m_layout.sheets[i];
        const QRectF mm(originMm + s.tableCm.topLeft() * mmPerCm, s.tableCm.size() * mmPerCm);
        m_painter.setBrush(Qt::NoBrush);
        m_painter.setPen(QPen(QColor(255, 255, 255, 200), 0.9));
        m_painter.drawRect(mm);
        m_painter.setPen(QPen(kTileInk, 0.35));
        m_painter.drawRect(mm);
        const QString number = QString::number(i + 1);
        paintLabel(m_painter, number, mm.center(), std::min(5.0, mm.height() / 4), kTileInk,
                   Halo::Pale, true);
        m_pages.last() << number;
    }
}

void TiledPainter::sheet(int index)
{
    m_pages << QStringList();
    const TileSheet &s = m_layout.sheets[index];
    const QRectF picture(m_layout.pictureMm.topLeft(), s.tableCm.size() * 10);
    tablePart(s.tableCm, picture.topLeft(), 10);
    // The picture's edge, along which a sheet is trimmed to lie over its neighbours.
    m_painter.setBrush(Qt::NoBrush);
    m_painter.setPen(QPen(kTileInk, 0.15));
    m_painter.drawRect(picture);
    joinLines(s, picture);
    const double bandTop = m_layout.pictureMm.bottom() + 2;
    text(QRectF(m_layout.pictureMm.left(), bandTop, m_layout.pictureMm.width(), 5),
         Qt::AlignLeft | Qt::AlignTop, m_title + QStringLiteral(" — ") + sheetPlace(index),
         font(8));
    scaleBar(QPointF(m_layout.pictureMm.left(), bandTop + 7));
}

// Dashed lines where the next sheet to the right and the one below begin: a neighbour,
// trimmed at its picture's edge, is laid over this sheet up to them.
void TiledPainter::joinLines(const TileSheet &sheet, const QRectF &pictureMm)
{
    const double overlapMm = m_layout.overlapMm;
    QList<QLineF> lines;
    if (sheet.column + 1 < m_layout.columns)
        lines << QLineF(pictureMm.right() - overlapMm, pictureMm.top(),
                        pictureMm.right() - overlapMm, pictureMm.bottom());
    if (sheet.row + 1 < m_layout.rows)
        lines << QLineF(pictureMm.left(), pictureMm.bottom() - overlapMm, pictureMm.right(),
                        pictureMm.bottom() - overlapMm);
    for (const QLineF &line : lines) {
        m_painter.setPen(QPen(QColor(255, 255, 255, 220), 0.7));
        m_painter.drawLine(line);
        QPen dashes(kTileInk, 0.25);
        dashes.setDashPattern({8, 6}); // in pen widths: 2 mm dashes
        m_painter.setPen(dashes);
        m_painter.drawLine(line);
    }
}

// A bar of ten centimetres, black and white by the centimetre, to measure on the paper.
void TiledPainter::scaleBar(const QPointF &leftMm)
{
    constexpr double kHighMm = 2.5;
    m_painter.setPen(QPen(kTileInk, 0.2));
    for (int cm = 0; cm < int(kScaleBarCm); ++cm) {
        m_painter.setBrush(cm % 2 == 0 ? kTileInk : Qt::white);
        m_painter.drawRect(QRectF(leftMm.x() + cm * 10, leftMm.y(), 10, kHighMm));
    }
    text(QRectF(leftMm.x() + kScaleBarCm * 10 + 3, leftMm.y() - 1.5, 90, 6),
         Qt::AlignLeft | Qt::AlignVCenter,
         Text::tr("10 cm: measure it to check the print is at true scale"), font(7));
}

} // namespace

TiledPages paintTiledPrint(QPagedPaintDevice &device, const Scenario &scenario,
                           const TileLayout &layout)
{
    return TiledPainter(device, scenario, layout).run();
}

bool writeTiledPdf(const Scenario &scenario, const TileLayout &layout, const QString &path,
                   QString *error, TiledPages *pages)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(scenario.title.isEmpty() ? Text::tr("Ambuscade table") : scenario.title);
        pdf.setCreator(QStringLiteral("Ambuscade"));
        pdf.setPageLayout(
            QPageLayout(QPageSize(layout.paper), layout.orientation, QMarginsF(0, 0, 0, 0)));
        constexpr int kDpi = 300;
        pdf.setResolution(kDpi);
        const TiledPages painted = paintTiledPrint(pdf, scenario, layout);
        if (pages)
            *pages = painted;
    }
    const QByteArray bytes = buffer.data();
    QString failed;
    if (!writeFileAtomically(path, bytes, &failed)) {
        if (error)
            *error = Text::tr("could not write %1: %2").arg(path, failed);
        return false;
    }
    return true;
}

} // namespace ambuscade::render
