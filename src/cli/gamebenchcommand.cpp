// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "geometry/randomtable.h"
#include "rules/fiw/battlefield.h"
#include "rules/fiw/fiwgame.h"
#include "rules/ruleset.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace ambuscade::cli {

namespace {
// What the game pays each time the table changes, against the baseline of making the
// battlefield afresh: every group steps 1 cm, then the battlefield is brought up to date.
std::pair<double, double> fieldUpdateAndRebuildMs(const Scenario &table)
{
    constexpr int kRuns = 7;
    Scenario state = table;
    fiw::Battlefield field(state);
    int step = 0;
    const double update = medianMs(kRuns, [&] {
        const double dx = ++step % 2 ? 1 : -1;
        for (Figure &f : state.figures)
            f.position += QPointF(dx, 0);
        field.update();
    });
    const double rebuild = medianMs(kRuns, [&] { fiw::Battlefield fresh(state); });
    return {update, rebuild};
}
} // namespace

// The computer's side turn (command to melee) on the geometry benchmark's generated table,
// 500 figures a side in groups of 10, every side run by the computer. Prints the median of
// several side turns in one JSON object, with what bringing the battlefield up to date costs
// against making it afresh.
int runGameBench(const QStringList &args, Streams io)
{
    int turns = 6;
    quint64 seed = 1;
    bool understood = true;
    for (int i = 0; i < args.size() && understood; ++i) {
        bool ok = true;
        if (args[i] == QLatin1String("--turns") && i + 1 < args.size())
            turns = args[++i].toInt(&ok);
        else if (args[i] == QLatin1String("--seed") && i + 1 < args.size())
            seed = args[++i].toULongLong(&ok);
        else
            understood = false;
        understood = understood && ok && turns > 0;
    }
    if (!understood) {
        io.err << "usage: ambuscade-cli bench-game [--turns N] [--seed N]\n";
        return UsageError;
    }
    geo::RandomTableSpec spec = benchmarkTableSpec(*findRuleset(QStringLiteral("fiw-skirmish")));
    spec.seed = quint32(seed);
    Scenario table = geo::randomTable(spec);
    for (Side &side : table.sides)
        side.controller = Controller::Ai;
    fiw::FiwGame game(table, seed);
    std::vector<double> sideTurns;
    QElapsedTimer timer;
    // Each side turn: from its command phase until the next side's begins.
    for (int n = 0; n < 2 * turns && !game.over(); ++n) {
        const int side = game.sideIndex();
        timer.start();
        while (!game.over() && game.sideIndex() == side)
            game.advance();
        sideTurns.push_back(timer.nsecsElapsed() / 1e6);
    }
    std::vector<double> sorted = sideTurns;
    std::sort(sorted.begin(), sorted.end());
    const auto [updateMs, rebuildMs] = fieldUpdateAndRebuildMs(game.state());
    const QJsonObject result{
        {QStringLiteral("figures"), int(table.figures.size())},
        {QStringLiteral("groups"), int(table.groups.size())},
        {QStringLiteral("side_turns"), int(sideTurns.size())},
        {QStringLiteral("ai_side_turn_ms"),
         rounded(sorted.empty() ? 0 : sorted[sorted.size() / 2], 2)},
        {QStringLiteral("slowest_side_turn_ms"), rounded(sorted.empty() ? 0 : sorted.back(), 2)},
        {QStringLiteral("log_events"), game.log().size()},
        {QStringLiteral("field_update_ms"), rounded(updateMs, 3)},
        {QStringLiteral("field_rebuild_ms"), rounded(rebuildMs, 3)},
        {QStringLiteral("rebuild_over_update"),
         rounded(updateMs > 0 ? rebuildMs / updateMs : 0, 1)}};
    io.out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    return Success;
}

} // namespace ambuscade::cli
