// SPDX-License-Identifier: GPL-3.0-or-later
// Writes saved games to seed the saved-game fuzzer: each scenario given, of any rule set that
// plays, played by its own controllers from seed 1 and saved at several points of its first
// turns, so the seeds hold what a real save holds (a FIW game's reactions, moves, shots and
// charges; the orders of a game kept as its orders). A FIW game is also saved once just after
// its first melee and once in the middle of a commander's orders.
//   make-game-seeds OUT_DIR SCENARIO...
#include "../fiwplay.h"
#include "fiw/fiwruleset.h"
#include "fiw/game/fiwgame.h"
#include "fiw/procedures/activation.h"
#include "fiw/tables/troops.h"
#include "game/gamefile.h"
#include "io/scenarioreader.h"
#include "rules/ruleset.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <cstdio>

namespace {
using namespace ambuscade;

constexpr quint64 kSeed = 1;

// Writes one seed; false, having said why, when it cannot.
bool saveSeed(const QDir &out, const QString &stem, const QString &when, const Scenario &start,
              const Game &game)
{
    QSaveFile file(
        out.filePath(stem + QLatin1Char('-') + when + QStringLiteral(".ambuscade-game.json")));
    const bool saved = file.open(QIODevice::WriteOnly) &&
                       file.write(gameFileBytes(start, kSeed, false, game)) >= 0 && file.commit();
    if (!saved)
        std::fprintf(stderr, "cannot write %s\n", qPrintable(file.fileName()));
    return saved;
}

// The game at several points of its first turns: the start, mid first turn, the second side,
// turn 2 and after. Steps are phases in FIW, orders or automatic steps elsewhere.
bool saveOpening(const QDir &out, const QString &stem, const PlayRules &rules,
                 const Scenario &start)
{
    const std::unique_ptr<Opponent> computer = rules.opponent(QStringLiteral("computer"));
    const std::unique_ptr<Game> game = rules.newGame(start, kSeed);
    int advanced = 0;
    for (int point : {0, 3, 7, 12, 25}) {
        while (advanced < point && !game->result().over) {
            playSeatedStep(*game, *computer);
            ++advanced;
        }
        if (!saveSeed(out, stem, QStringLiteral("step%1").arg(point), start, *game))
            return false;
    }
    return true;
}

// Just after the first melee, if one comes within a few turns: its log event holds the
// fighters, pairs and falls back that the Combat panel reads back.
bool saveAfterFirstMelee(const QDir &out, const QString &stem, const Scenario &start)
{
    constexpr int kPhasesToFirstMelee = 60;
    fiw::FiwGame fighting(start, kSeed);
    const auto fought = [&fighting] {
        const QList<LogEvent> &events = fighting.log().events();
        return std::any_of(events.begin(), events.end(),
                           [](const LogEvent &e) { return e.kind == QLatin1String("melee"); });
    };
    for (int phase = 0; phase < kPhasesToFirstMelee && !fighting.over() && !fought(); ++phase)
        nextPhase(fighting);
    return !fought() || saveSeed(out, stem, QStringLiteral("melee"), start, fighting);
}

// In the middle of orders: the first leader of the side on turn has rolled and commanded what
// he can afford.
bool saveMidOrders(const QDir &out, const QString &stem, const Scenario &start)
{
    fiw::FiwGame ordering(start, kSeed);
    const Scenario &s = ordering.state();
    for (int f = 0; f < s.figures.size(); ++f) {
        if (s.figures[f].side != ordering.sideId() || !fiw::isLeader(s.figures[f]))
            continue;
        ordering.beginCommand(f);
        for (const fiw::CommandOption &o : ordering.commandSession()->options())
            ordering.command(o.group);
        break;
    }
    return saveSeed(out, stem, QStringLiteral("orders"), start, ordering);
}
} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: make-game-seeds OUT_DIR SCENARIO...\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    out.mkpath(QStringLiteral("."));
    for (int i = 2; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        const ScenarioLoadResult loaded = loadScenarioFile(path);
        if (!loaded.scenario) {
            std::fprintf(stderr, "%s: %s\n", argv[i],
                         qPrintable(loaded.problems.first().toString()));
            return 1;
        }
        const Ruleset *rules = loaded.rules;
        if (!whyNotPlayable(*rules, *loaded.scenario).isEmpty())
            continue; // nothing to save of a scenario no game is played on
        const QString stem = QFileInfo(path).baseName();
        if (!saveOpening(out, stem, *rules->play(), *loaded.scenario))
            return 1;
        if (rules->id() == QLatin1String(fiw::FiwRuleset::kId) &&
            !(saveAfterFirstMelee(out, stem, *loaded.scenario) &&
              saveMidOrders(out, stem, *loaded.scenario)))
            return 1;
    }
    return 0;
}
