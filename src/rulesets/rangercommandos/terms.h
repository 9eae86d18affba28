// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade::rangercommandos {

// The name people read for a word of these rules as the file stores it (a kind of space or
// path, a colour), translated; an unknown word is returned as it is.
QString termText(const QString &id);

} // namespace ambuscade::rangercommandos
