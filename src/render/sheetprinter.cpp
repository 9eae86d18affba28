// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetprinter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <algorithm>

namespace ambuscade::render {

int wrapFlags(const QString &text, const QFontMetricsF &metrics, double width)
{
    const QStringList words = text.split(QRegularExpression(QStringLiteral("\\s+")));
    const bool tooWide = std::any_of(words.cbegin(), words.cend(), [&](const QString &w) {
        return metrics.horizontalAdvance(w) > width;
    });
    return tooWide ? Qt::TextWrapAnywhere : Qt::TextWordWrap;
}

namespace {
// Everything is laid out in points; the painter is scaled to the device once.
constexpr double kBoxPt = 7;       // a tick box's side
constexpr double kGapPt = 2.5;     // between a cell's text and its boxes, and between boxes
constexpr double kPadPt = 2.5;     // inside a cell
constexpr double kHeaderPt = 26;   // the running title and heading, with its rule
constexpr double kFooterPt = 16;   // the page number
constexpr double kTableGapPt = 10; // between tables
const QColor kRule(150, 150, 150);
const QColor kHeaderFill(225, 225, 225);

// Lays out and paints one sheet. Run once without painting to count the pages, then again
// to paint them with "Page N of M".
class SheetLayout
{
public:
    SheetLayout(QPagedPaintDevice &device, QPainter *painter, const print::Sheet &sheet, int pages)
        : m_device(device), m_painter(painter), m_sheet(sheet), m_pageCount(pages)
    {
        m_scale = device.logicalDpiX() / 72.0;
        m_width = device.width() / m_scale;
        m_columnWidth = m_width;
        m_height = device.height() / m_scale;
        if (m_painter)
            m_painter->scale(m_scale, m_scale);
    }

    // A font `points` high on paper. The painter is scaled from points to the device's
    // pixels, and the device turns point sizes into its own pixels: the size is set so that
    // the two together give the points asked for.
    QFont font(double points, bool bold = false, bool italic = false) const
    {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(points / m_scale);
        f.setBold(bold);
        f.setItalic(italic);
        return f;
    }

    // Metrics in points, as the page is laid out.
    QFontMetricsF metrics(const QFont &f) const { return QFontMetricsF(f, &m_device); }

    void run()
    {
        for (const print::Section &section : m_sheet.sections) {
            m_heading = section.heading;
            m_title = section.title.isEmpty() ? m_sheet.title : section.title;
            if (m_page == 0 || section.newPage)
                newPage();
            for (const QString &paragraph : section.paragraphs)
                paragraphBlock(paragraph);
            for (int t = 0; t < section.tables.size(); ++t) {
                const print::Table &table = section.tables[t];
                const bool pair = table.halfWidth && t + 1 < section.tables.size() &&
                                  section.tables[t + 1].halfWidth;
                if (pair && tablesSideBySide(table, section.tables[t + 1]))
                    ++t;
                else
                    tableBlock(table);
            }
        }
        if (m_page == 0)
            newPage(); // a sheet with nothing in it is still a page with its title
        if (m_painter)
            footer();
    }

    int pages() const { return m_page; }
    PrintedPages printed() const { return m_printed; }

private:
    double bottom() const { return m_height - kFooterPt; }

    void newPage()
    {
        if (m_page > 0) {
            if (m_painter) {
                footer();
                m_device.newPage();
            }
        }
        ++m_page;
        m_printed.append(QStringList());
        m_y = 0;
        text(QRectF(0, 0, m_width * 0.6, kHeaderPt - 8), m_title, font(11, true),
             Qt::AlignLeft | Qt::AlignVCenter);
        text(QRectF(m_width * 0.6, 0, m_width * 0.4, kHeaderPt - 8), m_heading, font(10, true),
             Qt::AlignRight | Qt::AlignVCenter);
        line(QPointF(0, kHeaderPt - 5), QPointF(m_width, kHeaderPt - 5), Qt::black, 1);
        m_y = kHeaderPt;
    }

