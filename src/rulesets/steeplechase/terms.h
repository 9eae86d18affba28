// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade::steeplechase {

// The name people read for a word of these rules as the file stores it (a role, an ability,
// an item, a kind of group), translated; an unknown word is returned as it is.
QString termText(const QString &id);

} // namespace ambuscade::steeplechase
