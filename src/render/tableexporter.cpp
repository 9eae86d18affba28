// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableexporter.h"

#include "io/atomicfile.h"
#include "tablepainter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace ambuscade::render {

namespace {

// The context its texts are translated in (as lupdate reads it, too).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(TableExporter)
};

constexpr double kCmPerInch = 2.54;

void paintScaled(QPainter &painter, const Scenario &scenario, double deviceUnitsPerCm,
                 const TableOverlay &overlay)
{
    painter.scale(deviceUnitsPerCm, deviceUnitsPerCm);
    paintScenario(painter, scenario, overlay);
}

QByteArray renderSvg(const Scenario &s, double pixelsPerCm, const QString &title,
                     const TableOverlay &overlay)
{
    QBuffer buffer;
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setTitle(title);
    // The generator takes a whole number of dots per inch; 254 dpi is exactly 100 dots per cm,
    // so the file's width and height come out as the table's true size in millimetres.
    constexpr int kDotsPerCm = 100;
    svg.setResolution(int(kDotsPerCm * kCmPerInch));
    svg.setSize(QSize(int(std::lround(s.table.widthCm * kDotsPerCm)),
                      int(std::lround(s.table.heightCm * kDotsPerCm))));
    svg.setViewBox(QRectF(0, 0, s.table.widthCm * pixelsPerCm, s.table.heightCm * pixelsPerCm));
    QPainter painter(&svg);
    paintScaled(painter, s, pixelsPerCm, overlay);
    painter.end();
    return buffer.data();
}

QSize pngSize(const Scenario &s, double pixelsPerCm)
{
    return {int(std::lround(s.table.widthCm * pixelsPerCm)),
            int(std::lround(s.table.heightCm * pixelsPerCm))};
}

QByteArray renderPng(const Scenario &s, double pixelsPerCm, qint64 maxPixels, QString *error,
                     const TableOverlay &overlay)
{
    const QSize size = pngSize(s, pixelsPerCm);
    const qint64 pixels = qint64(size.width()) * size.height();
    if (pixels > maxPixels) {
        *error = Text::tr("the image would be %1 × %2 pixels, more than the %3 megapixels "
                          "allowed: choose fewer pixels per cm")
                     .arg(size.width())
                     .arg(size.height())
                     .arg(double(maxPixels) / 1e6);
        return {};
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        *error = Text::tr("cannot make an image of %1 × %2 pixels (%3 MiB): not enough memory; "
                          "choose fewer pixels per cm")
                     .arg(size.width())
                     .arg(size.height())
                     .arg(pixels * 4 / (1024 * 1024));
        return {};
    }
    image.fill(Qt::white);
    // Record the true scale in the file, so printing it at 100 % gives table centimetres.
    image.setDotsPerMeterX(int(std::lround(pixelsPerCm * 100)));
    image.setDotsPerMeterY(int(std::lround(pixelsPerCm * 100)));
    QPainter painter(&image);
    paintScaled(painter, s, pixelsPerCm, overlay);
    painter.end();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        *error = Text::tr("the image of %1 × %2 pixels could not be encoded as PNG")
                     .arg(size.width())
                     .arg(size.height());
    return buffer.data();
}

QByteArray renderPdf(const Scenario &s, const QString &title, const TableOverlay &overlay)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("Ambuscade"));
    pdf.setPageSize(QPageSize(QSizeF(s.table.widthCm * 10, s.table.heightCm * 10),
                              QPageSize::Millimeter, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    constexpr int kDpi = 300;
    pdf.setResolution(kDpi);
    QPainter painter(&pdf);
    paintScaled(painter, s, kDpi / kCmPerInch, overlay);
    painter.end();
    return buffer.data();
}

} // namespace

double pngPixelsPerCm(const Scenario &scenario, double pixelsPerCm, qint64 maxPixels)
{
    const double area = scenario.table.widthCm * scenario.table.heightCm;
    double fitting = std::min(pixelsPerCm, std::sqrt(double(maxPixels) / area));
    // Rounding each side may add a pixel: step down until the image fits.
    while (fitting > 0 &&
           qint64(pngSize(scenario, fitting).width()) * pngSize(scenario, fitting).height() >
               maxPixels)
        fitting *= 0.999;
    return fitting;
}

bool exportTable(const Scenario &scenario, const QString &path, QString *error, double pixelsPerCm,
                 qint64 maxPixels, const TableOverlay &overlay)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString title = scenario.title.isEmpty() ? Text::tr("Ambuscade table") : scenario.title;
    QByteArray bytes;
    QString why;
    if (suffix == QLatin1String("svg"))
        bytes = renderSvg(scenario, pixelsPerCm, title, overlay);
    else if (suffix == QLatin1String("png"))
        bytes = renderPng(scenario, pixelsPerCm, maxPixels, &why, overlay);
    else if (suffix == QLatin1String("pdf"))
        bytes = renderPdf(scenario, title, overlay);
    else {
        if (error)
            *error = Text::tr("cannot tell the format of %1: name it .svg, .png or .pdf").arg(path);
        return false;
    }
    if (!why.isEmpty()) {
        if (error)
            *error = Text::tr("could not draw %1: %2").arg(path, why);
        return false;
    }
    QString failed;
    if (!writeFileAtomically(path, bytes, &failed)) {
        if (error)
            *error = Text::tr("could not write %1: %2").arg(path, failed);
        return false;
    }
    return true;
}

QImage tablePicture(const Scenario &scenario, const QSize &box)
{
    const QRectF table = scenario.table.rect();
    if (table.isEmpty() || box.isEmpty())
        return {};
    const double scale = std::min(box.width() / table.width(), box.height() / table.height());
    QImage image(QSize(int(table.width() * scale), int(table.height() * scale)),
                 QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paintScaled(painter, scenario, scale, {});
    return image;
}

} // namespace ambuscade::render
