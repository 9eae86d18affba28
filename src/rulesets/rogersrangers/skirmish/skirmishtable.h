// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rogersrangers/skirmish/skirmishbattle.h"
#include "rogersrangers/skirmish/skirmishtroops.h"
#include "scenario/scenario.h"

namespace ambuscade::rogersrangers {

// README §10: the battle as an ordinary French and Indian Wars skirmish (`fiw-skirmish`): the
// space's ground, the counters as groups deployed as the kind of battle says, the Raiders
// the person's side ("british"), the hostiles the computer's ("french"), the winner of the
// Tactical Edge first, ten turns with the hostiles holding at the limit. The seed only nudges where
// each group stands (a couple of cm), the same seed the same table; it is also the scenario's seed.
Scenario skirmishScenario(const SkirmishBattle &battle, quint64 seed);

// How long a skirmish lasts, and how far from an ambush's hidden men the Raiders spring it.
constexpr int kSkirmishTurns = 10;
constexpr double kAmbushTriggerCm = 20;

} // namespace ambuscade::rogersrangers
