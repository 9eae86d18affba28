// SPDX-License-Identifier: GPL-3.0-or-later
#include "loaderchecks.h"
#include "rules/playrules.h"

#include "fiw/fiwruleset.h"
#include "fiw/game/combatreport.h"
#include "game/gamefile.h"
#include "game/gamereplay.h"
#include "game/opponent.h"
#include "io/scenarioreader.h"
#include "io/scenariowriter.h"
#include "rules/ruleset.h"

namespace ambuscade::fuzz {

namespace {
// Enough phases for each side of a two-sided game to take a whole turn; every phase has
// its own code path, and more would only slow the fuzzer.
constexpr int kPhasesPlayed = 10;
constexpr quint64 kSeed = 1;

// As the window plays it: the computer its sides, the rules alone the players'.
void play(Game &game)
{
    const std::unique_ptr<Opponent> computer =
        playRulesOf(game).opponent(QStringLiteral("computer"));
    for (int i = 0; i < kPhasesPlayed && !game.result().over; ++i)
        playSeatedStep(game, *computer);
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
    // The engine withstands any scenario its rules call playable: the window, the CLI and a
    // saved game's replay start no other.
    const PlayRules *rules = first.rules->play();
    if (rules && rules->whyNotPlayable(*first.scenario).isEmpty())
        play(*rules->newGame(*first.scenario, kSeed));
    return {};
}

QString checkGameInput(const QByteArray &bytes)
{
    QString error;
    GameFile first = readGameFile(bytes, QStringLiteral("input"), &error);
    if (!first.game)
        return {};
    const QByteArray written =
        gameFileBytes(first.scenario, first.seed, first.referee, *first.game);
    GameFile second = readGameFile(written, QStringLiteral("written"), &error);
    if (!second.game)
        return QStringLiteral("the game as written is refused: ") + error;
    if (gameFileBytes(second.scenario, second.seed, second.referee, *second.game) != written)
        return QStringLiteral("the game reads back different from what was written");
    // What the window does with a game it opens: the Combat panel tells a FIW game's fights,
    // and a replay steps through its log to the end and back to the start.
    if (first.game->ruleset().id() == QLatin1String(fiw::FiwRuleset::kId))
        fiw::combatReports(first.game->state(), first.game->log());
    const std::unique_ptr<GameReplay> replay =
        playRulesOf(*first.game).replay(first.scenario, first.seed, *first.game);
    replay->seek(replay->size());
    replay->seek(0);
    play(*first.game);
    return {};
}

} // namespace ambuscade::fuzz
