// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steeplechase/tables/rolltable.h"

namespace ambuscade::steeplechase {

// The tables a courier meets on his ride (reading §3, §4, §5): jumping a stream or a wall,
// the whizzing bullets of his pursuers (one column mounted, one on foot), and what befalls
// him asleep in the open or under a roof.
const RollTable &streamJumpTable();
const RollTable &wallJumpTable();
const RollTable &bulletsMountedTable();
const RollTable &bulletsOnFootTable();
const RollTable &campsiteTable();
const RollTable &billetTable();

// Every table above, for the quick reference and the tests.
QList<const RollTable *> courseTables();

} // namespace ambuscade::steeplechase
