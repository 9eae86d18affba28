// SPDX-License-Identifier: GPL-3.0-or-later
#include "loaderchecks.h"

#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/fiw/combatreport.h"
#include "rules/fiw/gamefile.h"
#include "rules/fiw/replay.h"

namespace ambuscade::fuzz {

namespace {
// Enough phases for each side of a two-sided game to take a whole turn; every phase has
// its own code path, and more would only slow the fuzzer.
constexpr int kPhasesPlayed = 10;
constexpr quint64 kSeed = 1;

void play(fiw::FiwGame &game)
{
    for (int i = 0; i < kPhasesPlayed && !game.over(); ++i)
        game.advance();
}
} // namespace

QString checkScenarioInput(const QByteArray &bytes)
{
    const ScenarioLoadResult first = readScenario(bytes);
    if (!first.scenario)
        return {};
    const QByteArray written = scenarioToBytes(*first.scenario);
    const ScenarioLoadResult second = readScenario(written);
    if (!second.scenario)
        return QStringLiteral("the scenario as written is refused: ") +
               second.problems.first().toString();
    if (scenarioToBytes(*second.scenario) != written)
        return QStringLiteral("the scenario reads back different from what was written");
    fiw::FiwGame game(*first.scenario, kSeed);
    play(game);
    return {};
}

QString checkGameInput(const QByteArray &bytes)
{
    QString error;
    fiw::GameFile first = fiw::readGameFile(bytes, QStringLiteral("input"), &error);
    if (!first.game)
        return {};
    const QByteArray written =
        fiw::gameFileBytes(first.scenario, first.seed, first.referee, *first.game);
    fiw::GameFile second = fiw::readGameFile(written, QStringLiteral("written"), &error);
    if (!second.game)
        return QStringLiteral("the game as written is refused: ") + error;
    if (fiw::gameFileBytes(second.scenario, second.seed, second.referee, *second.game) != written)
        return QStringLiteral("the game reads back different from what was written");
    // What the window does with a game it opens: the Combat panel tells its fights, and a
    // replay steps through its log to the end and back to the start.
    fiw::combatReports(first.game->state(), first.game->log());
    fiw::Replay replay(first.scenario, first.seed, first.game->log());
    replay.seek(replay.size());
    replay.seek(0);
    play(*first.game);
    return {};
}

} // namespace ambuscade::fuzz
