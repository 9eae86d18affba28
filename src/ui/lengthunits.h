// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade {

// The table is measured in centimetres throughout; those who measure their own table in
// inches can have lengths shown in inches (Preferences).
enum class LengthUnit { Centimetres, Inches };

LengthUnit lengthUnit();
void setLengthUnit(LengthUnit unit); // kept in the settings
// Centimetres in the unit shown: 1 for centimetres, 1 / 2.54 for inches.
double unitsPerCm();
// A length given in centimetres, written in the unit shown: "12.5 cm" or "4.9 in".
QString formatLength(double cm);

} // namespace ambuscade
