// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "objectreader.h"
#include "scenario/attributes.h"

namespace ambuscade {

// Reads the fields a rule set declares for a figure, a group or a board's space, checking
// each against its declaration.
Attributes readAttributes(ObjectReader &r, const QList<AttributeSpec> &specs);

} // namespace ambuscade