    void footer()
    {
        text(QRectF(0, m_height - kFooterPt + 4, m_width, kFooterPt - 4),
             QCoreApplication::translate("SheetPrinter", "Page %1 of %2")
                 .arg(m_page)
                 .arg(m_pageCount),
             font(8), Qt::AlignHCenter | Qt::AlignBottom);
    }

    void text(const QRectF &rect, const QString &s, const QFont &f, int flags)
    {
        if (s.isEmpty())
            return;
        m_printed.last() << s;
        if (!m_painter)
            return;
        m_painter->setFont(f);
        m_painter->setPen(Qt::black);
        m_painter->drawText(rect, flags | wrapping(s, f, rect.width()), s);
    }

    int wrapping(const QString &s, const QFont &f, double width) const
    {
        return wrapFlags(s, metrics(f), width);
    }

    void line(const QPointF &a, const QPointF &b, const QColor &colour, double width)
    {
        if (!m_painter)
            return;
        m_painter->setPen(QPen(colour, width));
        m_painter->drawLine(a, b);
    }

    double wrappedHeight(const QString &s, const QFont &f, double width) const
    {
        if (s.isEmpty())
            return metrics(f).height();
        return metrics(f).boundingRect(QRectF(0, 0, width, 1e6), wrapping(s, f, width), s).height();
    }

    void paragraphBlock(const QString &paragraph)
    {
        const QFont f = font(9);
        const double h = wrappedHeight(paragraph, f, m_width);
        if (m_y + h > bottom())
            newPage();
        text(QRectF(0, m_y, m_width, h), paragraph, f, Qt::AlignLeft | Qt::AlignTop);
        m_y += h + 6;
    }

    // Column edges in points, from the relative widths.
    QList<double> columnEdges(const print::Table &table) const
    {
        double total = 0;
        for (int c = 0; c < table.headers.size(); ++c)
            total += c < table.widths.size() ? table.widths[c] : 1;
        QList<double> edges{m_left};
        for (int c = 0; c < table.headers.size(); ++c)
            edges << edges.last() +
                         (c < table.widths.size() ? table.widths[c] : 1) / total * m_columnWidth;
        return edges;
    }

    QFont cellFont(const print::Cell &cell) const { return font(7.5, cell.bold, cell.italic); }

    // A cell's boxes go after its text when they fit on the line, else beneath it.
    static double boxesWidth(int boxes) { return boxes * kBoxPt + std::max(0, boxes - 1) * kGapPt; }

    double cellHeight(const print::Cell &cell, double width) const
    {
        const double inner = width - 2 * kPadPt;
        const QFont f = cellFont(cell);
        double h = cell.text.isEmpty() ? 0 : wrappedHeight(cell.text, f, inner);
        if (cell.boxes > 0) {
            const double textWidth =
                cell.text.isEmpty() ? 0 : metrics(f).horizontalAdvance(cell.text) + kGapPt;
            const int perLine = std::max(1, int((inner + kGapPt) / (kBoxPt + kGapPt)));
            const bool besideText = textWidth + boxesWidth(cell.boxes) <= inner;
            const int lines = (cell.boxes + perLine - 1) / perLine;
            const double boxes = lines * (kBoxPt + kGapPt) - kGapPt;
            h = besideText ? std::max(h, kBoxPt) : h + (h > 0 ? kGapPt : 0) + boxes;
        }
        return std::max(h, metrics(cellFont(cell)).height()) + 2 * kPadPt;
    }

