// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ambuscade::rangercommandos {

// The numbers of the rules that are no table: read by the game and printed in the quick
// reference (README, "The alarm" and "A step").
constexpr int kAlarmSpins = 3; // the spins of a raider ashore when the alarm sounds
constexpr int kDawnRound = 40; // with no alarm by the end of this round, dawn gives it
// The rules set a raid no turn limit: Dawn ends the night and the return then takes a dozen
// rounds or so. A raid the computer plays out (`play`, `simulate`, `duel`) with no limit of
// its own is stopped only here, far past them, lest a game run on by some fault.
constexpr int kPlayOutRounds = 100;

} // namespace ambuscade::rangercommandos
