// SPDX-License-Identifier: GPL-3.0-or-later
#include "backdropio.h"

#include "limits.h"

#include <QCoreApplication>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(BackdropReader)
};
} // namespace

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
    const QString pictureProblem = backdropPictureProblem(read.image);
    if (!read.isEmpty() && !pictureProblem.isEmpty()) {
        r.problem("image", pictureProblem);
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