    void paintCell(const print::Cell &cell, const QRectF &r)
    {
        const QRectF inner = r.adjusted(kPadPt, kPadPt, -kPadPt, -kPadPt);
        const QFont f = cellFont(cell);
        text(inner, cell.text, f, Qt::AlignLeft | Qt::AlignTop);
        if (cell.boxes == 0 || !m_painter)
            return;
        const double textWidth =
            cell.text.isEmpty() ? 0 : metrics(f).horizontalAdvance(cell.text) + kGapPt;
        const bool besideText = textWidth + boxesWidth(cell.boxes) <= inner.width();
        QPointF at = besideText
                         ? inner.topLeft() + QPointF(textWidth, 0)
                         : QPointF(inner.left(),
                                   inner.top() +
                                       (cell.text.isEmpty()
                                            ? 0
                                            : wrappedHeight(cell.text, f, inner.width()) + kGapPt));
        m_painter->setPen(QPen(Qt::black, 0.6));
        m_painter->setBrush(Qt::NoBrush);
        for (int b = 0; b < cell.boxes; ++b) {
            if (at.x() + kBoxPt > inner.right() + 0.01)
                at = QPointF(besideText ? inner.left() + textWidth : inner.left(),
                             at.y() + kBoxPt + kGapPt);
            m_painter->drawRect(QRectF(at, QSizeF(kBoxPt, kBoxPt)));
            at.rx() += kBoxPt + kGapPt;
        }
    }

    double rowHeight(const QList<print::Cell> &row, const QList<double> &edges) const
    {
        double h = 0;
        for (int c = 0; c < row.size() && c + 1 < edges.size(); ++c)
            h = std::max(h, cellHeight(row[c], edges[c + 1] - edges[c]));
        return h;
    }

    void paintRow(const QList<print::Cell> &row, const QList<double> &edges, double h, bool header)
    {
        if (m_painter && header)
            m_painter->fillRect(QRectF(m_left, m_y, m_columnWidth, h), kHeaderFill);
        for (int c = 0; c < row.size() && c + 1 < edges.size(); ++c)
            paintCell(row[c], QRectF(edges[c], m_y, edges[c + 1] - edges[c], h));
        line(QPointF(m_left, m_y + h), QPointF(m_left + m_columnWidth, m_y + h), kRule, 0.5);
        for (double x : edges)
            line(QPointF(x, m_y), QPointF(x, m_y + h), kRule, 0.5);
        m_y += h;
    }

    QList<print::Cell> headerRow(const print::Table &table) const
    {
        QList<print::Cell> row;
        for (const QString &h : table.headers)
            row << print::Cell{h, 0, false, true};
        return row;
    }

    // The title, its note and the column headers: printed before the first row, and again
    // (titled as continued) on each page the table runs onto.
    double titleHeight(const print::Table &table) const
    {
        double h = wrappedHeight(table.title, font(9.5, true), m_columnWidth) + 2;
        if (!table.note.isEmpty())
            h += wrappedHeight(table.note, font(7.5), m_columnWidth) + 2;
        return h;
    }

    void paintTitle(const print::Table &table, bool continued)
    {
        const QString title =
            continued
                ? QCoreApplication::translate("SheetPrinter", "%1 (continued)").arg(table.title)
                : table.title;
        const double h = wrappedHeight(title, font(9.5, true), m_columnWidth);
        text(QRectF(m_left, m_y, m_columnWidth, h), title, font(9.5, true),
             Qt::AlignLeft | Qt::AlignTop);
        m_y += h + 2;
        if (!table.note.isEmpty() && !continued) {
            const double n = wrappedHeight(table.note, font(7.5), m_columnWidth);
            text(QRectF(m_left, m_y, m_columnWidth, n), table.note, font(7.5),
                 Qt::AlignLeft | Qt::AlignTop);
            m_y += n + 2;
        }
    }

    double tallyHeight(const print::Table &table) const
    {
        if (table.tally.isEmpty())
            return 0;
        return std::max(kBoxPt, metrics(font(7.5)).height()) + 2 * kPadPt + 2;
    }

    void paintTally(const print::Table &table)
    {
        if (table.tally.isEmpty())
            return;
        double x = m_left;
        const double top = m_y + kPadPt + 1;
        for (const print::Cell &cell : table.tally) {
            const QFont f = cellFont(cell);
            const double textWidth = metrics(f).horizontalAdvance(cell.text);
            // Boxes that would run past the edge wrap: the tally is one line in practice.
            const double width = textWidth + kGapPt + boxesWidth(cell.boxes);
            paintCell(cell, QRectF(x - kPadPt, top - kPadPt,
                                   std::min(width, m_left + m_columnWidth - x) + 2 * kPadPt,
                                   tallyHeight(table)));
            x += width + 4 * kGapPt + kPadPt;
        }
        m_y += tallyHeight(table);
    }

