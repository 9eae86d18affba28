// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balancereport.h"

#include <atomic>
#include <functional>
#include <optional>

namespace ambuscade {

class PlayRules;
class Ruleset;

// A balance run: how many games, from which seed, each at most so many turns (the
// scenario's own turn limit, if lower, stands; 0: the game's own limit, as autoplay()).
struct SimulationRequest {
    int games = 100;
    quint64 seed = 1;
    int maxTurns = 0;
};

// Why the computer cannot play this scenario against itself (its rule set plays no games or
// has no computer opponent, or the scenario cannot be played); empty when it can.
QString whyNotSimulated(const Ruleset &rules, const Scenario &scenario);

// Called after each game, on the thread that played it, with the tally so far (while the
// tally is locked: keep it short).
using SimulationProgress = std::function<void(const BalanceReport &soFar)>;

// Plays the games with the rule set's computer on every side, game g from gameSeed(seed, g),
// on every core, and tallies them; the same request gives the same report however many
// cores. Nullopt when cancel became true before every game was played: no game is started
// after that, and the games under way are finished before this returns.
std::optional<BalanceReport> simulate(const PlayRules &rules, const Scenario &scenario,
                                      const SimulationRequest &request,
                                      const std::atomic<bool> *cancel = nullptr,
                                      const SimulationProgress &progress = {});

} // namespace ambuscade
