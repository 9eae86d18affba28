// SPDX-License-Identifier: GPL-3.0-or-later
#include "backdropcheck.h"

#include "scenario/backdrop.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QImageReader>
#include <QMutex>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace ambuscade {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(BackdropReader)
};

// A reference an SVG may make: to a part of itself ("#id"), or a PNG or JPEG picture written
// into it. Anything else names a file or an address outside the picture.
bool staysInside(QStringView reference)
{
    const QString target = reference.trimmed().toString().toLower();
    return target.isEmpty() || target.startsWith(QLatin1Char('#')) ||
           target.startsWith(QLatin1String("data:image/png")) ||
           target.startsWith(QLatin1String("data:image/jpeg")) ||
           target.startsWith(QLatin1String("data:image/jpg"));
}

// The first `url(...)` or `@import` in CSS text that leaves the picture; empty for none.
QString outsideReferenceInCss(const QString &css)
{
    static const QRegularExpression url(QStringLiteral(R"(url\(\s*['"]?([^'")]*))"),
                                        QRegularExpression::CaseInsensitiveOption);
    for (const QRegularExpressionMatch &m : url.globalMatch(css))
        if (!staysInside(m.capturedView(1)))
            return m.captured(1);
    if (css.contains(QLatin1String("@import"), Qt::CaseInsensitive))
        return QStringLiteral("@import");
    return {};
}

QString referenceProblem(const QString &reference)
{
    return Text::tr("is an SVG picture that refers to \"%1\" outside itself; a backdrop must "
                    "hold everything it draws")
        .arg(reference.left(80));
}

// The first thing in the SVG's elements, attributes and text that leaves the picture.
QString svgProblem(const QByteArray &svg)
{
    QXmlStreamReader xml(svg);
    bool sawSvg = false;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::DTD:
            // Entities are how an XML file pulls in others (and how it swells without end).
            if (!xml.entityDeclarations().isEmpty())
                return Text::tr("is an SVG picture that declares entities; a backdrop may not");
            break;
        case QXmlStreamReader::ProcessingInstruction:
            if (xml.processingInstructionTarget() == QLatin1String("xml-stylesheet"))
                return referenceProblem(xml.processingInstructionData().toString());
            break;
        case QXmlStreamReader::StartElement:
            sawSvg = sawSvg || xml.name() == QLatin1String("svg");
            for (const QXmlStreamAttribute &a : xml.attributes()) {
                if (a.name() == QLatin1String("href") && !staysInside(a.value()))
                    return referenceProblem(a.value().toString());
                const QString inCss = outsideReferenceInCss(a.value().toString());
                if (!inCss.isEmpty())
                    return referenceProblem(inCss);
            }
            break;
        case QXmlStreamReader::Characters: {
            const QString inCss = outsideReferenceInCss(xml.text().toString());
            if (!inCss.isEmpty())
                return referenceProblem(inCss);
            break;
        }
        default:
            break;
        }
    }
    if (xml.hasError())
        return Text::tr("is not a well-formed SVG picture: %1 (line %2)")
            .arg(xml.errorString())
            .arg(xml.lineNumber());
    if (!sawSvg)
        return Text::tr("is neither a PNG, JPEG nor SVG picture");
    return {};
}

// Decoding a large picture takes a while and the document checks its scenario after every
// edit: the last pictures that passed are remembered (shared, so keeping them is cheap).
class DecodedPictures
{
public:
    bool contains(const QByteArray &image)
    {
        const QMutexLocker lock(&m_guard);
        return m_passed.contains(image);
    }
    void add(const QByteArray &image)
    {
        const QMutexLocker lock(&m_guard);
        if (m_passed.size() >= 4)
            m_passed.removeFirst();
        m_passed << image;
    }

private:
    QMutex m_guard;
    QList<QByteArray> m_passed;
};

DecodedPictures &decodedPictures()
{
    static DecodedPictures pictures;
    return pictures;
}

QString rasterProblem(const QByteArray &image)
{
    QByteArray bytes = image;
    QBuffer buffer(&bytes);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    // Only the two kinds the file format promises, whatever else Qt's plug-ins could read.
    const bool promised = reader.format() == "png" || reader.format() == "jpeg";
    if (!reader.canRead() || !promised || !size.isValid())
        return Text::tr("is neither a PNG, JPEG nor SVG picture");
    if (size.width() > kMaxBackdropPixels || size.height() > kMaxBackdropPixels ||
        qint64(size.width()) * size.height() > kMaxBackdropArea)
        return Text::tr("is a picture of %1 × %2 pixels; a backdrop has at most %3 pixels a "
                        "side and %4 million in all")
            .arg(size.width())
            .arg(size.height())
            .arg(kMaxBackdropPixels)
            .arg(kMaxBackdropArea / (1024 * 1024));
    if (decodedPictures().contains(image))
        return {};
    // A picture cut short has a whole header: only decoding it finds the missing pixels.
    QImage decoded;
    if (!reader.read(&decoded) || decoded.isNull())
        return Text::tr("is a %1 picture that does not decode (%2): is the file cut short?")
            .arg(QString::fromLatin1(reader.format()).toUpper(), reader.errorString());
    decodedPictures().add(image);
    return {};
}
} // namespace

QString backdropPictureProblem(const QByteArray &image)
{
    if (Backdrop{image, {}}.isSvg())
        return svgProblem(image);
    return rasterProblem(image);
}

} // namespace ambuscade