    // The height a table takes whole at the current column width.
    double tableHeight(const print::Table &table) const
    {
        const QList<double> edges = columnEdges(table);
        double h = titleHeight(table) + rowHeight(headerRow(table), edges) + tallyHeight(table);
        for (const QList<print::Cell> &row : table.rows)
            h += rowHeight(row, edges);
        return h;
    }

    // Two short tables in the two halves of the page, from the same height. False, with
    // nothing laid out, when they would not fit on one page together.
    bool tablesSideBySide(const print::Table &left, const print::Table &right)
    {
        constexpr double kBetweenPt = 14;
        m_columnWidth = (m_width - kBetweenPt) / 2;
        const double h = std::max(tableHeight(left), tableHeight(right));
        const bool fits = kHeaderPt + h <= bottom();
        if (fits) {
            if (m_y + h > bottom())
                newPage();
            const double top = m_y;
            tableBlock(left);
            const double leftEnd = m_y;
            m_y = top;
            m_left = m_columnWidth + kBetweenPt;
            tableBlock(right);
            m_y = std::max(m_y, leftEnd);
        }
        m_left = 0;
        m_columnWidth = m_width;
        return fits;
    }

    void tableBlock(const print::Table &table)
    {
        const QList<double> edges = columnEdges(table);
        const QList<print::Cell> header = headerRow(table);
        const double headerHeight = rowHeight(header, edges);
        const double first = table.rows.isEmpty() ? 0 : rowHeight(table.rows.first(), edges);
        // A table that fits on a page is never split (a group's heading and a row or two
        // alone at a page's foot); a longer one keeps its title, header and first row together.
        const bool fitsAPage = kHeaderPt + tableHeight(table) <= bottom();
        const double together =
            fitsAPage ? tableHeight(table) : titleHeight(table) + headerHeight + first;
        if (m_y + together > bottom() && m_y > kHeaderPt)
            newPage();
        paintTitle(table, false);
        paintRow(header, edges, headerHeight, true);
        for (int r = 0; r < table.rows.size(); ++r) {
            const double h = rowHeight(table.rows[r], edges);
            const bool last = r + 1 == table.rows.size();
            if (m_y + h + (last ? tallyHeight(table) : 0) > bottom()) {
                newPage();
                paintTitle(table, true);
                paintRow(header, edges, headerHeight, true);
            }
            paintRow(table.rows[r], edges, h, false);
        }
        paintTally(table);
        m_y += kTableGapPt;
    }

    QPagedPaintDevice &m_device;
    QPainter *m_painter;
    const print::Sheet &m_sheet;
    int m_pageCount;
    double m_scale = 1;
    double m_width = 0;
    double m_left = 0;        // where tables start: 0, or the right half beside another
    double m_columnWidth = 0; // the width tables take: the page's, or half of it
    double m_height = 0;
    double m_y = 0;
    int m_page = 0;
    QString m_heading;
    QString m_title; // the running title of the section printed
    PrintedPages m_printed;
};
} // namespace

PrintedPages printSheet(QPagedPaintDevice &device, const print::Sheet &sheet)
{
    SheetLayout dry(device, nullptr, sheet, 0);
    dry.run();
    QPainter painter(&device);
    SheetLayout real(device, &painter, sheet, dry.pages());
    real.run();
    return real.printed();
}

bool writeSheetPdf(const print::Sheet &sheet, const QString &path, const QPageSize &size,
                   QString *error, PrintedPages *pages)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setTitle(sheet.title);
        pdf.setCreator(QStringLiteral("Ambuscade"));
        pdf.setPageLayout(QPageLayout(size, QPageLayout::Landscape, QMarginsF(12, 12, 12, 12),
                                      QPageLayout::Millimeter));
        const PrintedPages printed = printSheet(pdf, sheet);
        if (pages)
            *pages = printed;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace ambuscade::render
