// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balancereport.h"
#include "opponent.h"

#include <atomic>
#include <functional>
#include <optional>

namespace ambuscade {

class PlayRules;
class Ruleset;

// A balance run: how many games, from which seed, each at most so many turns (the
// scenario's own turn limit, if lower, stands; 0: the game's own limit, as autoplay()),
// every side played by which of the rule set's opponents: its computer, or the computer
// thinking ahead (kSearchOpponent) within `search`.
struct SimulationRequest {
    SimulationRequest(int games = 100, quint64 seed = 1, int maxTurns = 0)
        : games(games), seed(seed), maxTurns(maxTurns)
    {}
    int games;
    quint64 seed;
    int maxTurns;
    QString opponent = QLatin1String(kComputerOpponent);
    SearchBudget search;
};

// Why the computer cannot play this scenario against itself (its rule set plays no games or
// has no computer opponent, or the scenario cannot be played); empty when it can.
QString whyNotSimulated(const Ruleset &rules, const Scenario &scenario);

// Called after each game, on the thread that played it, with the tally so far (while the
// tally is locked: keep it short).
using SimulationProgress = std::function<void(const BalanceReport &soFar)>;

// Plays the games with the request's opponent on every side, game g from gameSeed(seed, g),
// on every core, and tallies them; the same request gives the same report however many
// cores. Nullopt when cancel became true before every game was played: no game is started
// after that, and the games under way are finished before this returns (`playedSoFar`, when
// given, then holds the tally of the games that were played); nullopt too when the rule set
// has no opponent of the request's name.
std::optional<BalanceReport> simulate(const PlayRules &rules, const Scenario &scenario,
                                      const SimulationRequest &request,
                                      const std::atomic<bool> *cancel = nullptr,
                                      const SimulationProgress &progress = {},
                                      BalanceReport *playedSoFar = nullptr);

} // namespace ambuscade
