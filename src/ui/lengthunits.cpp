// SPDX-License-Identifier: GPL-3.0-or-later
#include "lengthunits.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSettings>
#include <optional>

namespace ambuscade {

namespace {
const auto kKey = QStringLiteral("length_unit");
constexpr double kCmPerInch = 2.54;

// Read once: the status bar asks on every mouse move.
std::optional<LengthUnit> &cached()
{
    static std::optional<LengthUnit> unit;
    return unit;
}
} // namespace

LengthUnit lengthUnit()
{
    if (!cached())
        cached() = QSettings().value(kKey).toString() == QLatin1String("in")
                       ? LengthUnit::Inches
                       : LengthUnit::Centimetres;
    return *cached();
}

void setLengthUnit(LengthUnit unit)
{
    QSettings().setValue(kKey,
                         unit == LengthUnit::Inches ? QStringLiteral("in") : QStringLiteral("cm"));
    cached() = unit;
}

double unitsPerCm()
{
    return lengthUnit() == LengthUnit::Inches ? 1 / kCmPerInch : 1;
}

QString formatLength(double cm)
{
    const QString number = QLocale().toString(cm * unitsPerCm(), 'f', 1);
    return lengthUnit() == LengthUnit::Inches
               ? QCoreApplication::translate("LengthUnit", "%1 in").arg(number)
               : QCoreApplication::translate("LengthUnit", "%1 cm").arg(number);
}

} // namespace ambuscade
