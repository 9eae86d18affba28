// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ambuscade::rangercommandos {

class RangerCommandosGame;
struct Raider;

// Where a raider stands, in words for the Raid panel and the results: "in dock (Red Dock)",
// "crossing, wave W23", "ashore at the Quarry", "home, place 2", "captured".
QString whereText(const RangerCommandosGame &game, const Raider &raider);

} // namespace ambuscade::rangercommandos
