// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "geometry/randomtable.h"
#include "geometry/visibilitypass.h"
#include "rules/ruleset.h"
#include "rules/tablerules.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <functional>
#include <optional>
#include <thread>

namespace ambuscade::cli {

namespace {
using geo::TableGeometry;

// Observer → target pairs of enemies within range, the same set for both geometries.
std::vector<std::pair<int, int>> samplePairs(const TableGeometry &g, double rangeCm, size_t count)
{
    std::vector<std::pair<int, int>> pairs;
    std::vector<int> near;
    const std::vector<geo::Body> &bodies = g.bodies();
    for (int i = 0; i < int(bodies.size()) && pairs.size() < count; i += 3) {
        near.clear();
        g.figuresWithin(i, rangeCm, near);
        for (int j : near)
            if (bodies[i].alive && bodies[j].alive && bodies[j].side != bodies[i].side &&
                pairs.size() < count)
                pairs.push_back({i, j});
    }
    return pairs;
}
} // namespace

namespace {
struct BenchOptions {
    geo::RandomTableSpec spec; // 180 × 120 cm, 300 polygons of 10–50 corners, 500 figures a side
    int runs = 5;
    QString ruleset = firstTableRuleset(false);
};

std::optional<BenchOptions> parseBenchOptions(const QStringList &args)
{
    BenchOptions o;
    for (int i = 0; i < args.size(); ++i) {
        bool ok = i + 1 < args.size();
        if (args[i] == QLatin1String("--ruleset") && ok)
            o.ruleset = args[++i];
        else if (args[i] == QLatin1String("--seed") && ok)
            o.spec.seed = args[++i].toUInt(&ok);
        else if (args[i] == QLatin1String("--figures") && ok)
            o.spec.figuresPerSide = args[++i].toInt(&ok) / 2;
        else if (args[i] == QLatin1String("--terrain") && ok)
            o.spec.polygons = args[++i].toInt(&ok);
        else if (args[i] == QLatin1String("--runs") && ok)
            o.runs = args[++i].toInt(&ok);
        else
            ok = false;
        if (!ok || o.runs < 1 || o.spec.figuresPerSide < 1 || o.spec.polygons < 0)
            return std::nullopt;
    }
    return o;
}

// Microseconds per sight query, the median of the runs: the three-line check in bulk, on
// pairs in clear sight, explained, and by the brute-force baseline.
QJsonObject sightQueryTimings(const TableGeometry &fast, const TableGeometry &naive, int runs,
                              double rangeCm)
{
    const auto pairs = samplePairs(fast, rangeCm, 2000);
    std::vector<std::pair<int, int>> clearPairs;
    for (const auto &pair : pairs)
        if (fast.hasClearSight(pair.first, pair.second))
            clearPairs.push_back(pair);
    const auto perQueryUs = [&](const std::vector<std::pair<int, int>> &sample, int repeats,
                                const std::function<bool(int, int)> &ask) {
        int sink = 0;
        const double ms = medianMs(repeats, [&] {
            for (const auto &[a, b] : sample)
                sink += ask(a, b);
        });
        Q_UNUSED(sink);
        return sample.empty() ? 0.0 : ms * 1000 / double(sample.size());
    };
    const auto check = [](const TableGeometry &g) {
        return [&g](int a, int b) { return g.hasClearSight(a, b); };
    };
    return {
        {QStringLiteral("los_query_us"), rounded(perQueryUs(pairs, runs, check(fast)), 3)},
        {QStringLiteral("los_query_naive_us"),
         rounded(perQueryUs(pairs, std::max(1, runs / 2), check(naive)), 3)},
        {QStringLiteral("los_query_clear_pairs_us"),
         rounded(perQueryUs(clearPairs, runs, check(fast)), 3)},
        {QStringLiteral("los_explained_us"),
         rounded(perQueryUs(pairs, runs, [&](int a, int b) { return fast.sightLine(a, b).clear; }),
                 3)}};
}
} // namespace

int runBench(const QStringList &args, Streams io)
{
    const std::optional<BenchOptions> options = parseBenchOptions(args);
    if (!options) {
        io.err << "usage: ambuscade-cli bench [--ruleset ID] [--seed N] [--figures N] "
                  "[--terrain N] [--runs N]\n";
        return UsageError;
    }
    const geo::RandomTableSpec &spec = options->spec;
    const int runs = options->runs;
    const Ruleset *named = findRuleset(options->ruleset);
    const TableRules *rules = named ? named->table() : nullptr;
    if (!rules) {
        io.err << options->ruleset
               << ": the geometry benchmark needs a rule set played on a table\n";
        return UsageError;
    }
    constexpr double kRangeCm = 60;
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    const Scenario table = geo::randomTable(spec);

    QElapsedTimer buildTimer;
    buildTimer.start();
    const TableGeometry fast(table, rules->terrainEffects(), rules->sightRules(),
                             TableGeometry::IndexKind::Grid);
    const double buildMs = buildTimer.nsecsElapsed() / 1e6;
    const TableGeometry naive(table, rules->terrainEffects(), rules->sightRules(),
                              TableGeometry::IndexKind::BruteForce);
    const QJsonObject queries = sightQueryTimings(fast, naive, runs, kRangeCm);

    geo::PassSummary one, all, baseline;
    const double pass1 = medianMs(
        runs, [&] { one = geo::visibilityPass(fast, kRangeCm, 1, geo::PairSearch::Indexed); });
    const double passAll = medianMs(
        runs, [&] { all = geo::visibilityPass(fast, kRangeCm, cores, geo::PairSearch::Indexed); });
    const double passNaive = medianMs(std::max(1, runs / 2), [&] {
        baseline = geo::visibilityPass(naive, kRangeCm, 1, geo::PairSearch::AllPairs);
    });
    if (!(one == all) || !(one == baseline)) {
        io.err
            << "the indexed and the plain passes disagree: the benchmark measured different work\n";
        return OutputError;
    }
    const double coverMs = medianMs(runs, [&] {
        for (int i = 0; i < int(fast.bodies().size()); ++i)
            (void)fast.nearestCover(i, 25, 25);
    });

    QJsonObject result{
        {QStringLiteral("seed"), qint64(spec.seed)},
        {QStringLiteral("figures"), int(table.figures.size())},
        {QStringLiteral("polygons"), spec.polygons},
        {QStringLiteral("cores"), cores},
        {QStringLiteral("pairs"), one.pairs},
        {QStringLiteral("pairs_in_clear_sight"), one.clearSight},
        {QStringLiteral("index_build_ms"), rounded(buildMs, 2)},
        {QStringLiteral("pass_1thread_ms"), rounded(pass1, 2)},
        {QStringLiteral("pass_all_cores_ms"), rounded(passAll, 2)},
        {QStringLiteral("pass_naive_ms"), rounded(passNaive, 2)},
        {QStringLiteral("nearest_cover_ms"), rounded(coverMs, 2)},
        {QStringLiteral("speedup"), rounded(passNaive / passAll, 1)},
    };
    for (auto it = queries.begin(); it != queries.end(); ++it)
        result.insert(it.key(), it.value());
    io.out << QJsonDocument(result).toJson(QJsonDocument::Indented);
    return Success;
}

} // namespace ambuscade::cli
