// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/trooptemplate.h"

namespace ambuscade::fiw {

// The palette of troops for French and Indian War tables: the usual groups of both sides
// (4 to 10 figures, a formed platoon whole), then single figures.
const QList<TroopTemplate> &troopTemplates();

} // namespace ambuscade::fiw
