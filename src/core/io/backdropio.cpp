// SPDX-License-Identifier: GPL-3.0-or-later
#include "backdropio.h"

#include "limits.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImageReader>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(BackdropReader)
};
} // namespace

bool isBackdropPicture(const QByteArray &image)
{
    if (Backdrop{image, {}}.isSvg())
        return image.contains("<svg");
    // The header says what the picture is and how big without decoding every pixel: the check
    // runs on every edit of the scenario, and a map may be large.
    QByteArray bytes = image;
    QBuffer buffer(&bytes);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    // Only the two kinds the file format promises, whatever else Qt's plug-ins could read.
    const bool promised = reader.format() == "png" || reader.format() == "jpeg";
    return reader.canRead() && promised && size.isValid() && size.width() <= kMaxBackdropPixels &&
           size.height() <= kMaxBackdropPixels;
}

void readBackdrop(ObjectReader &root, Problems &problems, Backdrop &backdrop)
{
    const auto object = root.object("backdrop", ObjectReader::Optional);
    if (!object)
        return;
    ObjectReader r(*object, root.pathOf("backdrop"), problems);
    // Base64 is four characters for every three bytes.
    const QString text = r.string("image", ObjectReader::Required, kMaxBackdropBytes / 3 * 4 + 4);
    const auto decoded = QByteArray::fromBase64Encoding(
        text.toLatin1(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!text.isEmpty() && (!decoded || decoded.decoded.isEmpty())) {
        r.problem("image", Text::tr("is not a picture written in base64"));
        return;
    }
    Backdrop read;
    read.image = decoded.decoded;
    if (!read.isEmpty() && !isBackdropPicture(read.image)) {
        r.problem("image", Text::tr("is neither a PNG, JPEG nor SVG picture"));
        return;
    }
    const auto x = r.number("x", ObjectReader::Required);
    const auto y = r.number("y", ObjectReader::Required);
    const auto width = r.number("width_cm", ObjectReader::Required);
    const auto height = r.number("height_cm", ObjectReader::Required);
    if (width && height &&
        (*width <= 0 || *height <= 0 || *width > limits::kMaxTableCm ||
         *height > limits::kMaxTableCm))
        r.problem("width_cm", Text::tr("the picture's size should be more than 0 and at most %1 cm")
                                  .arg(limits::kMaxTableCm));
    if (x && y && width && height)
        read.area = QRectF(*x, *y, *width, *height);
    backdrop = read;
}

void writeBackdrop(QJsonObject &root, const Backdrop &backdrop)
{
    if (backdrop.isEmpty())
        return;
    root.insert(QStringLiteral("backdrop"),
                QJsonObject{{"image", QString::fromLatin1(backdrop.image.toBase64())},
                            {"x", backdrop.area.x()},
                            {"y", backdrop.area.y()},
                            {"width_cm", backdrop.area.width()},
                            {"height_cm", backdrop.area.height()}});
}

} // namespace ambuscade
