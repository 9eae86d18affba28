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

QString lengthText(double cm, LengthUnit unit, int decimals)
{
    return withUnit(QLocale().toString(cm * unitsPerCm(unit), 'f', decimals), unit);
}

QString lengthNumber(double cm, LengthUnit unit)
{
    // Labels on the table read "2000 cm", not "2,000 cm".
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(std::round(cm * unitsPerCm(unit) * 10) / 10, 'g', 6);
}

QString lengthLabel(double cm, LengthUnit unit)
{
    return withUnit(lengthNumber(cm, unit), unit);
}

} // namespace ambuscade
