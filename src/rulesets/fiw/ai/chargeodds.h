// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/procedures/battlefield.h"

namespace ambuscade::fiw {

// What a charge of one group on another is worth, in hits, by §11's dice: men paired one to
// one (as many pairs as the smaller group has men), each side's class and better weapon, and
// two against one counting −1 on the man outnumbered where the chargers are twice as many.
// The hits each side's winners would give (a natural 5 or 6), less those taken, and half a
// hit more for the side that would push the other back (retreating: +3 to its next test),
// half a hit less for being pushed. Rough: the men stand for their group as a whole.
double chargeWorth(const Battlefield &field, int chargers, int defenders);

} // namespace ambuscade::fiw
