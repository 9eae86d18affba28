// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ambuscade {

// The names of the opponents the window, the command-line tool and the core speak of by name
// (PlayRules::opponents lists those a rule set has).
// Every rule set's real computer opponent.
inline constexpr auto kComputerOpponent = "computer";
// The computer thinking ahead (search/searchopponent.h), for every rule set with a computer.
inline constexpr auto kSearchOpponent = "search";
// The yardstick of a rule set that has one: an order at random among those it may give.
inline constexpr auto kRandomOpponent = "random";

} // namespace ambuscade
