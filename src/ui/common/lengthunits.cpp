// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/lengthunits.h"

#include <QSettings>

namespace ambuscade {

namespace {
const auto kKey = QStringLiteral("length_unit");

// Read once: the status bar asks on every mouse move.
std::optional<std::optional<LengthUnit>> &cachedPreference()
{
    static std::optional<std::optional<LengthUnit>> unit;
    return unit;
}

LengthUnit &rulesetUnit()
{
    static LengthUnit unit = LengthUnit::Centimetres;
    return unit;
}
} // namespace

std::optional<LengthUnit> preferredUnit()
{
    if (!cachedPreference()) {
        const QString stored = QSettings().value(kKey).toString();
        cachedPreference() = stored == QLatin1String("in") ? std::optional(LengthUnit::Inches)
                             : stored == QLatin1String("cm")
                                 ? std::optional(LengthUnit::Centimetres)
                                 : std::nullopt;
    }
    return *cachedPreference();
}

void setPreferredUnit(std::optional<LengthUnit> unit)
{
    if (unit)
        QSettings().setValue(kKey, lengthUnitId(*unit));
    else
        QSettings().remove(kKey);
    cachedPreference() = unit;
}

void setRulesetUnit(LengthUnit unit)
{
    rulesetUnit() = unit;
}

LengthUnit lengthUnit()
{
    return preferredUnit().value_or(rulesetUnit());
}

double unitsPerCm()
{
    return ambuscade::unitsPerCm(lengthUnit());
}

QString formatLength(double cm)
{
    // Inches as a tape measure reads them; centimetres to a millimetre.
    const LengthUnit unit = lengthUnit();
    return unit == LengthUnit::Inches ? lengthLabel(cm, unit) : lengthText(cm, unit);
}

} // namespace ambuscade
