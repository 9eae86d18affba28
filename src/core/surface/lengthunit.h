// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade {

// Lengths are stored in centimetres everywhere; each rule set is played in its own unit
// (Ruleset::unit), in which they are shown.
enum class LengthUnit { Centimetres, Inches };

constexpr double kCmPerInch = 2.54;

// How many of the unit make a centimetre: 1 for centimetres, 1 / 2.54 for inches.
double unitsPerCm(LengthUnit unit);
QString lengthUnitId(LengthUnit unit); // "cm" or "in"
// A length given in centimetres, written in the unit: "12.5 cm" or "4.9 in" (the locale's
// way of writing numbers).
QString lengthText(double cm, LengthUnit unit, int decimals = 1);
// A number with so many decimals as the language in use writes it ("12,1" in German, "12.1"
// in English), for every number the window writes with decimals (lengths, percentages,
// positions, the computer's reckonings): QString::arg's 'f' form writes an English point in
// every language.
QString decimalText(double value, int decimals);
// As a tape measure reads it, for labels and the window: centimetres to a tenth at most,
// without trailing zeros ("15 cm", "7.5 cm"); inches to the nearest quarter ("6 in", "4¾ in").
QString lengthLabel(double cm, LengthUnit unit);
// The number alone, as lengthLabel writes it: "15", "4¾".
QString lengthNumber(double cm, LengthUnit unit);

} // namespace ambuscade
