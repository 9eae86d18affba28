// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "surface/lengthunit.h"

#include <optional>

namespace ambuscade {

// The unit lengths are shown in on screen: the one chosen in Preferences, or else the one the
// open scenario's rule set is played in (Ruleset::unit). Lengths are kept in centimetres.
LengthUnit lengthUnit();
std::optional<LengthUnit> preferredUnit();
void setPreferredUnit(std::optional<LengthUnit> unit); // kept in the settings
// The open scenario's rule set's unit; the window keeps it up to date.
void setRulesetUnit(LengthUnit unit);
// Centimetres in the unit shown: 1 for centimetres, 1 / 2.54 for inches.
double unitsPerCm();
// A length given in centimetres, written in the unit shown: "12.5 cm" or "4¾ in".
QString formatLength(double cm);

} // namespace ambuscade
