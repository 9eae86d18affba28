// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "game/autoplay.h"
#include "rules/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>
#include <vector>

namespace ambuscade::cli {

namespace {
// Wilson's 95 % interval for a proportion, which stays inside [0, 1] for rare events.
QJsonArray wilson(int successes, int trials)
{
    if (trials == 0)
        return {0.0, 0.0};
    constexpr double z = 1.959963984540054;
    const double p = double(successes) / trials;
    const double denominator = 1 + z * z / trials;
    const double centre = (p + z * z / (2 * trials)) / denominator;
    const double half =
        z * std::sqrt(p * (1 - p) / trials + z * z / (4.0 * trials * trials)) / denominator;
    auto rounded = [](double v) { return std::round(v * 10000) / 10000; };
    return {rounded(std::max(0.0, centre - half)), rounded(std::min(1.0, centre + half))};
}
} // namespace

int runSimulate(const QStringList &args, Streams io)
{
    GameOptions options;
    if (!parseGameOptions(args, true, &options)) {
        io.err << "usage: ambuscade-cli simulate FILE [--games G] [--seed N] [--turns T]\n";
        return UsageError;
    }
    const int games = options.games;
    const quint64 seed = options.seed;
    const std::optional<Scenario> scenario = loadOrReport(options.file, io);
    if (!scenario)
        return InvalidInput;
    const Ruleset *rules = playingRuleset(*scenario, io);
    if (!rules)
        return UsageError;

    // Each game's result goes in its own slot, so the sums do not depend on which thread
    // finished first.
    std::vector<PlayedGame> results(games);
    onAllCores(games, [&](int g) {
        results[g] = autoplay(*rules, *scenario, gameSeed(seed, g), options.turns);
        results[g].log = {}; // the logs and tables are not reported; let them go
        results[g].end = {};
    });

    QJsonObject sides;
    int draws = 0;
    double turnSum = 0;
    for (const PlayedGame &r : results) {
        draws += r.winner.isEmpty();
        turnSum += r.turns;
    }
    for (const Side &side : scenario->sides) {
        int wins = 0;
        double casualties = 0;
        for (const PlayedGame &r : results) {
            wins += r.winner == side.id;
            casualties += r.casualties.value(side.id);
        }
        sides.insert(side.id, QJsonObject{{QStringLiteral("wins"), wins},
                                          {QStringLiteral("win_rate"), double(wins) / games},
                                          {QStringLiteral("win_rate_95"), wilson(wins, games)},
                                          {QStringLiteral("mean_casualties"), casualties / games}});
    }
    const QJsonObject answer{{QStringLiteral("games"), games},
                             {QStringLiteral("seed"), QString::number(seed)},
                             {QStringLiteral("sides"), sides},
                             {QStringLiteral("draws"), draws},
                             {QStringLiteral("mean_turns"), turnSum / games}};
    io.out << QJsonDocument(answer).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
