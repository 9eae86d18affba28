// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/tablerules.h"
#include "rules/trooptemplate.h"

namespace ambuscade::steeplechase {

// The palette: a courier, and each kind of group the rules run at the size they give it.
const QList<TroopTemplate> &troopTemplates();
// The Emperor, the race's finish: the objective marker with this id (README, "The Emperor").
const NamedMarker &emperorMarker();

} // namespace ambuscade::steeplechase
