// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/trooptemplate.h"

namespace ambuscade::chosenmen {

// The troops the editor's palette offers for Chosen Men, whole units first.
const QList<TroopTemplate> &troopTemplates();

} // namespace ambuscade::chosenmen
