// SPDX-License-Identifier: GPL-3.0-or-later
#include "lengthunit.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace ambuscade {

double unitsPerCm(LengthUnit unit)
{
    return unit == LengthUnit::Inches ? 1 / kCmPerInch : 1;
}

QString lengthUnitId(LengthUnit unit)
{
    return unit == LengthUnit::Inches ? QStringLiteral("in") : QStringLiteral("cm");
}

namespace {
QString withUnit(const QString &number, LengthUnit unit)
{
    return unit == LengthUnit::Inches
               ? QCoreApplication::translate("LengthUnit", "%1 in").arg(number)
               : QCoreApplication::translate("LengthUnit", "%1 cm").arg(number);
}
} // namespace

QString decimalText(double value, int decimals)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

QString lengthText(double cm, LengthUnit unit, int decimals)
{
    return withUnit(decimalText(cm * unitsPerCm(unit), decimals), unit);
}

namespace {
// Inches as a tape measure gives them, to the nearest quarter: "4¾", "½", "10".
QString quarterInches(double inches, const QLocale &locale)
{
    static const QString fractions[] = {QString(), QStringLiteral("¼"), QStringLiteral("½"),
                                        QStringLiteral("¾")};
    const long quarters = std::lround(std::abs(inches) * 4);
    QString text =
        quarters >= 4 || quarters == 0 ? locale.toString(qlonglong(quarters / 4)) : QString();
    text += fractions[quarters % 4];
    if (inches < 0 && quarters > 0)
        text.prepend(locale.negativeSign());
    return text;
}
} // namespace

QString lengthNumber(double cm, LengthUnit unit)
{
    // Labels on the table read "2000 cm", not "2,000 cm".
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    if (unit == LengthUnit::Inches)
        return quarterInches(cm * unitsPerCm(unit), locale);
    return locale.toString(std::round(cm * unitsPerCm(unit) * 10) / 10, 'g', 6);
}

QString lengthLabel(double cm, LengthUnit unit)
{
    return withUnit(lengthNumber(cm, unit), unit);
}

} // namespace ambuscade
