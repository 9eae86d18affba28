// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade::chosenmen {

// The name people read for a word of these rules as the file stores it (a quality, troop
// kind, role, weapon, rank, fault, status or range band), translated; an unknown word is
// returned as it is.
QString termText(const QString &id);

// A modifier as the rules print it: +1, −1 (a true minus sign).
QString modifierText(int value);
// Inches as the rules write them, without trailing zeros: 6, 2.5.
QString inchesText(double inches);

} // namespace ambuscade::chosenmen
