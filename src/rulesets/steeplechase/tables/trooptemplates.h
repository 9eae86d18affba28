// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/trooptemplate.h"

namespace ambuscade::steeplechase {

// The palette: a courier, and each kind of group the rules run at the size they give it.
const QList<TroopTemplate> &troopTemplates();

} // namespace ambuscade::steeplechase
