// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation.h"

#include "autoplay.h"
#include "manygames.h"
#include "rules/playrules.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <mutex>

namespace ambuscade {

QString whyNotSimulated(const Ruleset &rules, const Scenario &scenario)
{
    const PlayRules *play = rules.play();
    if (play && !play->opponents().contains(QLatin1String(kComputerOpponent)))
        return QCoreApplication::translate("Simulation",
                                           "%1 has no computer opponent to play both sides")
            .arg(rules.displayName());
    return whyNotPlayable(rules, scenario);
}

std::optional<BalanceReport> simulate(const PlayRules &rules, const Scenario &scenario,
                                      const SimulationRequest &request,
                                      const std::atomic<bool> *cancel,
                                      const SimulationProgress &progress,
                                      BalanceReport *playedSoFar)
{
    if (!rules.opponents().contains(request.opponent))
        return std::nullopt;
    BalanceReport report = BalanceReport::emptyFor(scenario, request.seed);
    SearchBudget search = request.search;
    search.stop = cancel; // cancelled, the games under way end without thinking ahead
    std::mutex tallying;
    const int played = onAllCores(
        request.games,
        [&](int g) {
            const std::optional<PlayedGame> game = autoplayWith(
                rules, scenario, gameSeed(request.seed, g), request.maxTurns,
                [&](const QString &) { return request.opponent; }, search);
            const std::lock_guard<std::mutex> lock(tallying);
            report.add(*game);
            if (progress)
                progress(report);
        },
        cancel);
    if (played < request.games) {
        if (playedSoFar)
            *playedSoFar = report;
        return std::nullopt;
    }
    return report;
}

} // namespace ambuscade
