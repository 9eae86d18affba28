// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade::fiw {

// The name people read for a word of the rules' vocabulary (a class, type, role or
// faction id as the file stores it), translated; an unknown id is returned as it is.
QString termText(const QString &id);

// The name people read for a word the game's log is sorted by: a phase ("command",
// "shooting", …) or a kind of event ("roll", "volley", …), translated; an unknown id is
// returned as it is.
QString logTermText(const QString &id);

// A modifier as the rules' tables print it: +1, −1 (a true minus sign).
QString modifierText(int value);
// A distance or other measure from the rules' tables, without trailing zeros: 20, 12.5.
QString measureText(double value);

} // namespace ambuscade::fiw
