// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade {

// The name people read for a word the game's log is sorted by: a phase ("command",
// "shooting", …) or a kind of event ("roll", "volley", …), translated. An unknown id is
// returned as it is.
QString logTermText(const QString &id);

} // namespace ambuscade
