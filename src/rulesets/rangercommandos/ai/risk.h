// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ambuscade::rangercommandos {

// The chance that three spins of the spinner's numbers add up to less than `need`: a
// commando that far from his barge when the alarm sounds is captured so often.
double captureChance(int need);
// What a face-down counter is worth on average: the set's points over its counters.
double meanCounterPoints();

} // namespace ambuscade::rangercommandos
