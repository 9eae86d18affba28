// SPDX-License-Identifier: GPL-3.0-or-later
#include "steeplechase/procedures/fighting.h"

namespace ambuscade::steeplechase {

Exchange exchange(int courierTotal, int enemyDie, Stance stance)
{
    if (stance == Stance::Defensive)
        return courierTotal >= enemyDie ? Exchange::FendedOff : Exchange::Beaten;
    return courierTotal > enemyDie ? Exchange::EnemyFalls : Exchange::EnemyStands;
}

} // namespace ambuscade::steeplechase
