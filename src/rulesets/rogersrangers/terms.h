// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade::rogersrangers {

// The name people read for a word of these rules as the file stores it (a kind of space or
// path, a placement roll or column, a marker's kind, a mission), translated; an unknown
// word is returned as it is.
QString termText(const QString &id);

} // namespace ambuscade::rogersrangers
