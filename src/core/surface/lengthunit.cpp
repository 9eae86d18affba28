// SPDX-License-Identifier: GPL-3.0-or-later
#include "lengthunit.h"

#include <QCoreApplication>
#include <QLocale>

namespace ambuscade {

double unitsPerCm(LengthUnit unit)
{
    return unit == LengthUnit::Inches ? 1 / kCmPerInch : 1;
}

QString lengthUnitId(LengthUnit unit)
{
    return unit == LengthUnit::Inches ? QStringLiteral("in") : QStringLiteral("cm");
}

QString lengthText(double cm, LengthUnit unit, int decimals)
{
    const QString number = QLocale().toString(cm * unitsPerCm(unit), 'f', decimals);
    return unit == LengthUnit::Inches
               ? QCoreApplication::translate("LengthUnit", "%1 in").arg(number)
               : QCoreApplication::translate("LengthUnit", "%1 cm").arg(number);
}

} // namespace ambuscade
