// SPDX-License-Identifier: GPL-3.0-or-later
// The balance report written to a PNG or a PDF, through the same painter as the screen.
#include "balancechart.h"
#include "io/atomicfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <cmath>

namespace ambuscade::render {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(BalanceChart)
};

// Twice the report's own units: sharp on a screen and in a document.
constexpr double kPngScale = 2;

QByteArray pngOf(const BalanceChart &chart)
{
    const QSizeF size = balanceChartSize(chart) * kPngScale;
    QImage image(int(std::ceil(size.width())), int(std::ceil(size.height())),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintBalanceChart(painter, QRectF(QPointF(0, 0), size), chart);
    painter.end();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return buffer.data();
}

QByteArray pdfOf(const BalanceChart &chart)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setTitle(Text::tr("Balance of %1").arg(chart.title));
    pdf.setCreator(QStringLiteral("Ambuscade"));
    // One page of the report's own proportions, 640 points wide.
    const QSizeF size = balanceChartSize(chart);
    pdf.setPageSize(QPageSize(size, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setResolution(300);
    QPainter painter(&pdf);
    paintBalanceChart(painter, QRectF(0, 0, pdf.width(), pdf.height()), chart);
    painter.end();
    return buffer.data();
}
} // namespace

bool exportBalanceChart(const BalanceChart &chart, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    if (suffix == QLatin1String("png"))
        bytes = pngOf(chart);
    else if (suffix == QLatin1String("pdf"))
        bytes = pdfOf(chart);
    else {
        *error = Text::tr("cannot tell the format of %1: name it .png or .pdf").arg(path);
        return false;
    }
    QString failed;
    if (!writeFileAtomically(path, bytes, &failed)) {
        *error = Text::tr("could not write %1: %2").arg(path, failed);
        return false;
    }
    return true;
}

} // namespace ambuscade::render
